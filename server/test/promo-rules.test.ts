import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1;
// demo: BIRINCHI 15 % from 50,000 on a first order only; IKKI 5,000 off from 30,000, twice per customer
const BIRINCHI = {
  discountType: 'PERCENTAGE' as const,
  productDiscount: 15,
  deliveryDiscount: 0,
  minPrice: 50000,
};
const IKKI = {
  discountType: 'AMOUNT' as 'AMOUNT' | 'PERCENTAGE',
  productDiscount: 5000,
  deliveryDiscount: 0,
  minPrice: 30000,
};

describe.each(DATABASES)('promo usage rules on %s', (kind) => {
  let server: TestServer;
  let held: { status: number; body: any } | null = null;
  let order: (
    token: string,
    code: string,
    rule: typeof IKKI | null,
  ) => Promise<{ status: number; body: any }>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const products = (await menu(server, M)).products;
    const branch = (await branches(server, M))[0] as { id: number };
    const plov = find(products, 'Tashkent plov');
    order = (token, code, rule) =>
      server.call({
        method: 'POST',
        url: '/api/orders/v1/orders',
        headers: headers(M, token),
        payload: orderRequest(
          products,
          [lineFor(plov, 2)],
          { branch: branch.id, serviceType: 'PICK_UP', ...(code ? { promoCode: code } : {}) },
          0,
          rule,
        ),
      });
  });
  afterAll(() => server.close());

  // PostgreSQL only: PGlite's one connection never lets two orders overlap
  if (kind === 'postgres')
    it('gives an order the next use while a parallel order holds one, not a refusal', async () => {
      const { token } = await login(server, M, '998901000069', '10.6.0.9');
      const plain = await order(token, '', null); // an order without the code
      expect(plain.status).toBe(200);
      const row = await server.db
        .selectFrom('orders')
        .select('user_id')
        .where('id', '=', plain.body.id)
        .executeTakeFirstOrThrow();
      const promo = await server.db
        .selectFrom('promos')
        .select('id')
        .where('merchant_id', '=', M)
        .where('code', '=', 'IKKI')
        .executeTakeFirstOrThrow();
      // a parallel order of the customer has taken use 1 of 2 and not committed yet
      await server.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('promo_uses')
          .values({ promo_id: promo.id, user_id: row.user_id as number, use_no: 1, order_id: plain.body.id })
          .execute();
        const next = order(token, 'IKKI', IKKI);
        // this order waits on the held use; the holder then commits
        await expect
          .poll(
            async () =>
              (
                await sql<{
                  n: number;
                }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%promo_uses%'`.execute(
                  server.db,
                )
              ).rows[0]?.n,
          )
          .toBe(1);
        // released after the callback returns: the waiting order goes on with use 2
        void next.then((answer) => (held = answer));
      });
      await expect.poll(() => held?.status).toBe(200);
    });

  it('takes a first-order code on the first order only', async () => {
    const { token } = await login(server, M, '998901000061', '10.6.0.1');
    expect((await order(token, 'BIRINCHI', BIRINCHI)).status).toBe(200);
    const second = await order(token, 'BIRINCHI', BIRINCHI);
    expect([second.status, second.body.code]).toEqual([422, 'PROMO_FIRST_ORDER']);
    expect(second.body.description.uz).toBeTruthy();
  });

  it('takes a limited code as often as it allows, even when orders race', async () => {
    const { token } = await login(server, M, '998901000062', '10.6.0.2');
    const racing = await Promise.all([1, 2, 3].map(() => order(token, 'IKKI', IKKI)));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 200, 422]);
    expect(racing.find((r) => r.status === 422)?.body.code).toBe('PROMO_USED_UP');
    const fourth = await order(token, 'IKKI', IKKI);
    expect(fourth.body.code).toBe('PROMO_USED_UP');
  });

  it('takes the welcome code once per customer (the seed says perCustomerLimit 1)', async () => {
    const { token } = await login(server, M, '998901000063', '10.6.0.3');
    const WELCOME = {
      discountType: 'AMOUNT' as const,
      productDiscount: 30000,
      deliveryDiscount: 0,
      minPrice: 150000,
    };
    const big = (await menu(server, M)).products;
    const branch = (await branches(server, M))[0] as { id: number };
    const welcome = () =>
      server.call({
        method: 'POST',
        url: '/api/orders/v1/orders',
        headers: headers(M, token),
        payload: orderRequest(
          big,
          [lineFor(find(big, 'Tashkent plov'), 4)],
          { branch: branch.id, serviceType: 'PICK_UP', promoCode: 'WELCOME' },
          0,
          WELCOME,
        ),
      });
    expect((await welcome()).status).toBe(200);
    expect((await welcome()).body.code).toBe('PROMO_USED_UP');
  });
});
