import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';

describe.each(DATABASES)('tenancy and ownership on %s', (kind) => {
  let server: TestServer;
  let alice: { token: string; user: { id: number } };
  let bob: { token: string; user: { id: number } };
  let orderId: number;
  let addressId: number;
  let cardId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await login(server, 1, '998903000001', '10.2.0.1');
    bob = await login(server, 1, '998903000002', '10.2.0.2');
    const products = (await menu(server, 1)).products;
    const branch = (await branches(server, 1))[0]?.id as number;
    const order = await server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(1, alice.token),
      payload: orderRequest(products, [lineFor(find(products, 'Tandoor somsa'))], {
        branch,
        serviceType: 'PICK_UP',
      }),
    });
    orderId = order.body.id;
    const address = await server.call({
      method: 'POST',
      url: '/api/users/v1/addresses',
      headers: headers(1, alice.token),
      payload: { type: 'HOUSE', latitude: 41.3, longitude: 69.25, name: 'Uy' },
    });
    addressId = address.body.id;
    const card = await server.call({
      method: 'POST',
      url: '/api/payments/v1/cards',
      headers: headers(1, alice.token),
      payload: { number: '8600123412341239', expire: '12/30', cvv: '123' },
    });
    cardId = card.body.id;
  });
  afterAll(() => server.close());

  it('refuses a token of merchant A at merchant B', async () => {
    const res = await server.call({
      method: 'GET',
      url: '/api/users/v1/users/me',
      headers: headers(2, alice.token),
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  it("answers 404 for another user's order, address and card", async () => {
    const h = headers(1, bob.token);
    expect(
      (await server.call({ method: 'GET', url: `/api/orders/v1/orders/${orderId}`, headers: h })).status,
    ).toBe(404);
    expect(
      (
        await server.call({
          method: 'POST',
          url: `/api/orders/v1/orders/${orderId}/cancel`,
          headers: h,
          payload: {},
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call({
          method: 'PUT',
          url: `/api/users/v1/addresses/${addressId}`,
          headers: h,
          payload: { type: 'HOUSE', latitude: 1, longitude: 1 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.call({ method: 'DELETE', url: `/api/users/v1/addresses/${addressId}`, headers: h }))
        .status,
    ).toBe(404);
    expect(
      (await server.call({ method: 'DELETE', url: `/api/payments/v1/cards/${cardId}`, headers: h })).status,
    ).toBe(404);
    expect(
      (await server.call({ method: 'GET', url: `/api/orders/v1/orders/user/${alice.user.id}`, headers: h }))
        .status,
    ).toBe(404);
    expect((await server.call({ method: 'GET', url: `/api/payments/v1/cards`, headers: h })).body).toEqual(
      [],
    );
  });

  it("never shows another merchant's data", async () => {
    const demo = await menu(server, 1);
    const osh = await menu(server, 2);
    const demoIds = new Set(demo.products.map((p) => p.id));
    expect(osh.products.some((p) => demoIds.has(p.id))).toBe(false);
    const foreignBranch = (await branches(server, 1))[0]?.id;
    expect(
      (
        await server.call({
          method: 'GET',
          url: `/api/users/v1/branches/${foreignBranch}`,
          headers: headers(2),
        })
      ).status,
    ).toBe(404);
  });

  it('keeps only a token and the masked number of a card, never the number or CVV', async () => {
    const rows = await server.db.selectFrom('cards').selectAll().where('id', '=', cardId).execute();
    expect(JSON.stringify(rows)).not.toContain('8600123412341239');
    expect(JSON.stringify(rows)).not.toContain('"123"');
    expect(rows[0]?.masked).toBe('8600 •••• •••• 1239');
  });

  it('never sends merchant secrets', async () => {
    const answers = await Promise.all([
      server.call({ method: 'GET', url: '/api/users/v1/merchants/sub/demo' }),
      server.call({ method: 'GET', url: '/api/support/v1/merchant/settings/web', headers: headers(1) }),
    ]);
    for (const a of answers)
      expect(JSON.stringify(a.body)).not.toMatch(
        /botToken|smsPassword|smsUsername|iikoApiLogin|yandexDeliveryKey|development-bot-token/,
      );
  });

  it('requires X-Merchant-Id and refuses an unknown merchant', async () => {
    expect((await server.call({ method: 'GET', url: '/api/users/v1/branches' })).status).toBe(400);
    expect(
      (await server.call({ method: 'GET', url: '/api/users/v1/branches', headers: headers(999) })).status,
    ).toBe(404);
  });
});
