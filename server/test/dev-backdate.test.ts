import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placePickUpOrder } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo
const MANAGER = '998901110047';
const DAY_MS = 86_400_000;

/** The merchant's rollups, without the rows an order's move left at zero, numbers as numbers. */
async function rollups(server: TestServer) {
  const read = async (table: string, counter: string) => {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}
      WHERE merchant_id = ${M} AND ${sql.ref(counter)} <> 0`.execute(server.db);
    return rows
      .map((r) =>
        JSON.stringify(
          Object.entries(r).map(([k, v]) => [
            k,
            typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)
              ? Number(v)
              : v instanceof Date
                ? v.toISOString()
                : v,
          ]),
        ),
      )
      .sort();
  };
  return {
    days: await read('report_days', 'orders'),
    hours: await read('report_hours', 'orders'),
    dishes: await read('report_dishes', 'count'),
    customers: await read('report_customers', 'orders'),
  };
}

/**
 * The development server's backdate (POST /api/dev/v1/orders/{id}/backdate), which gives a journey
 * a customer with a month-old history: the order's times move back, and the reports and the
 * customer's first and last order say what they would for orders placed then.
 */
describe.each(DATABASES)('backdating an order on the development server (%s)', (kind) => {
  let server: TestServer;
  let manager = '';
  let customer = 0;
  const orders: number[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    manager = (await login(server, M, MANAGER, '10.57.0.1', '/api/ops/v1')).token;
    const { token, user } = await login(server, M, '998905700001', '10.57.0.2');
    customer = user.id;
    for (let i = 0; i < 2; i++) orders.push((await placePickUpOrder(server, M, token)).id);
  });
  afterAll(() => server.close());

  const backdate = (id: number, days: unknown, merchant = M) =>
    server.call({
      method: 'POST',
      url: `/api/dev/v1/orders/${id}/backdate`,
      headers: headers(merchant),
      payload: { days },
    });
  const lapsed = async () =>
    (
      (
        await server.call({
          method: 'GET',
          url: '/api/ops/v1/customers?segment=LAPSED',
          headers: headers(M, manager),
        })
      ).body.content as { id: number }[]
    ).map((c) => c.id);

  it('moves the orders back; the customer becomes lapsed, with the figures a rebuild from the orders gives', async () => {
    expect(await lapsed()).not.toContain(customer);
    expect((await backdate(orders[0]!, 45)).status).toBe(204);
    // one order of a month and a half ago and one of today: not lapsed
    expect(await lapsed()).not.toContain(customer);
    expect((await backdate(orders[1]!, 35)).status).toBe(204);
    expect(await lapsed()).toContain(customer);

    const placed = await server.db
      .selectFrom('orders')
      .select(['id', 'created_date'])
      .where('id', 'in', orders)
      .orderBy('id')
      .execute();
    const ago = placed.map((o) => Math.round((Date.now() - new Date(o.created_date).getTime()) / DAY_MS));
    expect(ago).toEqual([45, 35]);

    // what the triggers and the backdate keep equals what a rebuild from the orders makes
    const kept = await rollups(server);
    await sql`SELECT report_rebuild(${M})`.execute(server.db);
    expect(kept).toEqual(await rollups(server));
  });

  it("refuses another merchant's order (404) and a day count out of range (400)", async () => {
    expect((await backdate(orders[0]!, 10, 2)).status).toBe(404);
    for (const days of [0, -3, 401, 'many']) expect((await backdate(orders[0]!, days)).status).toBe(400);
  });
});
