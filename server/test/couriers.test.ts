import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDeliveryOrder } from './fixtures';
import { DATABASES, headers, login, openStream, startTestServer, type TestServer } from './harness';

const M = 1; // demo
const OPERATOR = '998900000001';
const KITCHEN = '998900000002';
const SARDOR = '998900000005'; // a courier of the Chilonzor branch
const JAVLON = '998900000006'; // a courier of every branch

describe.each(DATABASES)('the restaurant’s own couriers on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let kitchen: string;
  let customer: string;
  let sardor: string;
  let javlon: string;
  const call = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) =>
    server.call({ method, url: `/api${url}`, headers: headers(M, token), ...(payload ? { payload } : {}) });
  const courierId = async (token: string) =>
    (await call('GET', '/courier/v1/orders', token)).body.courier.id as number;
  const move = (id: number, status: string) =>
    call('POST', `/ops/v1/orders/${id}/status`, operator, { status });
  const ready = async (id: number) => {
    for (const status of ['ACCEPTED', 'COOKING', 'DONE']) expect((await move(id, status)).status).toBe(200);
  };
  const fix = (latitude: number, longitude: number, at = new Date()) => ({
    latitude,
    longitude,
    accuracy: 8,
    at: at.toISOString(),
  });

  beforeAll(async () => {
    server = await startTestServer(kind, { YANDEX_TICK_MS: '0' });
    operator = (await login(server, M, OPERATOR, '10.45.0.1', '/api/ops/v1')).token;
    kitchen = (await login(server, M, KITCHEN, '10.45.0.2', '/api/ops/v1')).token;
    sardor = (await login(server, M, SARDOR, '10.45.0.3', '/api/ops/v1')).token;
    javlon = (await login(server, M, JAVLON, '10.45.0.4', '/api/ops/v1')).token;
    customer = (await login(server, M, '998901004501', '10.45.0.5')).token;
  });
  afterAll(() => server.close());

  it('opens the courier API to couriers only: no token 401, a customer 401, an operator 403; the desk refuses a courier', async () => {
    expect((await call('GET', '/courier/v1/orders', undefined)).status).toBe(401);
    expect((await call('GET', '/courier/v1/orders', customer)).status).toBe(401);
    expect((await call('GET', '/courier/v1/orders', operator)).status).toBe(403);
    expect((await call('POST', '/courier/v1/shift', kitchen, { on: true })).status).toBe(403);
    expect((await call('GET', '/ops/v1/orders?view=board', sardor)).status).toBe(403);
  });

  it('keeps a roster: shifts start and end, the desk sees who is on shift and free', async () => {
    const off = await call('GET', '/ops/v1/couriers', operator);
    expect(off.status).toBe(200);
    const names = off.body.couriers.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Sardor Karimov']));
    const on = await call('POST', '/courier/v1/shift', sardor, { on: true });
    expect(on.body.onShift).toBe(true);
    // a second start keeps the first one's time
    expect((await call('POST', '/courier/v1/shift', sardor, { on: true })).body.since).toBe(on.body.since);
    await call('POST', '/courier/v1/shift', javlon, { on: true });
    const roster = (await call('GET', '/ops/v1/couriers', operator)).body.couriers as {
      name: string;
      onShift: boolean;
      free: boolean;
    }[];
    expect(roster.find((c) => c.name === 'Sardor Karimov')).toMatchObject({ onShift: true, free: true });
    expect((await call('POST', '/courier/v1/shift', javlon, { on: false })).body).toEqual({
      onShift: false,
      since: null,
    });
    expect(
      (
        (await call('GET', '/ops/v1/couriers', operator)).body.couriers as {
          name: string;
          onShift: boolean;
        }[]
      ).find((c) => c.name === 'Javlon Toshev')?.onShift,
    ).toBe(false);
  });

  it('gives a delivery to a courier on shift (logged), never to one off shift; only to an operator', async () => {
    const order = await placeDeliveryOrder(server, M, customer);
    const sardorId = await courierId(sardor);
    const javlonId = await courierId(javlon);
    expect(
      (await call('POST', `/ops/v1/orders/${order.id}/assign`, operator, { courierId: javlonId })).status,
    ).toBe(409);
    expect(
      (await call('POST', `/ops/v1/orders/${order.id}/assign`, kitchen, { courierId: sardorId })).status,
    ).toBe(403);
    const given = await call('POST', `/ops/v1/orders/${order.id}/assign`, operator, { courierId: sardorId });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({
      courierId: sardorId,
      courierStatus: 'PERFORMER_FOUND',
      deliveryType: 'LAMENU',
    });
    expect(given.body.courier).toEqual({ name: 'Sardor Karimov', phone: SARDOR });
    expect(given.body.log.at(-1)).toMatchObject({
      kind: 'CHANGE_COURIER_STATUS',
      courierStatus: 'PERFORMER_FOUND',
    });
    const roster = (await call('GET', '/ops/v1/couriers', operator)).body.couriers as {
      id: number;
      free: boolean;
      orders: number[];
    }[];
    expect(roster.find((c) => c.id === sardorId)).toMatchObject({ free: false, orders: [order.id] });
    // the courier sees it with what to collect; another courier does not
    const mine = await call('GET', '/courier/v1/orders', sardor);
    expect(mine.body.orders.map((o: { id: number }) => o.id)).toContain(order.id);
    expect(mine.body.orders.find((o: { id: number }) => o.id === order.id)).toMatchObject({
      toCollect: order.totalPrice,
      isPaid: false,
      paymentType: 'CASH',
    });
    expect((await call('GET', '/courier/v1/orders', javlon)).body.orders).toEqual([]);
    expect(
      (
        await call('POST', `/courier/v1/orders/${order.id}/step`, javlon, {
          courierStatus: 'PERFORMER_PICKUPED',
        })
      ).status,
    ).toBe(404);
  });

  it('moves the order by the courier’s steps: picked up ON_WAY, delivered DELIVERED with the cash collected', async () => {
    const order = await placeDeliveryOrder(server, M, customer);
    await call('POST', `/ops/v1/orders/${order.id}/assign`, operator, { courierId: await courierId(sardor) });
    const step = (body: object) => call('POST', `/courier/v1/orders/${order.id}/step`, sardor, body);
    // not ready yet: the kitchen has it
    expect((await step({ courierStatus: 'PERFORMER_PICKUPED' })).status).toBe(409);
    await ready(order.id);
    const picked = await step({ courierStatus: 'PERFORMER_PICKUPED' });
    expect(picked.body).toMatchObject({ status: 'ON_WAY', courierStatus: 'PERFORMER_PICKUPED' });
    expect((await step({ courierStatus: 'PERFORMER_ARRIVED' })).body.courierStatus).toBe('PERFORMER_ARRIVED');
    // a cash order is not delivered without the sum collected
    const noCash = await step({ courierStatus: 'PERFORMER_DELIVERED_FINISH' });
    expect(noCash.status).toBe(400);
    expect(noCash.body.code).toBe('CASH_REQUIRED');
    const done = await step({ courierStatus: 'PERFORMER_DELIVERED_FINISH', cashCollected: order.totalPrice });
    expect(done.body).toMatchObject({ status: 'DELIVERED', cashCollected: order.totalPrice });
    // the day's figures: one more delivery, its cash to hand over
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' }).format(new Date());
    const figures = await call('GET', `/ops/v1/couriers/day?day=${today}`, operator);
    expect(figures.body.find((r: { name: string }) => r.name === 'Sardor Karimov')).toMatchObject({
      deliveries: 1,
      cashCollected: order.totalPrice,
      averageMinutes: expect.any(Number),
    });
    // delivered: off the courier's list
    expect(
      (await call('GET', '/courier/v1/orders', sardor)).body.orders.map((o: { id: number }) => o.id),
    ).not.toContain(order.id);
  });

  it('takes a "could not deliver" with its reason, and refuses one without', async () => {
    const order = await placeDeliveryOrder(server, M, customer);
    await call('POST', `/ops/v1/orders/${order.id}/assign`, operator, { courierId: await courierId(sardor) });
    await ready(order.id);
    await call('POST', `/courier/v1/orders/${order.id}/step`, sardor, {
      courierStatus: 'PERFORMER_PICKUPED',
    });
    const bare = await call('POST', `/courier/v1/orders/${order.id}/step`, sardor, {
      courierStatus: 'FAILED',
    });
    expect(bare.status).toBe(400);
    const failed = await call('POST', `/courier/v1/orders/${order.id}/step`, sardor, {
      courierStatus: 'FAILED',
      reason: 'Nobody at the door',
    });
    expect(failed.body).toMatchObject({ status: 'ON_WAY', courierStatus: 'FAILED' });
    const row = await server.db
      .selectFrom('orders')
      .select('courier_reason')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.courier_reason).toBe('Nobody at the door');
  });

  it('keeps positions only from the assigned courier on shift while the order is on the way, and shows them to its customer live', async () => {
    const order = await placeDeliveryOrder(server, M, customer);
    const sardorId = await courierId(sardor);
    await call('POST', `/ops/v1/orders/${order.id}/assign`, operator, { courierId: sardorId });
    const base = order.address as { latitude: number; longitude: number };
    // before pick-up: nothing kept for the order, nothing shown
    const kept = async () =>
      (
        await server.db
          .selectFrom('courier_positions')
          .select('id')
          .where('order_id', '=', order.id)
          .execute()
      ).length;
    expect(
      (await call('POST', '/courier/v1/position', sardor, fix(base.latitude - 0.01, base.longitude))).status,
    ).toBe(200);
    expect(await kept()).toBe(0);
    await ready(order.id);
    await call('POST', `/courier/v1/orders/${order.id}/step`, sardor, {
      courierStatus: 'PERFORMER_PICKUPED',
    });
    expect((await call('GET', `/orders/v1/orders/${order.id}`, customer)).body.courierPosition).toBeNull();
    // the customer's live stream
    const ticket = await call('POST', `/orders/v1/orders/${order.id}/events/ticket`, customer);
    const stream = await openStream(
      server,
      `/api/orders/v1/orders/${order.id}/events?merchantId=${M}&ticket=${ticket.body.ticket}`,
    );
    // another courier (on shift, not assigned) moves nothing
    await call('POST', '/courier/v1/shift', javlon, { on: true });
    expect((await call('POST', '/courier/v1/position', javlon, fix(41, 69))).body).toEqual({ orders: 0 });
    const sent = await call(
      'POST',
      '/courier/v1/position',
      sardor,
      fix(base.latitude - 0.005, base.longitude),
    );
    expect(sent.body.orders).toBeGreaterThanOrEqual(1);
    expect(await kept()).toBe(1);
    const text = await stream.until((t) => t.includes('courierPosition":{'));
    expect(text).toContain(`"latitude":${base.latitude - 0.005}`);
    stream.close();
    const read = await call('GET', `/orders/v1/orders/${order.id}`, customer);
    expect(read.body.courierPosition).toMatchObject({
      latitude: base.latitude - 0.005,
      longitude: base.longitude,
    });
    // a late position (sent when the phone came back online) is kept but is not the latest
    await call(
      'POST',
      '/courier/v1/position',
      sardor,
      fix(base.latitude - 0.009, base.longitude, new Date(Date.now() - 60_000)),
    );
    expect((await call('GET', `/orders/v1/orders/${order.id}`, customer)).body.courierPosition.latitude).toBe(
      base.latitude - 0.005,
    );
    // another customer never reads it
    const stranger = (await login(server, M, '998901004502', '10.45.0.6')).token;
    expect((await call('GET', `/orders/v1/orders/${order.id}`, stranger)).status).toBe(404);
    // off shift: refused
    await call('POST', '/courier/v1/shift', sardor, { on: false });
    expect((await call('POST', '/courier/v1/position', sardor, fix(41, 69))).status).toBe(409);
    await call('POST', '/courier/v1/shift', sardor, { on: true });
    // delivered: no position any more
    await call('POST', `/courier/v1/orders/${order.id}/step`, sardor, {
      courierStatus: 'PERFORMER_DELIVERED_FINISH',
      cashCollected: order.totalPrice,
    });
    expect((await call('GET', `/orders/v1/orders/${order.id}`, customer)).body.courierPosition).toBeNull();
    await call('POST', '/courier/v1/position', sardor, fix(41, 69));
    expect(await kept()).toBe(2);
  });

  it('refuses a position from the future or older than a week, and a bad body, with a 400', async () => {
    expect(
      (await call('POST', '/courier/v1/position', sardor, fix(41, 69, new Date(Date.now() + 3600_000))))
        .status,
    ).toBe(400);
    expect(
      (await call('POST', '/courier/v1/position', sardor, fix(41, 69, new Date(Date.now() - 8 * 86_400_000))))
        .status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/courier/v1/position', sardor, {
          latitude: 123,
          longitude: 69,
          at: new Date().toISOString(),
        })
      ).status,
    ).toBe(400);
  });
});
