import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placePickUpOrder } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo: its development Payme key is demo-payme-key (README)
const AUTH = `Basic ${Buffer.from('Paycom:demo-payme-key').toString('base64')}`;

describe.each(DATABASES)('Payme merchant API on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let rpcId = 0;
  /** Payme's side: a JSON-RPC call as Payme sends it; every answer is HTTP 200. */
  const payme = async (method: string, params: object, authorization = AUTH) => {
    const id = ++rpcId;
    const res = await server.call({
      method: 'POST',
      url: '/api/callbacks/payme/demo',
      headers: { authorization, 'content-type': 'application/json' },
      payload: { jsonrpc: '2.0', id, method, params },
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(id);
    return res.body as {
      result?: any;
      error?: { code: number; message: { uz: string; ru: string; en: string } };
    };
  };
  const order = async () => placePickUpOrder(server, M, token, 'Tandoor somsa', 'PAYME');
  const tiyin = (o: { totalPrice: number }) => Math.round(o.totalPrice * 100);
  const mine = async (id: number) =>
    (await server.call({ method: 'GET', url: `/api/orders/v1/orders/${id}`, headers: headers(M, token) }))
      .body;

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await login(server, M, '998901000071', '10.7.0.1')).token;
  });
  afterAll(() => server.close());

  it('refuses a wrong key, an unknown method and a malformed call with the JSON-RPC error object', async () => {
    const wrong = `Basic ${Buffer.from('Paycom:guess').toString('base64')}`;
    const refused = await payme('CheckPerformTransaction', {}, wrong);
    expect(refused.error?.code).toBe(-32504);
    expect(refused.error?.message.uz).toBeTruthy();
    expect((await payme('Transfer', {})).error?.code).toBe(-32601);
    const osh = `Basic ${Buffer.from('Paycom:osh-payme-key').toString('base64')}`;
    expect((await payme('CheckPerformTransaction', {}, osh)).error?.code).toBe(-32504);
  });

  it("speaks JSON-RPC before HTTP: every refusal is HTTP 200 with Payme's error object", async () => {
    const raw = async (method: 'GET' | 'POST' | 'PUT', payload?: string, type = 'application/json') => {
      const res = await server.call({
        method,
        url: '/api/callbacks/payme/demo',
        headers: { authorization: AUTH, 'content-type': type },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.status).toBe(200);
      return res.body as { id: unknown; result?: any; error?: { code: number } };
    };
    expect((await raw('GET')).error?.code).toBe(-32300);
    expect((await raw('PUT', '{}')).error?.code).toBe(-32300);
    expect((await raw('POST', '{"jsonrpc":"2.0",')).error?.code).toBe(-32700);
    expect((await raw('POST', 'not json', 'text/plain')).error?.code).toBe(-32700);
    expect((await raw('POST', '')).error?.code).toBe(-32700);
    const o = await order();
    const check = JSON.stringify({
      jsonrpc: '2.0',
      id: 5,
      method: 'CheckPerformTransaction',
      params: { amount: tiyin(o), account: { order_id: String(o.id) } },
    });
    // the content type is not Payme's concern: a JSON body as text/plain is read the same
    const plain = await raw('POST', check, 'text/plain');
    expect([plain.id, plain.result?.allow]).toEqual([5, true]);
    const create = {
      time: Date.now(),
      amount: tiyin(o),
      account: { order_id: String(o.id) },
      id: `pm-x-${o.id}`,
    };
    const missing = (field: string) =>
      Object.fromEntries(Object.entries(create).filter(([k]) => k !== field));
    for (const params of [
      missing('id'),
      missing('time'),
      missing('amount'),
      missing('account'),
      { ...create, amount: String(tiyin(o)) },
      { ...create, amount: -100 },
      { ...create, amount: 1.5 },
      { ...create, id: 42 },
      { ...create, time: 'now' },
    ])
      expect((await payme('CreateTransaction', params)).error?.code).toBe(-32600);
    expect((await payme('CancelTransaction', { id: 'pm-x' })).error?.code).toBe(-32600);
    expect((await payme('GetStatement', { from: 0 })).error?.code).toBe(-32600);
    // nothing was recorded for any refused call
    const rows = await server.db
      .selectFrom('payment_transactions')
      .select('provider_id')
      .where('order_id', '=', o.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('checks the order and the amount in tiyin before any money moves', async () => {
    const o = await order();
    expect(
      (await payme('CheckPerformTransaction', { amount: tiyin(o), account: { order_id: '999999' } })).error
        ?.code,
    ).toBe(-31050);
    expect(
      (await payme('CheckPerformTransaction', { amount: o.totalPrice, account: { order_id: String(o.id) } }))
        .error?.code,
    ).toBe(-31001);
    expect(
      (await payme('CheckPerformTransaction', { amount: tiyin(o), account: { order_id: String(o.id) } }))
        .result,
    ).toMatchObject({ allow: true, detail: { receipt_type: 0 } });
    const cash = await placePickUpOrder(server, M, token);
    expect(
      (
        await payme('CheckPerformTransaction', {
          amount: tiyin(cash),
          account: { order_id: String(cash.id) },
        })
      ).error?.code,
    ).toBe(-31008);
  });

  it('creates, performs and replays a payment: the order is paid once, with a PAID log row, live', async () => {
    const o = await order();
    const seen: boolean[] = [];
    const stop = server.events.subscribe(o.id, (e) => seen.push(e.isPaid));
    const params = {
      id: `pm-${o.id}`,
      time: Date.now(),
      amount: tiyin(o),
      account: { order_id: String(o.id) },
    };
    const created = await payme('CreateTransaction', params);
    expect(created.result).toMatchObject({ state: 1, create_time: params.time });
    expect((await payme('CreateTransaction', params)).result).toEqual(created.result);
    // a second Payme transaction for an order already being paid is refused
    expect((await payme('CreateTransaction', { ...params, id: `pm-${o.id}-b` })).error?.code).toBe(-31051);
    expect((await mine(o.id)).isPaid).toBe(false);

    const performed = await payme('PerformTransaction', { id: params.id });
    expect(performed.result).toMatchObject({ state: 2, transaction: created.result.transaction });
    expect((await payme('PerformTransaction', { id: params.id })).result).toEqual(performed.result);
    const paid = await mine(o.id);
    expect(paid.isPaid).toBe(true);
    expect(paid.log.filter((l: { kind: string }) => l.kind === 'PAID')).toHaveLength(1);
    // the payment reached the order's live stream (the new order's own event may arrive first)
    await expect.poll(() => seen.at(-1)).toBe(true);
    stop();
    const check = await payme('CheckTransaction', { id: params.id });
    expect(check.result).toMatchObject({ state: 2, cancel_time: 0, reason: null });
    const statement = await payme('GetStatement', { from: params.time - 1, to: params.time + 1 });
    expect(statement.result.transactions).toEqual([
      expect.objectContaining({
        id: params.id,
        amount: tiyin(o),
        account: { order_id: String(o.id) },
        state: 2,
      }),
    ]);
  });

  it('performs once when two performs race', async () => {
    const o = await order();
    const params = {
      id: `race-${o.id}`,
      time: Date.now(),
      amount: tiyin(o),
      account: { order_id: String(o.id) },
    };
    await payme('CreateTransaction', params);
    const [a, b] = await Promise.all([
      payme('PerformTransaction', { id: params.id }),
      payme('PerformTransaction', { id: params.id }),
    ]);
    expect(a.result).toMatchObject({ state: 2 });
    expect(b.result).toEqual(a.result);
    expect((await mine(o.id)).log.filter((l: { kind: string }) => l.kind === 'PAID')).toHaveLength(1);
  });

  it('cancels before paying (-1) and refunds after (-2): a refunded order is cancelled and unpaid', async () => {
    const unpaid = await order();
    const p1 = {
      id: `c1-${unpaid.id}`,
      time: Date.now(),
      amount: tiyin(unpaid),
      account: { order_id: String(unpaid.id) },
    };
    await payme('CreateTransaction', p1);
    expect((await payme('CancelTransaction', { id: p1.id, reason: 3 })).result).toMatchObject({ state: -1 });
    expect((await payme('PerformTransaction', { id: p1.id })).error?.code).toBe(-31008);

    const paid = await order();
    const p2 = {
      id: `c2-${paid.id}`,
      time: Date.now(),
      amount: tiyin(paid),
      account: { order_id: String(paid.id) },
    };
    await payme('CreateTransaction', p2);
    await payme('PerformTransaction', { id: p2.id });
    const refund = await payme('CancelTransaction', { id: p2.id, reason: 5 });
    expect(refund.result).toMatchObject({ state: -2 });
    expect((await payme('CancelTransaction', { id: p2.id, reason: 5 })).result).toEqual(refund.result);
    expect(await mine(paid.id)).toMatchObject({ isPaid: false, status: 'CANCELED' });
  });

  it('cancels an unperformed transaction after 12 hours instead of performing it', async () => {
    const o = await order();
    const params = {
      id: `late-${o.id}`,
      time: Date.now() - 13 * 3600_000,
      amount: tiyin(o),
      account: { order_id: String(o.id) },
    };
    await payme('CreateTransaction', params);
    expect((await payme('PerformTransaction', { id: params.id })).error?.code).toBe(-31008);
    expect((await payme('CheckTransaction', { id: params.id })).result).toMatchObject({
      state: -1,
      reason: 4,
    });
    expect((await payme('PerformTransaction', { id: 'no-such' })).error?.code).toBe(-31003);
  });

  it("builds the checkout link back only to the merchant's own storefront", async () => {
    const o = await order();
    const link = (returnUrl: string) =>
      server.call({
        method: 'GET',
        url: `/api/payments/v2/checkout/${o.id}?returnUrl=${encodeURIComponent(returnUrl)}`,
        headers: headers(M, token),
      });
    const own = await link(`http://localhost:8080/profile/orders/${o.id}`);
    expect(own.status).toBe(200);
    const params = Buffer.from(String(own.body.url).split('/').at(-1) as string, 'base64').toString();
    expect(params).toBe(
      `m=demo-payme-merchant;ac.order_id=${o.id};a=${tiyin(o)};c=http://localhost:8080/profile/orders/${o.id}`,
    );
    for (const bad of [
      'https://evil.example/x',
      `http://localhost:8080/x;a=1`,
      'javascript:alert(1)',
      'http://osh.localhost:8080/',
    ])
      expect([bad, (await link(bad)).status]).toEqual([bad, 400]);
  });
});
