import { describe, expect, it } from 'vitest';
import { configWarnings, validateConfig, type FolderInput } from '../../src/onboarding/config';
import { readConfig, readValidConfig } from '../onboarding/read-folder';
import { jsonErrorMessage } from '../../src/onboarding/messages';

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
    const config = readValidConfig(VALID);
    const white = {
      ...config,
      settings: { ...config.settings, mainColor: '#FFFFFF', mainColorType: 'dark' },
    };
    expect(validateConfig(white)).toEqual([]);
    const colour = (c: FolderInput) => configWarnings(c).filter((w) => w.path === '/mainColorType');
    expect(colour(white)).toEqual([
      expect.objectContaining({ file: 'settings.json', message: expect.stringContaining('1.0:1') }),
    ]);
    expect(colour(config)).toEqual([]);
  });

  it('warns when Yandex Maps has no key (the maps fall back to Leaflet)', () => {
    const config = readValidConfig(VALID);
    const map = (settings: object) =>
      configWarnings({ ...config, staff: [], settings: { ...config.settings, ...settings } }).map(
        (w) => w.path,
      );
    expect(map({ mapType: 'YANDEX', yandexMapKey: null })).toEqual(['/yandexMapKey']);
    expect(map({ mapType: 'YANDEX', yandexMapKey: 'a-key' })).toEqual([]);
    expect(map({ mapType: 'LEAFLET', yandexMapKey: null })).toEqual([]);
  });

  it('warns that nobody can open the desk without staff.json, and names a colour that is not one', () => {
    const config = readValidConfig(VALID);
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
    const config = readValidConfig(VALID);
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
    const config = readValidConfig(VALID);
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
        products: config.menu.products.map((p) => ({
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
    complete.menu.products[0] = { ...complete.menu.products[0]!, mxikCode: '123' };
    expect(validateConfig(complete).map((p) => p.path)).toEqual(['/products/0/mxikCode']);
  });

  it('names what is wrong with values of the wrong shape, and still checks the rest', () => {
    const config = readValidConfig(VALID);
    const [branch, ...branches] = config.branches.branches;
    const [dish, second, ...dishes] = config.menu.products;
    // what a hand-edited folder can hold: a list that is not one, an entry that is not an object
    const folder = {
      ...config,
      branches: { ...config.branches, branches: [{ ...branch!, tables: 'all of them' }, ...branches] },
      menu: {
        ...config.menu,
        products: [
          null,
          { ...dish!, modificationGroups: [{ name: dish!.name, min: 1, max: 2, modifications: 'x' }] },
          { ...second!, category: 'no-such-category' },
          ...dishes,
        ],
      },
      content: { stories: [{ title: dish!.name, image: 'nowhere.svg', slides: 5 }] },
    };
    expect(validateConfig(folder).map((p) => `${p.file} ${p.path}`)).toEqual(
      expect.arrayContaining([
        'branches.json /branches/0/tables',
        'menu.json /products/0',
        'menu.json /products/1/modificationGroups/0/modifications',
        'menu.json /products/2/category',
        'content.json /stories/0/slides',
        'content.json /stories/0/image',
      ]),
    );
    // a file that is not an object is one problem, and the rest of the folder is still read
    const problems = validateConfig({ ...config, menu: 5, settings: null });
    expect(problems.filter((p) => p.file === 'menu.json').map((p) => p.path)).toEqual(['/']);
    expect(problems.filter((p) => p.file === 'settings.json').map((p) => p.message)).toContain(
      "must have required property 'mainColor'",
    );
    expect(problems.filter((p) => p.file === 'branches.json')).toEqual([]);
  });

  it('reports a missing file', () => {
    expect(readConfig('schemas/fixtures').problems.map((p) => p.file)).toEqual(
      expect.arrayContaining(['merchant.json', 'menu.json']),
    );
  });
});
