import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDeliveryOrder, placePickUpOrder } from './fixtures';
import { DATABASES, headers, login, openStream, startTestServer, type TestServer } from './harness';

const M = 1; // demo: its development Payme key is demo-payme-key
const PAYME = `Basic ${Buffer.from('Paycom:demo-payme-key').toString('base64')}`;

/** The customer's events, one parsed `data:` line each, from a text read so far. */
const eventsIn = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as Record<string, unknown>);

/**
 * What a web customer is told of the desk's decisions, on the order and live on its stream: why it
 * was cancelled (a code the page words in the customer's language, the desk's words beside it), the
 * money owed back and then returned, and the courier the desk assigned.
 */
describe.each(DATABASES)("the desk's decisions reach the web customer on %s", (kind) => {
  let server: TestServer;
  let operator: string;
  let customer: string;
  const ops = (url: string, payload: object) =>
    server.call({ method: 'POST', url: `/api/ops/v1/orders${url}`, headers: headers(M, operator), payload });
  const mine = async (id: number) =>
    (await server.call({ method: 'GET', url: `/api/orders/v1/orders/${id}`, headers: headers(M, customer) }))
      .body;
  const follow = async (id: number) => {
    const ticket = await server.call({
      method: 'POST',
      url: `/api/orders/v1/orders/${id}/events/ticket`,
      headers: headers(M, customer),
    });
    return openStream(
      server,
      `/api/orders/v1/orders/${id}/events?merchantId=${M}&ticket=${ticket.body.ticket}`,
    );
  };
  const payWithPayme = async (order: { id: number; totalPrice: number }) => {
    const rpc = (method: string, params: object) =>
      server.call({
        method: 'POST',
        url: '/api/callbacks/payme/demo',
        headers: { authorization: PAYME, 'content-type': 'application/json' },
        payload: { jsonrpc: '2.0', id: 1, method, params },
      });
    const id = `outcome-${order.id}`;
    const amount = Math.round(order.totalPrice * 100);
    await rpc('CreateTransaction', { id, time: Date.now(), amount, account: { order_id: String(order.id) } });
    expect((await rpc('PerformTransaction', { id })).body.result.state).toBe(2);
    return { id, rpc };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    operator = (await login(server, M, '998900000001', '10.48.1.1', '/api/ops/v1')).token;
    customer = (await login(server, M, '998901004811', '10.48.1.2')).token;
  });
  afterAll(() => server.close());

  it('a cancel states a reason: a code, words alone (other), never "other" without words', async () => {
    const order = await placePickUpOrder(server, M, customer);
    expect((await ops(`/${order.id}/status`, { status: 'CANCELED' })).body.code).toBe('REASON_REQUIRED');
    expect(
      (await ops(`/${order.id}/status`, { status: 'CANCELED', reasonCode: 'OTHER', reason: '  ' })).body.code,
    ).toBe('REASON_REQUIRED');
    expect((await ops(`/${order.id}/status`, { status: 'CANCELED', reasonCode: 'NOPE' })).status).toBe(400);
    const cancelled = await ops(`/${order.id}/status`, { status: 'CANCELED', reasonCode: 'KITCHEN_BUSY' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELED', reasonCode: 'KITCHEN_BUSY', reason: null });
    const worded = await placePickUpOrder(server, M, customer);
    await ops(`/${worded.id}/status`, { status: 'CANCELED', reason: 'Gas is off' });
    expect(await mine(worded.id)).toMatchObject({ reasonCode: 'OTHER', reason: 'Gas is off' });
    // the customer's own cancel is theirs, with their words when they give any
    const own = await placePickUpOrder(server, M, customer);
    await server.call({
      method: 'POST',
      url: `/api/orders/v1/orders/${own.id}/cancel`,
      headers: headers(M, customer),
      payload: {},
    });
    expect(await mine(own.id)).toMatchObject({ reasonCode: 'CUSTOMER_ASKED', reason: null });
  });

  it('a paid order cancelled: the reason and the refund due reach the open page, then the refund, then the stream ends', async () => {
    const order = await placePickUpOrder(server, M, customer, 'Tandoor somsa', 'PAYME');
    await payWithPayme(order);
    const stream = await follow(order.id);
    await stream.until((text) => eventsIn(text).length >= 1);
    const cancel = await ops(`/${order.id}/status`, {
      status: 'CANCELED',
      reasonCode: 'OUT_OF_STOCK',
      reason: 'Somsa is sold out today',
    });
    expect(cancel.status).toBe(200);
    const afterCancel = await stream.until((text) => eventsIn(text).some((e) => e.status === 'CANCELED'));
    expect(eventsIn(afterCancel).at(-1)).toMatchObject({
      status: 'CANCELED',
      reasonCode: 'OUT_OF_STOCK',
      reason: 'Somsa is sold out today',
      refundDue: true,
      refundedAt: null,
    });
    expect(await mine(order.id)).toMatchObject({
      status: 'CANCELED',
      reasonCode: 'OUT_OF_STOCK',
      refundDue: true,
      totalPrice: order.totalPrice,
    });
    // still open: the refund is news; the desk gives the money back by card
    expect((await ops(`/${order.id}/refund`, { method: 'CARD' })).status).toBe(200);
    const all = eventsIn(await stream.until((text) => eventsIn(text).some((e) => e.refundedAt)));
    expect(all.at(-1)).toMatchObject({
      status: 'CANCELED',
      refundDue: false,
      refundedAt: expect.any(String),
    });
    // settled: the server ends the stream
    await stream.until(() => false);
    stream.close();
    expect(await mine(order.id)).toMatchObject({
      refundDue: false,
      refundMethod: 'CARD',
      refundedAt: expect.any(String),
    });
    // a settled order's stream says where it stands and ends at once
    const again = await follow(order.id);
    expect(eventsIn(await again.until(() => false))).toHaveLength(1);
  });

  it('Payme gives the money back itself: the order is cancelled for that, and returned through the provider', async () => {
    const order = await placePickUpOrder(server, M, customer, 'Tandoor somsa', 'PAYME');
    const { id, rpc } = await payWithPayme(order);
    expect((await rpc('CancelTransaction', { id, reason: 5 })).body.result.state).toBe(-2);
    expect(await mine(order.id)).toMatchObject({
      status: 'CANCELED',
      reasonCode: 'PAYMENT_REFUNDED',
      isPaid: false,
      refundDue: false,
      refundMethod: 'PROVIDER',
      refundedAt: expect.any(String),
    });
  });

  it('the courier the desk assigns is on the order and on its stream, for the customer to call', async () => {
    const order = await placeDeliveryOrder(server, M, customer);
    expect((await mine(order.id)).courier).toBeNull();
    const stream = await follow(order.id);
    await stream.until((text) => eventsIn(text).length >= 1);
    const assigned = await ops(`/${order.id}/courier`, { name: 'Aziz', phone: '998901112233' });
    expect(assigned.body.courier).toEqual({ name: 'Aziz', phone: '998901112233' });
    const text = await stream.until((t) => eventsIn(t).some((e) => e.courier));
    stream.close();
    expect(eventsIn(text).at(-1)).toMatchObject({
      status: 'OPEN',
      courier: { name: 'Aziz', phone: '998901112233' },
    });
    expect((await mine(order.id)).courier).toEqual({ name: 'Aziz', phone: '998901112233' });
  });
});
