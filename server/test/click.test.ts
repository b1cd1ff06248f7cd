import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placePickUpOrder } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo: its development Click secret key is demo-click-secret (README)
const SECRET = 'demo-click-secret';
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

describe.each(DATABASES)('Click SHOP API on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let clickId = 9_000_000 + Math.floor(Math.random() * 1000) * 1000;
  /** Click's side: a signed form post, as Click sends it. */
  const click = async (step: 'prepare' | 'complete', fields: Record<string, string>, secret = SECRET) => {
    const action = step === 'prepare' ? '0' : '1';
    const form: Record<string, string> = {
      service_id: '77',
      click_paydoc_id: '1',
      sign_time: '2026-11-23 10:00:00',
      action,
      error: '0',
      ...fields,
    };
    const sign = md5(
      `${form.click_trans_id}${form.service_id}${secret}${form.merchant_trans_id}${step === 'complete' ? form.merchant_prepare_id : ''}${form.amount}${form.action}${form.sign_time}`,
    );
    const res = await server.call({
      method: 'POST',
      url: `/api/callbacks/click/demo/${step}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...form, sign_string: sign }).toString(),
    });
    expect(res.status).toBe(200);
    return res.body as {
      error: number;
      error_note: string;
      merchant_prepare_id?: number;
      merchant_confirm_id?: number;
    };
  };
  const order = () => placePickUpOrder(server, M, token, 'Tandoor somsa', 'CLICK');
  const mine = async (id: number) =>
    (await server.call({ method: 'GET', url: `/api/orders/v1/orders/${id}`, headers: headers(M, token) }))
      .body;

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await login(server, M, '998901000072', '10.7.0.2')).token;
  });
  afterAll(() => server.close());

  it('prepares and completes a payment once; replays are answered, not repeated', async () => {
    const o = await order();
    const base = {
      click_trans_id: String(++clickId),
      merchant_trans_id: String(o.id),
      amount: String(o.totalPrice),
    };
    const prepared = await click('prepare', base);
    expect(prepared).toMatchObject({ error: 0, merchant_prepare_id: expect.any(Number) });
    expect(await click('prepare', base)).toMatchObject({
      error: 0,
      merchant_prepare_id: prepared.merchant_prepare_id,
    });
    const completing = { ...base, merchant_prepare_id: String(prepared.merchant_prepare_id) };
    expect(await click('complete', completing)).toMatchObject({
      error: 0,
      merchant_confirm_id: prepared.merchant_prepare_id,
    });
    expect((await click('complete', completing)).error).toBe(-4);
    const paid = await mine(o.id);
    expect(paid.isPaid).toBe(true);
    expect(paid.log.filter((l: { kind: string }) => l.kind === 'PAID')).toHaveLength(1);
    expect((await click('prepare', { ...base, click_trans_id: String(++clickId) })).error).toBe(-4);
  });

  it('refuses a wrong signature, a wrong amount, an unknown order and a wrong action', async () => {
    const o = await order();
    const base = {
      click_trans_id: String(++clickId),
      merchant_trans_id: String(o.id),
      amount: String(o.totalPrice),
    };
    expect((await click('prepare', base, 'guess')).error).toBe(-1);
    expect((await click('prepare', { ...base, amount: String(o.totalPrice + 1) })).error).toBe(-2);
    expect((await click('prepare', { ...base, merchant_trans_id: '999999' })).error).toBe(-5);
    expect((await click('prepare', { ...base, action: '1' })).error).toBe(-3);
    expect((await click('complete', { ...base, merchant_prepare_id: '987654' })).error).toBe(-6);
    expect((await mine(o.id)).isPaid).toBe(false);
  });

  it('cancels when Click reports a failed payment', async () => {
    const o = await order();
    const base = {
      click_trans_id: String(++clickId),
      merchant_trans_id: String(o.id),
      amount: String(o.totalPrice),
    };
    const prepared = await click('prepare', base);
    const failed = await click('complete', {
      ...base,
      merchant_prepare_id: String(prepared.merchant_prepare_id),
      error: '-5017',
    });
    expect(failed.error).toBe(-9);
    expect((await mine(o.id)).isPaid).toBe(false);
  });
});
