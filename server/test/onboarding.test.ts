import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesDir } from '../app';
import { readConfig as serverConfig } from '../config';
import { configWarnings, validateConfig, type MerchantConfig } from '../../src/onboarding/config';
import { readConfig } from '../onboarding/read-folder';
import { importConfig } from '../onboarding/import';
import { jsonErrorMessage } from '../../src/onboarding/messages';
import { DATABASES, headers, startTestServer, type TestServer } from './harness';
import { diskStore } from '../cdn/storage';

const VALID = 'schemas/fixtures/merchants/samarqand';
const BROKEN = 'schemas/fixtures/merchants/broken';

describe('merchant configuration validation', () => {
  it('accepts the sample folder', () => {
    const { config, problems } = readConfig(VALID);
    expect([...problems, ...validateConfig(config)]).toEqual([]);
  });

  it('lists every problem of the broken folder with its file and JSON path', () => {
    const { config } = readConfig(BROKEN);
    const found = validateConfig(config).map((p) => `${p.file} ${p.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'settings.json /mainColor',
        'layout.json /pages/home/blocks/0/type',
        'branches.json /branches/0/open',
        'branches.json /branches/0/zones/0/polygon',
        'menu.json /products/0/category',
        'menu.json /products/0/modificationGroups/0',
        'menu.json /products/1/branches/0',
        'menu.json /products/0/image',
        'branches.json /couriers/0/branch',
        'content.json /banners/0/image',
        'content.json /banners/0/link/key',
        'layout.json /pages/home/blocks/3/id',
        'layout.json /pages/home/blocks/3/props/title',
        'menu.json /categories/2/name',
      ]),
    );
  });

  it('warns when the text on the primary colour would be unreadable, without refusing', () => {
    const { config } = readConfig(VALID);
    const white = {
      ...config,
      settings: { ...config.settings, mainColor: '#FFFFFF', mainColorType: 'dark' },
    };
    expect(validateConfig(white)).toEqual([]);
    const colour = (c: Partial<MerchantConfig>) =>
      configWarnings(c).filter((w) => w.path === '/mainColorType');
    expect(colour(white)).toEqual([
      expect.objectContaining({ file: 'settings.json', message: expect.stringContaining('1.0:1') }),
    ]);
    expect(colour(config)).toEqual([]);
  });

  it('warns when Yandex Maps has no key (the maps fall back to Leaflet)', () => {
    const { config } = readConfig(VALID);
    const map = (settings: object) =>
      configWarnings({ ...config, staff: [], settings: { ...config.settings, ...settings } }).map(
        (w) => w.path,
      );
    expect(map({ mapType: 'YANDEX', yandexMapKey: null })).toEqual(['/yandexMapKey']);
    expect(map({ mapType: 'YANDEX', yandexMapKey: 'a-key' })).toEqual([]);
    expect(map({ mapType: 'LEAFLET', yandexMapKey: null })).toEqual([]);
  });

  it('warns that nobody can open the desk without staff.json, and names a colour that is not one', () => {
    const { config } = readConfig(VALID);
    expect(configWarnings({ ...config, staff: undefined })).toContainEqual({
      file: 'staff.json',
      path: '/',
      message: expect.stringContaining('nobody can log into the order desk (/ops)'),
    });
    const bad = { ...config, settings: { ...config.settings, mainColor: '#12345' } };
    expect(validateConfig(bad)).toContainEqual({
      file: 'settings.json',
      path: '/mainColor',
      message: '"#12345" is not a colour: use #RRGGBB (six hex digits, e.g. #F59E0B)',
    });
    // an address that fits neither form is one line in words, not one per form tried
    const { branches } = config;
    const address = {
      ...config,
      branches: {
        ...branches,
        branches: [{ ...branches.branches[0], address: 42 }, ...branches.branches.slice(1)],
      },
    };
    expect(validateConfig(address)).toEqual([
      {
        file: 'branches.json',
        path: '/branches/0/address',
        message:
          'must be one text for every language, or one per language, e.g. "Chilonzor" or {"uz": "…", "ru": "…"}',
      },
    ]);
    // no contrast warning quoting some other colour for it
    expect(configWarnings(bad).filter((w) => w.path === '/mainColorType')).toEqual([]);
  });

  it("speaks staff's language: the misspelt setting, en for eng, a short list of values, JSON line and column", () => {
    const { config } = readConfig(VALID);
    const messages = validateConfig({
      ...config,
      settings: { ...config.settings, mainColour: '#FCE000', productNavigationType: 'DRAWER' },
      menu: {
        ...config.menu,
        categories: [{ key: 'osh', name: { uz: 'Osh', ru: 'Плов', en: 'Plov' } }],
      },
    }).map((p) => `${p.file} ${p.path}: ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'settings.json /: "mainColour" is not a setting — did you mean mainColor?',
        expect.stringMatching(
          /^settings.json \/productNavigationType: must be one of "SHEET", "POP_UP", "FULL_SCREEN"$/,
        ),
        'menu.json /categories/0/name: "en" is not a language key: use eng, not en',
      ]),
    );
    expect(
      jsonErrorMessage(new SyntaxError('Unexpected token } in JSON at position 12'), '{\n  "a": 1,\n}'),
    ).toBe('not JSON at line 3, column 1: Unexpected token }');
  });

  it("asks for the provider's credentials and every sale's fiscal codes once an online payment is on", () => {
    const { config } = readConfig(VALID);
    // off (the sample folder): nothing asked
    expect(validateConfig(config)).toEqual([]);
    const plov = config.menu.products.findIndex(
      (p: { modificationGroups?: unknown[] }) => p.modificationGroups,
    );
    const online = { ...config, settings: { ...config.settings, paymeActive: true, deliveryActive: true } };
    const messages = validateConfig(online).map((p) => `${p.file} ${p.path}: ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^merchant.json \/secrets\/paymeMerchantId: Payme is on \(settings.json paymeActive\)/,
        ),
        expect.stringMatching(/^merchant.json \/secrets\/paymeKey: /),
        expect.stringMatching(
          new RegExp(`^menu.json /products/${plov}: ".+" has no mxikCode, packageCode, vatPercent`),
        ),
        expect.stringMatching(/^menu.json \/delivery: delivery is on with online payments/),
      ]),
    );
    // given them all, the folder is valid again
    const codes = { mxikCode: '10821001001000000', packageCode: '1545', vatPercent: 12 };
    const complete = {
      ...online,
      merchant: { ...config.merchant, secrets: { paymeMerchantId: 'm-1', paymeKey: 'k-1' } },
      menu: {
        ...config.menu,
        delivery: codes,
        products: config.menu.products.map((p: { modificationGroups?: { modifications: object[] }[] }) => ({
          ...p,
          ...codes,
          ...(p.modificationGroups
            ? {
                modificationGroups: p.modificationGroups.map((g) => ({
                  ...g,
                  modifications: g.modifications.map((m) => ({ ...m, ...codes })),
                })),
              }
            : {}),
        })),
      },
    };
    expect(validateConfig(complete)).toEqual([]);
    // a code that is not an IKPU is refused by the schema
    complete.menu.products[0] = { ...complete.menu.products[0], mxikCode: '123' };
    expect(validateConfig(complete).map((p) => p.path)).toEqual(['/products/0/mxikCode']);
  });

  it('reports a missing file', () => {
    expect(readConfig('schemas/fixtures').problems.map((p) => p.file)).toEqual(
      expect.arrayContaining(['merchant.json', 'menu.json']),
    );
  });
});

describe.each(DATABASES)('merchant import on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('imports in one transaction and serves the new storefront at once', async () => {
    const { config } = readConfig(VALID);
    const id = await importConfig(server.db, config as MerchantConfig, {
      pictures: diskStore(imagesDir(serverConfig({ DATA_DIR: 'memory://' }))),
    });
    const merchant = await server.call({ method: 'GET', url: '/api/users/v1/merchants/sub/samarqand' });
    expect(merchant.body).toMatchObject({ id, name: 'Samarqand Choyxonasi' });
    const menu = await server.call({
      method: 'GET',
      url: '/api/products/v1/overalls?type=WEB',
      headers: headers(id),
    });
    expect(menu.body.products.map((p: { name: { eng: string } }) => p.name.eng)).toEqual([
      'Samarkand plov',
      'Green tea',
    ]);
    // the folder's picture is on the CDN under the merchant's name
    expect(menu.body.products[0].image).toBe('samarqand-samarqand-oshi.svg');
    const picture = await server.call({ method: 'GET', url: '/cdn/samarqand-samarqand-oshi.svg' });
    expect(picture.status).toBe(200);
    const settings = await server.call({
      method: 'GET',
      url: '/api/support/v1/merchant/settings/web',
      headers: headers(id),
    });
    expect(settings.body).toMatchObject({ merchantId: id, productNavigationType: 'POP_UP' });
    const tariff = await server.call({
      method: 'POST',
      url: '/api/deliveries/v1/delivery/tariff/client/calculate',
      headers: headers(id),
      payload: { latitude: 39.655, longitude: 66.976 },
    });
    expect(tariff.body.deliveryPrice).toBe(8000);
  });

  it('refuses a second import of the same sub and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const { config } = readConfig(VALID);
    await expect(importConfig(server.db, config as MerchantConfig)).rejects.toThrow('already exists');
    expect(await count()).toBe(before);
  });

  it('gives every modifier group and choice its own id, however many there are', async () => {
    const { config } = readConfig(VALID);
    const l = (n: string) => ({ uz: n, ru: n, eng: n });
    const groups = Array.from({ length: 11 }, (_, g) => ({
      name: l(`Group ${g + 1}`),
      min: 0,
      max: 11,
      modifications: Array.from({ length: 11 }, (_, c) => ({
        name: l(`Choice ${g + 1}.${c + 1}`),
        price: (g + 1) * 100 + c,
      })),
    }));
    const big = {
      ...config,
      merchant: { ...config.merchant, sub: `many-${kind}` },
      menu: {
        ...config.menu,
        products: [{ ...config.menu.products[1], key: 'many', modificationGroups: groups }],
      },
    } as MerchantConfig;
    const id = await importConfig(server.db, big);
    const menu = await server.call({
      method: 'GET',
      url: '/api/products/v1/overalls?type=WEB',
      headers: headers(id),
    });
    const [product] = menu.body.products;
    const ids = product.modificationGroups.flatMap((g: { id: number; modifications: { id: number }[] }) => [
      g.id,
      ...g.modifications.map((m) => m.id),
    ]);
    expect(ids).toHaveLength(11 * 12);
    expect(new Set(ids).size).toBe(ids.length);
    // the eleventh choice of the eleventh group is itself, at its own price
    expect(product.modificationGroups[10].modifications[10]).toMatchObject({
      name: { eng: 'Choice 11.11' },
      price: 1110,
    });
  });

  it('takes a merchant whose menu is not ready yet, and its storefront answers an empty menu', async () => {
    const { config } = readConfig(VALID);
    const soon = {
      ...config,
      merchant: { ...config.merchant, sub: `soon-${kind}` },
      menu: { groups: [], categories: [], products: [] },
    } as MerchantConfig;
    expect(validateConfig(soon)).toEqual([]);
    const id = await importConfig(server.db, soon);
    const menu = await server.call({
      method: 'GET',
      url: '/api/products/v1/overalls?type=WEB',
      headers: headers(id),
    });
    expect(menu.status).toBe(200);
    expect(menu.body).toMatchObject({ products: [], categories: [] });
  });
});
