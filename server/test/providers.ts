import { createHash } from 'node:crypto';
import type { TestServer } from './harness';

/**
 * The three payment providers' sides of the demo merchant's callbacks, as each documents them:
 * Payme's JSON-RPC with Basic auth, Click's signed form posts, Uzum's JSON webhooks.
 * Development credentials of the demo merchant (README).
 */
export const PAYME_AUTH = `Basic ${Buffer.from('Paycom:demo-payme-key').toString('base64')}`;
const UZUM_AUTH = `Basic ${Buffer.from('demo-uzum:demo-uzum-password').toString('base64')}`;
const CLICK_SECRET = 'demo-click-secret';

export type PaymeAnswer = { result?: any; error?: { code: number; message: Record<string, string> } };

let rpcId = 0;
export async function payme(server: TestServer, method: string, params: object): Promise<PaymeAnswer> {
  const res = await server.call({
    method: 'POST',
    url: '/api/callbacks/payme/demo',
    headers: { authorization: PAYME_AUTH, 'content-type': 'application/json' },
    payload: { jsonrpc: '2.0', id: ++rpcId, method, params },
  });
  if (res.status !== 200) throw new Error(`Payme got HTTP ${res.status}`);
  return res.body;
}

export type ClickAnswer = { error: number; merchant_prepare_id?: number; merchant_confirm_id?: number };

/** A Click form signed with md5 over its fields, as Click sends Prepare and Complete. */
export async function click(
  server: TestServer,
  step: 'prepare' | 'complete',
  fields: Record<string, string>,
): Promise<ClickAnswer> {
  const form: Record<string, string> = {
    service_id: '77',
    click_paydoc_id: '1',
    sign_time: '2026-11-23 10:00:00',
    action: step === 'prepare' ? '0' : '1',
    error: '0',
    ...fields,
  };
  const prepareId = step === 'complete' ? form.merchant_prepare_id : '';
  const sign = createHash('md5')
    .update(
      `${form.click_trans_id}${form.service_id}${CLICK_SECRET}${form.merchant_trans_id}${prepareId}${form.amount}${form.action}${form.sign_time}`,
    )
    .digest('hex');
  const res = await server.call({
    method: 'POST',
    url: `/api/callbacks/click/demo/${step}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form, sign_string: sign }).toString(),
  });
  if (res.status !== 200) throw new Error(`Click got HTTP ${res.status}`);
  return res.body;
}

export async function uzum(server: TestServer, step: string, body: object) {
  const res = await server.call({
    method: 'POST',
    url: `/api/callbacks/uzum/demo/${step}`,
    headers: { authorization: UZUM_AUTH, 'content-type': 'application/json' },
    payload: { serviceId: 101, timestamp: Date.now(), ...body },
  });
  return { status: res.status, body: res.body as { status: string; errorCode?: string } };
}
