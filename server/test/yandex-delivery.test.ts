import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeYandex } from '../delivery/yandex/fake-yandex';
import { runYandex } from '../delivery/yandex/sender';
import { placeDeliveryOrder } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo: its yandexDeliveryKey is demo-yandex-delivery-key
const OSH = 2;

describe.each(DATABASES)('Yandex Delivery claims on %s', (kind) => {
  let server: TestServer;
  let fakeApp: FastifyInstance;
  let fake: FakeYandex;
  let url: string;
  let operator: string;
  let customer: string;
  const call = (method: 'GET' | 'POST', path: string, token: string, payload?: object, merchant = M) =>
    server.call({
      method,
      url: `/api${path}`,
      headers: headers(merchant, token),
      ...(payload ? { payload } : {}),
    });
  const run = () => runYandex(server.db, server.events, { apiUrl: url, pollMs: 0 });
  const orderRow = (id: number) =>
    server.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const claimsOf = (id: number) =>
    server.db.selectFrom('delivery_claims').selectAll().where('order_id', '=', id).orderBy('id').execute();
  const toDone = async (id: number) => {
    for (const status of ['ACCEPTED', 'COOKING', 'DONE'])
      expect((await call('POST', `/ops/v1/orders/${id}/status`, operator, { status })).status).toBe(200);
  };
  /** Runs the job until `done` holds (each run is one step of the fake's claim). */
  const runUntil = async (done: () => Promise<boolean>) => {
    for (let i = 0; i < 30 && !(await done()); i++) await run();
    expect(await done()).toBe(true);
  };

  beforeAll(async () => {
    fake = new FakeYandex();
    fakeApp = Fastify();
    fake.register(fakeApp, '');
    url = await fakeApp.listen({ port: 0, host: '127.0.0.1' });
    server = await startTestServer(kind, { YANDEX_TICK_MS: '0' });
    operator = (await login(server, M, '998900000001', '10.46.0.1', '/api/ops/v1')).token;
    customer = (await login(server, M, '998901004601', '10.46.0.2')).token;
  });
  afterAll(async () => {
    await server.close();
    await fakeApp.close();
  });

  it('refuses a merchant without a key, and a customer token', async () => {
    const oshDesk = (await login(server, OSH, '998900000011', '10.46.0.3', '/api/ops/v1')).token;
    const oshOrder = await placeDeliveryOrder(
      server,
      OSH,
      (await login(server, OSH, '998901004602', '10.46.0.4')).token,
    );
    const refused = await call('POST', `/ops/v1/orders/${oshOrder.id}/yandex`, oshDesk, undefined, OSH);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('DELIVERY_NOT_CONFIGURED');
    const order = await placeDeliveryOrder(server, M, customer);
    expect((await call('POST', `/ops/v1/orders/${order.id}/yandex`, customer)).status).toBe(401);
  });

  it('creates one claim per order, through a replay and a restart, with the documented body', async () => {
    const order = await placeDeliveryOrder(server, M, customer);
    const called = await call('POST', `/ops/v1/orders/${order.id}/yandex`, operator);
    expect(called.status).toBe(200);
    expect(called.body).toMatchObject({ orderId: order.id, provider: 'YANDEX', failed: false });
    expect((await call('POST', `/ops/v1/orders/${order.id}/yandex`, operator)).body.code).toBe('CLAIM_OPEN');
    expect((await orderRow(order.id)).delivery_type).toBe('YANDEX');
    await run();
    const [claim] = await claimsOf(order.id);
    expect(claim?.claim_id).toMatch(/^[0-9a-f]{32}$/);
    const created = fake.calls.filter(
      (c) => c.path === 'claims/create' && c.query.request_id === claim?.request_id,
    );
    expect(created).toHaveLength(1);
    const body = created[0]?.body as { route_points: { type: string; address: { coordinates: number[] } }[] };
    expect(body.route_points.map((p) => p.type)).toEqual(['source', 'destination']);
    expect(body.route_points[1]?.address.coordinates).toEqual([
      order.address?.longitude,
      order.address?.latitude,
    ]);
    // the answer was lost (a restart before it was saved): the same request id is sent again
    await server.db
      .updateTable('delivery_claims')
      .set({ claim_id: null, action: 'CREATE', next_attempt_at: new Date() })
      .where('id', '=', claim?.id as number)
      .execute();
    await run();
    await run();
    expect([...fake.claims.values()].filter((c) => c.requestId === claim?.request_id)).toHaveLength(1);
    expect((await claimsOf(order.id))[0]?.claim_id).toBe(claim?.claim_id);
  });

  it('follows the claim to delivered: courier statuses, the order moved, the performer, the position polled', async () => {
    const order = await placeDeliveryOrder(server, M, customer);
    await call('POST', `/ops/v1/orders/${order.id}/yandex`, operator);
    await toDone(order.id);
    const seen = new Set<string>();
    const statuses = new Set<string>();
    await runUntil(async () => {
      const row = await orderRow(order.id);
      if (row.courier_status) seen.add(row.courier_status);
      statuses.add(row.status);
      if (row.status === 'ON_WAY') {
        const read = await call('GET', `/orders/v1/orders/${order.id}`, customer);
        if (read.body.courierPosition) seen.add('position');
        // the desk's map: the performer beside the restaurant's own couriers
        const claims = (await call('GET', '/ops/v1/couriers', operator)).body.claims as {
          orderId: number;
          position: { latitude: number } | null;
        }[];
        if (claims.find((c) => c.orderId === order.id)?.position?.latitude) seen.add('on the desk');
      }
      return row.status === 'DELIVERED';
    });
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'PERFORMER_LOOK_UP',
        'PERFORMER_FOUND',
        'PERFORMER_PICK_UP_ARRIVED',
        'PERFORMER_PICKUPED',
        'PERFORMER_ARRIVED',
        'PERFORMER_DELIVERED_FINISH',
        'position',
        'on the desk',
      ]),
    );
    expect(statuses.has('ON_WAY')).toBe(true);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ courier_name: 'Aziz Yandex', courier_phone: '998712000000,1234' });
    expect(fake.calls.some((c) => c.path === 'claims/accept')).toBe(true);
    expect(fake.calls.some((c) => c.path === 'claims/performer-position')).toBe(true);
    const log = await server.db
      .selectFrom('order_log')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(log.filter((l) => l.kind === 'CHANGE_STATUS').map((l) => l.status)).toEqual(
      expect.arrayContaining(['ON_WAY', 'DELIVERED']),
    );
  });

  it('tells the desk when no performer is found, and lets it call again or give the order to its own courier', async () => {
    fake.lookupEndsIn = 'performer_not_found';
    const order = await placeDeliveryOrder(server, M, customer);
    await call('POST', `/ops/v1/orders/${order.id}/yandex`, operator);
    await runUntil(async () => (await orderRow(order.id)).courier_status === 'PERFORMER_NOT_FOUND');
    fake.lookupEndsIn = null;
    const view = await call('GET', `/ops/v1/orders/${order.id}/yandex`, operator);
    expect(view.body).toMatchObject({
      status: 'performer_not_found',
      failed: true,
      courierStatus: 'PERFORMER_NOT_FOUND',
    });
    const roster = await call('GET', '/ops/v1/couriers', operator);
    expect(roster.body.claims.find((c: { orderId: number }) => c.orderId === order.id)?.failed).toBe(true);
    // called again: a second claim with a request id of its own
    expect((await call('POST', `/ops/v1/orders/${order.id}/yandex`, operator)).status).toBe(200);
    const claims = await claimsOf(order.id);
    expect(claims).toHaveLength(2);
    expect(new Set(claims.map((c) => c.request_id)).size).toBe(2);
    // or given to the restaurant's own courier: the claim still looking is cancelled
    const sardor = (await login(server, M, '998900000005', '10.46.0.5', '/api/ops/v1')).token;
    await call('POST', '/courier/v1/shift', sardor, { on: true });
    const courierId = (await call('GET', '/courier/v1/orders', sardor)).body.courier.id;
    await run();
    const given = await call('POST', `/ops/v1/orders/${order.id}/assign`, operator, { courierId });
    expect(given.body).toMatchObject({ courierId, deliveryType: 'LAMENU' });
    await run();
    const last = (await claimsOf(order.id)).at(-1);
    expect(last).toMatchObject({ closed: true, status: 'cancelled', action: null });
  });

  it('cancels the claim when the order is cancelled', async () => {
    const order = await placeDeliveryOrder(server, M, customer);
    await call('POST', `/ops/v1/orders/${order.id}/yandex`, operator);
    await runUntil(async () => (await orderRow(order.id)).courier_status === 'PERFORMER_FOUND');
    fake.hold = true;
    const cancelled = await call('POST', `/ops/v1/orders/${order.id}/status`, operator, {
      status: 'CANCELED',
      reasonCode: 'OTHER',
      reason: 'The customer called to cancel',
    });
    expect(cancelled.status).toBe(200);
    // the job's turn that takes the cancel may come after a turn that polls other claims
    await runUntil(async () => (await claimsOf(order.id))[0]?.closed === true);
    fake.hold = false;
    const [claim] = await claimsOf(order.id);
    expect(claim).toMatchObject({ closed: true, status: 'cancelled' });
    const cancel = fake.calls.find((c) => c.path === 'claims/cancel' && c.query.claim_id === claim?.claim_id);
    expect(cancel?.body).toMatchObject({ cancel_state: 'free', version: expect.any(Number) });
    expect(fake.claims.get(claim?.claim_id as string)?.status).toBe('cancelled');
  });

  it('gives up a claim Yandex refuses for good (a wrong key): the desk sees it failed', async () => {
    fake.tokens = new Set(['another-key']);
    const order = await placeDeliveryOrder(server, M, customer);
    await call('POST', `/ops/v1/orders/${order.id}/yandex`, operator);
    await run();
    fake.tokens = new Set();
    const view = await call('GET', `/ops/v1/orders/${order.id}/yandex`, operator);
    expect(view.body).toMatchObject({ failed: true, status: 'failed' });
    expect((await orderRow(order.id)).courier_status).toBe('FAILED');
  });
});
