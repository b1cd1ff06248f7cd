import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEvent } from '../orders/events';
import { changeOrders } from '../orders/order-changes';
import { placePickUpOrder } from './fixtures';
import { DATABASES, login, startTestServer, type TestServer } from './harness';

const M = 1;

/**
 * The orders service is the one way an order changes: what a unit of work changes is announced
 * once it has committed (its latest state, once per order), and nothing when it fails.
 */
describe.each(DATABASES)('the orders service on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await login(server, M, '998901000081', '10.8.1.1')).token;
  });
  afterAll(() => server.close());

  const row = (id: number) =>
    server.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('announces each changed order once, as it ended, after the commit; a failed unit announces nothing', async () => {
    const placed = await placePickUpOrder(server, M, token);
    const heard: OrderEvent[] = [];
    const stop = server.events.subscribe(placed.id, (event) => heard.push(event));
    const open = await row(placed.id);

    // a later step fails: the move is rolled back, and nobody is told of it
    await expect(
      changeOrders(server.db, server.events, async ({ move }) => {
        await move(open, { to: 'ACCEPTED', actor: 'OPERATOR' });
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect((await row(placed.id)).status).toBe('OPEN');

    // accepted and paid in one unit: one event, the order as it stands at the commit
    const result = await changeOrders(server.db, server.events, async ({ move, paid }) => {
      await move(open, { to: 'ACCEPTED', actor: 'OPERATOR' });
      return paid(open.id);
    });
    expect(result?.is_paid).toBe(true);
    // (the order's placing may still be heard as OPEN on PostgreSQL, where events go round the database)
    const accepted = () => heard.filter((event) => event.status === 'ACCEPTED');
    await expect.poll(() => accepted().length).toBeGreaterThan(0);
    // events of one order arrive in order: a rolled-back move, had it been announced, came first
    expect(accepted()).toEqual([expect.objectContaining({ orderId: placed.id, isPaid: true })]);
    stop();
  });
});
