import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDeliveryOrder, placePickUpOrder } from './fixtures';
import { DATABASES, headers, login, openStream, startTestServer, type TestServer } from './harness';

const M = 1; // demo
const OPERATOR = '998900000001';
const KITCHEN = '998900000002';

describe.each(DATABASES)('the staff order desk on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let kitchen: string;
  let customer: string;
  const ops = (method: 'GET' | 'POST', url: string, token: string, payload?: object, merchant = M) =>
    server.call({
      method,
      url: `/api/ops/v1${url}`,
      headers: headers(merchant, token),
      ...(payload ? { payload } : {}),
    });
  const move = (id: number, token: string, status: string, reason?: string) =>
    ops('POST', `/orders/${id}/status`, token, { status, ...(reason ? { reason } : {}) });

  beforeAll(async () => {
    server = await startTestServer(kind);
    operator = (await login(server, M, OPERATOR, '10.9.0.1', '/api/ops/v1')).token;
    kitchen = (await login(server, M, KITCHEN, '10.9.0.2', '/api/ops/v1')).token;
    customer = (await login(server, M, '998901000091', '10.9.0.3')).token;
  });
  afterAll(() => server.close());

  it('logs staff in by code with their role; a phone that is not staff gets no code and the same answer', async () => {
    const me = await login(server, M, OPERATOR, '10.9.0.4', '/api/ops/v1').catch((e: Error) => e);
    // a second code within the resend window is refused like a customer's
    expect(String(me)).toContain('429');
    const stranger = await server.call({
      method: 'POST',
      url: '/api/ops/v1/auth/otp',
      headers: headers(M),
      payload: { phone: '998909999999' },
      remoteAddress: '10.9.0.5',
    });
    expect(stranger.status).toBe(200);
    const outbox = await server.call({ method: 'GET', url: '/api/dev/v1/sms-outbox?phone=998909999999' });
    expect(outbox.body).toEqual([]);
  });

  it('gives a staff phone 20 login codes an hour, counted apart from its customer codes', async () => {
    const phone = OPERATOR;
    const earlier = (purpose: string, n: number, from: number) =>
      server.db
        .insertInto('otp_codes')
        .values(
          Array.from({ length: n }, (_, i) => ({
            merchant_id: M,
            phone,
            purpose,
            code_hash: 'x',
            ip: `10.9.1.${i}`,
            expires_at: new Date(),
            // older than the resend wait, within the hour
            created_date: new Date(Date.now() - (from + i) * 60_000),
          })),
        )
        .execute();
    const ask = () =>
      server.call({
        method: 'POST',
        url: '/api/ops/v1/auth/otp',
        headers: headers(M),
        payload: { phone },
        remoteAddress: '10.9.1.200',
      });
    // (the codes this file's log-ins asked for are not part of it)
    await server.db.deleteFrom('otp_codes').where('phone', '=', phone).execute();
    // five codes as a customer and eighteen as staff in the last hour: a second tablet still logs in
    await earlier('LOGIN', 5, 5);
    await earlier('STAFF_LOGIN', 18, 10);
    expect((await ask()).status).toBe(200);
    await earlier('STAFF_LOGIN', 1, 30);
    // past the resend wait of the code just sent: only the hour's count can refuse now
    await server.db
      .updateTable('otp_codes')
      .set({ created_date: new Date(Date.now() - 120_000) })
      .where('phone', '=', phone)
      .where('created_date', '>', new Date(Date.now() - 60_000))
      .execute();
    const twentyFirst = await ask();
    expect([twentyFirst.status, twentyFirst.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    await server.db.deleteFrom('otp_codes').where('phone', '=', phone).execute();
  });

  it('keeps staff and customer tokens apart, and staff to their own merchant', async () => {
    expect((await ops('GET', '/orders', customer)).status).toBe(401);
    expect((await ops('GET', '/orders', operator, undefined, 2)).status).toBe(401);
    const asCustomer = await server.call({
      method: 'GET',
      url: '/api/users/v1/users/me',
      headers: headers(M, operator),
    });
    expect(asCustomer.status).toBe(401);
  });

  it('walks a pick-up order through the lifecycle, each move logged, live to the desk and the customer', async () => {
    const seen: { id: number; status: string }[] = [];
    const unsubscribe = server.events.subscribeMerchant(M, (e) =>
      seen.push({ id: e.orderId, status: e.status }),
    );
    const order = await placePickUpOrder(server, M, customer);
    const list = await ops('GET', '/orders?status=OPEN', operator);
    expect(list.status).toBe(200);
    const row = list.body.content.find((o: { id: number }) => o.id === order.id);
    expect(row).toMatchObject({ status: 'OPEN', nextStatuses: ['ACCEPTED', 'CANCELED'] });
    expect(row.customer.phone).toBe('998901000091');

    // the kitchen does not even see a new order; skipping a step is refused naming the current status
    expect((await move(order.id, kitchen, 'ACCEPTED')).status).toBe(404);
    const skip = await move(order.id, operator, 'COOKING');
    expect(skip.status).toBe(409);
    expect(skip.body).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED' });
    expect(skip.body.message).toContain('OPEN');
    expect((await move(order.id, operator, 'ACCEPTED')).body.status).toBe('ACCEPTED');
    expect((await move(order.id, kitchen, 'COOKING')).body.status).toBe('COOKING');
    // the kitchen sees what it cooks, and cannot cancel it
    expect((await ops('GET', `/orders/${order.id}`, kitchen)).status).toBe(200);
    const refused = await move(order.id, kitchen, 'CANCELED', 'no rice');
    // refused for who asks, not for the order's state
    expect([refused.status, refused.body.code]).toEqual([403, 'ROLE_NOT_ALLOWED']);
    expect((await move(order.id, kitchen, 'DONE')).body.status).toBe('DONE');
    expect((await ops('GET', `/orders/${order.id}`, kitchen)).status).toBe(404);
    expect((await move(order.id, operator, 'ON_WAY')).status).toBe(409);
    const closed = await move(order.id, operator, 'CLOSED');
    expect(closed.body).toMatchObject({ status: 'CLOSED', nextStatuses: [] });
    expect(closed.body.log.map((l: { status: string }) => l.status)).toEqual([
      'OPEN',
      'ACCEPTED',
      'COOKING',
      'DONE',
      'CLOSED',
    ]);
    // the new order and every move reached the desk's stream
    await expect
      .poll(() => seen.filter((e) => e.id === order.id).map((e) => e.status))
      .toEqual(['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'CLOSED']);
    unsubscribe();
    const mine = await server.call({
      method: 'GET',
      url: `/api/orders/v1/orders/${order.id}`,
      headers: headers(M, customer),
    });
    expect(mine.body.status).toBe('CLOSED');
  });

  it('walks a delivery through every step; every move off the path is refused', async () => {
    const order = await placeDeliveryOrder(server, M, customer);
    const path = ['ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED'];
    const all = ['OPEN', ...path, 'CANCELED', 'AT_TIME'];
    let current = 'OPEN';
    for (const next of path) {
      // every status but the next one (and a cancel while it is allowed) is refused from here
      for (const other of all.filter(
        (s) => s !== next && !(s === 'CANCELED' && ['OPEN', 'ACCEPTED', 'COOKING'].includes(current)),
      )) {
        const refused = await move(order.id, operator, other, 'test');
        expect([current, other, refused.status]).toEqual([current, other, 409]);
      }
      expect((await move(order.id, operator, next)).body.status).toBe(next);
      current = next;
    }
  });

  it('cancels only with a reason; a cancelled order moves no more', async () => {
    const order = await placePickUpOrder(server, M, customer);
    expect((await move(order.id, operator, 'CANCELED')).body.code).toBe('REASON_REQUIRED');
    const cancelled = await move(order.id, operator, 'CANCELED', 'Out of somsa');
    expect(cancelled.body).toMatchObject({ status: 'CANCELED', reason: 'Out of somsa', nextStatuses: [] });
    expect((await move(order.id, operator, 'ACCEPTED')).status).toBe(409);
  });

  it('earns the customer cashback once, when a pick-up is handed over', async () => {
    const balance = async () =>
      (await server.call({ method: 'GET', url: '/api/users/v1/users/me', headers: headers(M, customer) }))
        .body.cashback as number;
    const before = await balance();
    const order = await placePickUpOrder(server, M, customer);
    for (const status of ['ACCEPTED', 'COOKING', 'DONE']) await move(order.id, operator, status);
    expect(await balance()).toBe(before);
    await move(order.id, operator, 'CLOSED');
    expect(await balance()).toBe(before + Math.floor((order.totalPrice * 3) / 100));
  });

  it('assigns a courier to a delivery only, and refuses a racing second move', async () => {
    const order = await placePickUpOrder(server, M, customer);
    expect(
      (await ops('POST', `/orders/${order.id}/courier`, operator, { name: 'Aziz', phone: '998901112255' }))
        .status,
    ).toBe(409);
    const [a, b] = await Promise.all([
      move(order.id, operator, 'ACCEPTED'),
      move(order.id, operator, 'ACCEPTED'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('opens the merchant stream only with a staff ticket of that merchant, never a customer ticket', async () => {
    const { body } = await ops('POST', '/orders/events/ticket', operator);
    const url = `/api/ops/v1/orders/events?merchantId=${M}&ticket=${encodeURIComponent(body.ticket)}`;
    const wrongMerchant = await server.call({
      method: 'GET',
      url: url.replace(`merchantId=${M}`, 'merchantId=2'),
    });
    expect(wrongMerchant.status).toBe(401);
    const order = await placePickUpOrder(server, M, customer);
    const customerTicket = await server.call({
      method: 'POST',
      url: `/api/orders/v1/orders/${order.id}/events/ticket`,
      headers: headers(M, customer),
    });
    const asStaff = await server.call({
      method: 'GET',
      url: `/api/ops/v1/orders/events?merchantId=${M}&ticket=${encodeURIComponent(customerTicket.body.ticket)}`,
    });
    expect(asStaff.status).toBe(401);
    // the staff ticket itself opens the stream, and a move of the merchant's order arrives on it
    const stream = await openStream(
      server,
      `/api/ops/v1/orders/events?merchantId=${M}&ticket=${encodeURIComponent(body.ticket)}`,
    );
    expect(stream.status).toBe(200);
    await stream.until((text) => text.includes(': open'));
    expect((await move(order.id, operator, 'ACCEPTED')).status).toBe(200);
    const text = await stream.until((t) => t.includes(`"orderId":${order.id}`));
    stream.close();
    expect(text).toContain('"status":"ACCEPTED"');
  });
});
