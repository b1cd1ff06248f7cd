import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client';
import { quoteDelivery } from './places.queries';

const client = (status: number, body: unknown) =>
  createApiClient({
    baseUrl: 'http://api.test/api',
    fetch: (async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      })) as typeof fetch,
    getMerchantId: () => 1,
    session: { getToken: () => null, onUnauthorized: () => {} },
  });

describe('delivery quote shown for a point', () => {
  it("gives the zone's price for a point inside a zone", async () => {
    expect(
      await quoteDelivery(client(200, { deliveryPrice: 12000, branchId: 2, zoneId: 5 }), 41.3, 69.2),
    ).toEqual({ ok: true, deliveryPrice: 12000, branchId: 2, zoneId: 5 });
  });
  it("gives 'Out of service zone' with its translations outside every zone", async () => {
    const body = {
      code: 'OUT_OF_SERVICE_ZONE',
      message: 'Out of service zone',
      description: {
        uz: 'Xizmat hududidan tashqarida',
        ru: 'Вне зоны обслуживания',
        eng: 'Out of service zone',
      },
    };
    expect(await quoteDelivery(client(422, body), 40, 60)).toEqual({ ok: false, ...body });
  });
});
