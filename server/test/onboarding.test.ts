import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesDir } from '../app';
import { readConfig as serverConfig } from '../config';
import { validateConfig, type MerchantConfig } from '../../src/onboarding/config';
import { readValidConfig } from '../onboarding/read-folder';
import { importConfig } from '../onboarding/import';
import { DATABASES, headers, startTestServer, type TestServer } from './harness';
import { diskStore } from '../cdn/storage';

const VALID = 'schemas/fixtures/merchants/samarqand';

describe.each(DATABASES)('merchant import on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('imports in one transaction and serves the new storefront at once', async () => {
    const config = readValidConfig(VALID);
    const id = await importConfig(server.db, config, {
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
    const config = readValidConfig(VALID);
    await expect(importConfig(server.db, config as MerchantConfig)).rejects.toThrow('already exists');
    expect(await count()).toBe(before);
  });

  it('gives every modifier group and choice its own id, however many there are', async () => {
    const config = readValidConfig(VALID);
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
    const config = readValidConfig(VALID);
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
