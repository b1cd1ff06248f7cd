import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placePickUpOrder } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo: its development Uzum login is demo-uzum / demo-uzum-password (README)
const AUTH = `Basic ${Buffer.from('demo-uzum:demo-uzum-password').toString('base64')}`;

describe.each(DATABASES)('Uzum Bank merchant API on %s', (kind) => {
  let server: TestServer;
  let token: string;
  /** Uzum's side: a webhook as Uzum sends it. */
  const uzum = async (step: string, body: object, authorization = AUTH) => {
    const res = await server.call({
      method: 'POST',
      url: `/api/callbacks/uzum/demo/${step}`,
      headers: { authorization, 'content-type': 'application/json' },
      payload: { serviceId: 101, timestamp: Date.now(), ...body },
    });
    return { status: res.status, body: res.body };
  };
  const order = () => placePickUpOrder(server, M, token, 'Tandoor somsa', 'UZUM');
  const mine = async (id: number) =>
    (await server.call({ method: 'GET', url: `/api/orders/v1/orders/${id}`, headers: headers(M, token) }))
      .body;

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await login(server, M, '998901000073', '10.7.0.3')).token;
  });
  afterAll(() => server.close());

  it('checks, creates and confirms once: the order is paid, replays answer the same', async () => {
    const o = await order();
    const tiyin = Math.round(o.totalPrice * 100);
    const params = { order_id: String(o.id) };
    expect(await uzum('check', { params })).toMatchObject({ status: 200, body: { status: 'OK' } });
    const transId = `uz-${o.id}`;
    const created = await uzum('create', { transId, params, amount: tiyin });
    expect(created.body).toMatchObject({ status: 'CREATED', amount: tiyin });
    expect((await uzum('create', { transId, params, amount: tiyin })).body.transTime).toBe(
      created.body.transTime,
    );
    const [a, b] = await Promise.all([uzum('confirm', { transId }), uzum('confirm', { transId })]);
    expect([a.body.status, b.body.status]).toEqual(['CONFIRMED', 'CONFIRMED']);
    const paid = await mine(o.id);
    expect(paid.isPaid).toBe(true);
    expect(paid.log.filter((l: { kind: string }) => l.kind === 'PAID')).toHaveLength(1);
    expect((await uzum('status', { transId })).body).toMatchObject({ status: 'CONFIRMED' });
    expect(await uzum('check', { params })).toMatchObject({
      status: 400,
      body: { status: 'FAILED', errorCode: '10008' },
    });
  });

  it('refuses wrong credentials, an unknown order, a wrong amount and an unknown step', async () => {
    const o = await order();
    const params = { order_id: String(o.id) };
    const wrong = `Basic ${Buffer.from('demo-uzum:guess').toString('base64')}`;
    expect((await uzum('check', { params }, wrong)).body.errorCode).toBe('10001');
    expect((await uzum('check', { params: { order_id: '999999' } })).body.errorCode).toBe('10007');
    expect((await uzum('create', { transId: `bad-${o.id}`, params, amount: 1 })).body.errorCode).toBe(
      '10011',
    );
    // the right sum as a string is not Uzum's number of tiyin: refused, and no transaction opened
    const tiyin = String(Math.round(o.totalPrice * 100));
    const asText = await uzum('create', { transId: `text-${o.id}`, params, amount: tiyin });
    expect(asText.body.errorCode).toBe('10011');
    expect((await uzum('status', { transId: `text-${o.id}` })).body.errorCode).toBe('10014');
    expect((await uzum('refund', { params })).body.errorCode).toBe('10003');
    expect((await uzum('confirm', { transId: 'nope' })).body.errorCode).toBe('10014');
  });

  it('reverses a confirmed payment: the order is refunded and cancelled', async () => {
    const o = await order();
    const transId = `rev-${o.id}`;
    await uzum('create', {
      transId,
      params: { order_id: String(o.id) },
      amount: Math.round(o.totalPrice * 100),
    });
    await uzum('confirm', { transId });
    expect((await uzum('reverse', { transId })).body).toMatchObject({ status: 'REVERSED' });
    expect((await uzum('reverse', { transId })).body).toMatchObject({ status: 'REVERSED' });
    expect(await mine(o.id)).toMatchObject({ isPaid: false, status: 'CANCELED' });
  });
});
