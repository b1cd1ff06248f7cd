import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDeliveryOrder } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { deleteOldPositions } from '../delivery/positions';

const M = 1; // demo

describe.each(DATABASES)('couriers’ positions on %s', (kind) => {
  let server: TestServer;
  let customer: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { YANDEX_TICK_MS: '0' });
    customer = (await login(server, M, '998901004511', '10.45.1.1')).token;
    await placeDeliveryOrder(server, M, customer);
  });

  it('gives an open order the branch’s median cooking minutes of its last orders, once there are enough', async () => {
    const order = await placeDeliveryOrder(server, M, customer);
    const read = async () =>
      (
        await server.call({
          method: 'GET',
          url: `/api/orders/v1/orders/${order.id}`,
          headers: headers(M, customer),
        })
      ).body.kitchenMinutes;
    expect(await read()).toBeNull();
    // three orders of the branch cooked in 10, 30 and 14 minutes: the median is 14
    const cooked = await Promise.all([1, 2, 3].map(() => placeDeliveryOrder(server, M, customer)));
    const now = Date.now();
    for (const [i, minutes] of [10, 30, 14].entries())
      await server.db
        .updateTable('orders')
        .set({
          cooking_time: new Date(now - 3600_000),
          ready_time: new Date(now - 3600_000 + minutes * 60_000),
        })
        .where('id', '=', cooked[i]?.id as number)
        .execute();
    expect(await read()).toBe(14);
  });
  afterAll(() => server.close());

  it('deletes positions after 7 days, keeps the younger ones', async () => {
    const order = await server.db
      .selectFrom('orders')
      .select(['id', 'merchant_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const row = (days: number) => ({
      merchant_id: order.merchant_id,
      order_id: order.id,
      courier_id: null,
      latitude: 41,
      longitude: 69,
      accuracy: null,
      at: new Date(Date.now() - days * 86_400_000),
      created_date: new Date(Date.now() - days * 86_400_000),
    });
    await server.db
      .insertInto('courier_positions')
      .values([row(8), row(6)])
      .execute();
    const before = await server.db
      .selectFrom('courier_positions')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(await deleteOldPositions(server.db)).toBeGreaterThanOrEqual(1);
    const after = await server.db
      .selectFrom('courier_positions')
      .select(['id', 'created_date'])
      .where('order_id', '=', order.id)
      .execute();
    expect(after.length).toBe(before.length - 1);
    expect(after.every((p) => Date.now() - new Date(p.created_date).getTime() < 7 * 86_400_000)).toBe(true);
  });
});
