import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, validateConfig, type MerchantConfig } from '../onboarding/config';
import { importConfig } from '../onboarding/import';
import { DATABASES, headers, startTestServer, type TestServer } from './harness';

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
      ]),
    );
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
    const id = await importConfig(server.db, config as MerchantConfig);
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
});
