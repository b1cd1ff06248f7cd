import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireCashback } from '../reports/cashback-expiry';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo
const MANAGER = '998901110047';
const DAY = 86_400_000;

/**
 * Cashback past the merchant's expiry leaves the balance once, the oldest first, whatever runs at
 * the same time; the customer sees what expires next and what expired.
 */
describe.each(DATABASES)('cashback expiry on %s', (kind) => {
  let server: TestServer;
  let sibling: TestServer | null = null;
  let customer: { token: string; user: { id: number } };
  const now = new Date();
  const history = async () =>
    (
      await server.call({
        method: 'GET',
        url: '/api/users/v1/cashback/history',
        headers: headers(M, customer.token),
      })
    ).body as {
      balance: number;
      expiresNext: { amount: number; on: string } | null;
      entries: { amount: number; expired?: boolean }[];
    };
  const credit = async (amount: number, daysAgo: number) => {
    await server.db
      .insertInto('cashback_entries')
      .values({
        merchant_id: M,
        user_id: customer.user.id,
        order_id: null,
        amount,
        created_date: new Date(now.getTime() - daysAgo * DAY),
      })
      .execute();
    await server.db
      .updateTable('users')
      .set({ cashback: sql`cashback + ${amount}` })
      .where('id', '=', customer.user.id)
      .execute();
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    if (kind === 'postgres') sibling = await startTestServer(kind, {}, server);
    const manager = (await login(server, M, MANAGER, '10.49.0.1', '/api/ops/v1')).token;
    customer = await login(server, M, '998901490001', '10.49.0.2');
    const set = await server.call({
      method: 'PUT',
      url: '/api/manage/v1/loyalty',
      headers: headers(M, manager),
      payload: { cashbackPercent: 5, maxPayPercent: 100, expiryDays: 30, birthday: null },
    });
    expect(set.status).toBe(200);
  });
  afterAll(async () => {
    await sibling?.close();
    await server.close();
  });

  it('the customer sees what expires next; past the expiry the rest of the oldest leaves the balance once', async () => {
    await credit(1_000, 40); // expired
    await credit(500, 10); // not yet
    await credit(-300, 5); // spent: taken from the oldest
    const before = await history();
    expect(before.balance).toBe(1_200);
    expect(before.expiresNext?.amount).toBe(700);

    // two processes run the expiry at the same moment (one database on PostgreSQL)
    const runs = await Promise.all([
      expireCashback(server.db, now),
      expireCashback((sibling ?? server).db, now),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const after = await history();
    expect(after.balance).toBe(500);
    expect(after.entries.filter((e) => e.expired)).toEqual([expect.objectContaining({ amount: -700 })]);
    expect(after.expiresNext).toEqual({
      amount: 500,
      on: new Date(now.getTime() - 10 * DAY + 30 * DAY).toISOString(),
    });

    // the next run finds nothing more to take
    expect(await expireCashback(server.db, now)).toBe(0);
    expect((await history()).balance).toBe(500);
    // thirty days on, the rest goes too
    expect(await expireCashback(server.db, new Date(now.getTime() + 21 * DAY))).toBe(1);
    expect((await history()).balance).toBe(0);
  });
});
