import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placePickUpOrder } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { click, payme, uzum } from './providers';

const M = 1;
let nextId = Date.now() % 1_000_000_000;
const freshId = () => String(++nextId);

/**
 * One order, one payment, whatever the providers repeat or race: on PostgreSQL the calls go to
 * two servers on one database, as behind a load balancer. An order cancelled before the money
 * moved is never paid; one cancelled after is owed back.
 */
describe.each(DATABASES)('one payment per order on %s', (kind) => {
  const servers: TestServer[] = [];
  let token: string;
  const on = (i: number) => servers[i % servers.length] as TestServer;
  const first = () => on(0);
  const order = (type: 'PAYME' | 'CLICK' | 'UZUM') =>
    placePickUpOrder(first(), M, token, 'Tandoor somsa', type);
  const tiyin = (o: { totalPrice: number }) => Math.round(o.totalPrice * 100);
  const mine = async (id: number) =>
    (await on(1).call({ method: 'GET', url: `/api/orders/v1/orders/${id}`, headers: headers(M, token) }))
      .body;
  const cancel = (id: number) =>
    on(1).call({
      method: 'POST',
      url: `/api/orders/v1/orders/${id}/cancel`,
      headers: headers(M, token),
      payload: { reason: 'Changed my mind' },
    });
  const paidRows = async (id: number) =>
    (
      await first()
        .db.selectFrom('order_log')
        .select('id')
        .where('order_id', '=', id)
        .where('kind', '=', 'PAID')
        .execute()
    ).length;
  const performed = async (id: number) =>
    (
      await first()
        .db.selectFrom('payment_transactions')
        .select('id')
        .where('order_id', '=', id)
        .where('state', '=', 2)
        .execute()
    ).length;

  beforeAll(async () => {
    servers.push(await startTestServer(kind));
    if (kind === 'postgres') servers.push(await startTestServer(kind, {}, first()));
    token = (await login(first(), M, '998901000075', '10.7.0.5')).token;
  });
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
  });

  it('Payme: of 10 parallel CreateTransaction with different ids one opens, the rest hear -31051', async () => {
    const o = await order('PAYME');
    const ids = Array.from({ length: 10 }, freshId);
    const answers = await Promise.all(
      ids.map((id, i) =>
        payme(on(i), 'CreateTransaction', {
          id,
          time: Date.now(),
          amount: tiyin(o),
          account: { order_id: String(o.id) },
        }),
      ),
    );
    const opened = answers.filter((a) => a.result?.state === 1);
    expect(opened).toHaveLength(1);
    expect(answers.filter((a) => a.error?.code === -31051)).toHaveLength(9);
    const winner = ids[answers.findIndex((a) => a.result)] as string;
    const performs = await Promise.all(
      Array.from({ length: 10 }, (_, i) => payme(on(i), 'PerformTransaction', { id: winner })),
    );
    expect(performs.every((a) => a.result?.state === 2)).toBe(true);
    expect(new Set(performs.map((a) => a.result.perform_time)).size).toBe(1);
    expect((await mine(o.id)).isPaid).toBe(true);
    expect(await paidRows(o.id)).toBe(1);
    const loser = ids.find((id) => id !== winner) as string;
    expect((await payme(first(), 'PerformTransaction', { id: loser })).error?.code).toBe(-31003);
  });

  it('Payme: an order cancelled while its transaction is open is never paid (-31008)', async () => {
    const o = await order('PAYME');
    const id = freshId();
    const params = { id, time: Date.now(), amount: tiyin(o), account: { order_id: String(o.id) } };
    expect((await payme(first(), 'CreateTransaction', params)).result?.state).toBe(1);
    expect((await cancel(o.id)).status).toBe(200);
    expect((await payme(on(1), 'PerformTransaction', { id })).error?.code).toBe(-31008);
    const after = await mine(o.id);
    expect([after.status, after.isPaid, after.refundDue]).toEqual(['CANCELED', false, false]);
    expect((await payme(first(), 'CancelTransaction', { id, reason: 3 })).result?.state).toBe(-1);
    expect(await performed(o.id)).toBe(0);
  });

  it('Payme: a cancel racing a perform leaves the order either unpaid or owed back, never paid and kept', async () => {
    for (let round = 0; round < 5; round++) {
      const o = await order('PAYME');
      const id = freshId();
      const params = { id, time: Date.now(), amount: tiyin(o), account: { order_id: String(o.id) } };
      await payme(first(), 'CreateTransaction', params);
      const [perform] = await Promise.all([payme(on(1), 'PerformTransaction', { id }), cancel(o.id)]);
      const after = await mine(o.id);
      expect(after.status).toBe('CANCELED');
      // paid before the cancel: the money is owed back; cancelled first: never paid
      expect(after.refundDue).toBe(after.isPaid);
      expect(after.isPaid).toBe(perform.result?.state === 2);
    }
  });

  it('Payme: a paid order the customer cancels shows the refund due', async () => {
    const o = await order('PAYME');
    const id = freshId();
    await payme(first(), 'CreateTransaction', {
      id,
      time: Date.now(),
      amount: tiyin(o),
      account: { order_id: String(o.id) },
    });
    await payme(first(), 'PerformTransaction', { id });
    expect((await cancel(o.id)).status).toBe(200);
    const after = await mine(o.id);
    expect([after.status, after.isPaid, after.refundDue]).toEqual(['CANCELED', true, true]);

    // on the desk's board until an operator gives the money back and says how
    const desk = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
      first().call({
        method,
        url: `/api/ops/v1${url}`,
        headers: headers(M, token),
        ...(payload ? { payload } : {}),
      });
    const operator = (await login(first(), M, '998900000001', '10.7.0.6', '/api/ops/v1')).token;
    const kitchen = (await login(first(), M, '998900000002', '10.7.0.7', '/api/ops/v1')).token;
    const board = async () =>
      (await desk('GET', '/orders?view=board&size=500', operator)).body.content.map(
        (x: { id: number }) => x.id,
      );
    expect(await board()).toContain(o.id);
    expect((await desk('POST', `/orders/${o.id}/refund`, kitchen, { method: 'PROVIDER' })).status).toBe(403);
    const refunded = await desk('POST', `/orders/${o.id}/refund`, operator, {
      method: 'PROVIDER',
      note: 'Payme cabinet',
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ refundDue: false, refundMethod: 'PROVIDER' });
    expect(refunded.body.refundedAt).toEqual(expect.any(String));
    expect(refunded.body.log.map((l: { kind: string }) => l.kind)).toContain('REFUNDED');
    expect(await board()).not.toContain(o.id);
    const again = await desk('POST', `/orders/${o.id}/refund`, operator, { method: 'CASH' });
    expect([again.status, again.body.code]).toEqual([409, 'NO_REFUND_DUE']);
    expect((await mine(o.id)).refundDue).toBe(false);
  });

  it('Click: a second attempt after the first completed hears -4, and only one completes', async () => {
    const o = await order('CLICK');
    const base = { merchant_trans_id: String(o.id), amount: String(o.totalPrice) };
    const a = { ...base, click_trans_id: freshId() };
    const b = { ...base, click_trans_id: freshId() };
    const pa = await click(first(), 'prepare', a);
    const pb = await click(on(1), 'prepare', b);
    expect([pa.error, pb.error]).toEqual([0, 0]);
    const ca = await click(first(), 'complete', {
      ...a,
      merchant_prepare_id: String(pa.merchant_prepare_id),
    });
    const cb = await click(on(1), 'complete', { ...b, merchant_prepare_id: String(pb.merchant_prepare_id) });
    expect([ca.error, cb.error]).toEqual([0, -4]);
    expect(await performed(o.id)).toBe(1);
    expect(await paidRows(o.id)).toBe(1);
    // and a third attempt is refused at once
    expect((await click(first(), 'prepare', { ...base, click_trans_id: freshId() })).error).toBe(-4);
  });

  it('Click: 10 parallel completes of one payment answer 0 once and -4 nine times', async () => {
    const o = await order('CLICK');
    const fields = {
      merchant_trans_id: String(o.id),
      amount: String(o.totalPrice),
      click_trans_id: freshId(),
    };
    const prepared = await click(first(), 'prepare', fields);
    const complete = { ...fields, merchant_prepare_id: String(prepared.merchant_prepare_id) };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => click(on(i), 'complete', complete)),
    );
    expect(answers.filter((a) => a.error === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.error === -4)).toHaveLength(9);
    expect(await paidRows(o.id)).toBe(1);
  });

  it('Click: 10 parallel attempts with different ids pay the order once', async () => {
    const o = await order('CLICK');
    const attempts = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const fields = {
          merchant_trans_id: String(o.id),
          amount: String(o.totalPrice),
          click_trans_id: freshId(),
        };
        const prepared = await click(on(i), 'prepare', fields);
        return { ...fields, merchant_prepare_id: String(prepared.merchant_prepare_id) };
      }),
    );
    const answers = await Promise.all(attempts.map((fields, i) => click(on(i + 1), 'complete', fields)));
    expect(answers.filter((a) => a.error === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.error === -4)).toHaveLength(9);
    expect(await performed(o.id)).toBe(1);
  });

  it('Click: a complete for a cancelled order hears -9 and takes nothing', async () => {
    const o = await order('CLICK');
    const fields = {
      merchant_trans_id: String(o.id),
      amount: String(o.totalPrice),
      click_trans_id: freshId(),
    };
    const prepared = await click(first(), 'prepare', fields);
    expect((await cancel(o.id)).status).toBe(200);
    const done = await click(on(1), 'complete', {
      ...fields,
      merchant_prepare_id: String(prepared.merchant_prepare_id),
    });
    expect(done.error).toBe(-9);
    expect((await mine(o.id)).isPaid).toBe(false);
  });

  it('Click: an amount that is not a sum with at most two decimals is -2, however well signed', async () => {
    const o = await order('CLICK');
    for (const amount of ['abc', '1.234', '-5', '1e3', ''])
      expect(
        (
          await click(first(), 'prepare', {
            merchant_trans_id: String(o.id),
            amount,
            click_trans_id: freshId(),
          })
        ).error,
      ).toBe(amount === '' ? -8 : -2);
  });

  it('Uzum: of 10 parallel creates with different transIds one is CREATED, then CONFIRMED once', async () => {
    const o = await order('UZUM');
    const ids = Array.from({ length: 10 }, freshId);
    const answers = await Promise.all(
      ids.map((transId, i) =>
        uzum(on(i), 'create', { transId, amount: tiyin(o), params: { order_id: String(o.id) } }),
      ),
    );
    expect(answers.filter((a) => a.body.status === 'CREATED')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400 && a.body.status === 'FAILED')).toHaveLength(9);
    const winner = ids[answers.findIndex((a) => a.body.status === 'CREATED')] as string;
    const confirms = await Promise.all(
      Array.from({ length: 10 }, (_, i) => uzum(on(i), 'confirm', { transId: winner })),
    );
    expect(confirms.every((a) => a.body.status === 'CONFIRMED')).toBe(true);
    expect(await paidRows(o.id)).toBe(1);
    const late = await uzum(first(), 'create', {
      transId: freshId(),
      amount: tiyin(o),
      params: { order_id: String(o.id) },
    });
    expect(late.body.status).toBe('FAILED');
  });

  it('Uzum: a confirm for a cancelled order FAILS and takes nothing', async () => {
    const o = await order('UZUM');
    const transId = freshId();
    await uzum(first(), 'create', { transId, amount: tiyin(o), params: { order_id: String(o.id) } });
    expect((await cancel(o.id)).status).toBe(200);
    const confirm = await uzum(on(1), 'confirm', { transId });
    expect([confirm.status, confirm.body.status]).toEqual([400, 'FAILED']);
    expect((await mine(o.id)).isPaid).toBe(false);
    expect((await uzum(first(), 'status', { transId })).body.status).toBe('FAILED');
  });
});
