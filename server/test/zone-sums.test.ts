import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/onboarding/config';
import { readValidConfig } from '../onboarding/read-folder';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const NIGHT = 3; // its zones: near 40 000 minimum, free from 300 000

describe("a zone's sums in the merchant folder", () => {
  it('takes a minimum and a free-delivery sum, and refuses free delivery below the minimum', () => {
    const config = readValidConfig('schemas/fixtures/merchants/samarqand');
    const zone = config.branches.branches[0]!.zones![0]!;
    const withSums = (sums: object) => ({
      ...config,
      branches: {
        ...config.branches,
        branches: [
          { ...config.branches.branches[0], zones: [{ ...zone, ...sums }] },
          ...config.branches.branches.slice(1),
        ],
      },
    });
    expect(validateConfig(withSums({ minOrder: 50_000, freeFrom: 150_000 }))).toEqual([]);
    const below = validateConfig(withSums({ minOrder: 50_000, freeFrom: 30_000 }));
    expect(below).toEqual([
      expect.objectContaining({
        file: 'branches.json',
        path: '/branches/0/zones/0/freeFrom',
        message: expect.stringContaining('at least 50000'),
      }),
    ]);
    expect(validateConfig(withSums({ minOrder: -1 })).map((p) => p.path)).toEqual([
      '/branches/0/zones/0/minOrder',
    ]);
  });
});

describe.each(DATABASES)('delivery zones with a minimum order and free delivery on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let point: { latitude: number; longitude: number };
  const tariff = async (productPrice?: number) =>
    (
      await server.call({
        method: 'POST',
        url: '/api/deliveries/v1/delivery/tariff/client/calculate',
        headers: headers(NIGHT),
        payload: { ...point, ...(productPrice === undefined ? {} : { productPrice }) },
      })
    ).body;
  const deliver = async (dish: string, count: number, deliveryPrice: number) => {
    const products = (await menu(server, NIGHT)).products;
    const quote = await tariff();
    return server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(NIGHT, token),
      payload: orderRequest(
        products,
        [{ ...lineFor(find(products, dish)), count }],
        { branch: quote.branchId, serviceType: 'DELIVERY', address: point },
        deliveryPrice,
      ),
    });
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await login(server, NIGHT, '998901000096', '10.33.0.1')).token;
    const [branch] = await branches(server, NIGHT);
    point = { latitude: (branch?.latitude ?? 0) + 0.005, longitude: branch?.longitude ?? 0 };
  });
  afterAll(() => server.close());

  it('answers the zone’s sums with its price', async () => {
    expect(await tariff()).toMatchObject({ deliveryPrice: 15_000, minOrder: 40_000, freeFrom: 300_000 });
  });

  it("answers the price this basket pays: the zone's below its free-delivery sum, 0 at or above it", async () => {
    expect((await tariff(299_999)).deliveryPrice).toBe(15_000);
    expect((await tariff(300_000)).deliveryPrice).toBe(0);
    expect((await tariff(450_000)).deliveryPrice).toBe(0);
  });

  it('refuses a delivery under the minimum with the sums, and takes one at it', async () => {
    const refused = await deliver('Black tea', 2, 15_000); // 14 000
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('MIN_ORDER');
    expect(refused.body.message).toBe('The minimum order is 40,000 sum: add 26,000 sum more');
    expect(refused.body.description.uz).toContain("40 000 so'm");
    const taken = await deliver('Tashkent plov', 1, 15_000); // 54 000
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ deliveryPrice: 15_000, totalPrice: 69_000 });
  });

  it('charges no delivery at or above the free sum, and refuses a total that still adds it', async () => {
    const charged = await deliver('Tashkent plov', 6, 15_000); // 324 000 with delivery
    expect(charged.body.code).toBe('PRICE_MISMATCH');
    const free = await deliver('Tashkent plov', 6, 0);
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({ deliveryPrice: 0, totalPrice: 324_000 });
  });
});
