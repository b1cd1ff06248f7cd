import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueFiscalReceipts } from '../payments/click-fiscal';
import { placeDeliveryOrder } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { click } from './providers';

const M = 1; // demo: Click service 10001, merchant user 40001, secret demo-click-secret (README)

/** Click's merchant API, faked as documented: submit_items, then the receipt's link by payment. */
function fakeClickApi() {
  const calls: { method: string; path: string; auth: string; body: any }[] = [];
  const failures: number[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      calls.push({
        method: req.method ?? '',
        path: req.url ?? '',
        auth: String(req.headers.auth ?? ''),
        body: text ? JSON.parse(text) : null,
      });
      const status = failures.shift();
      if (status) return res.writeHead(status).end('{}');
      res.writeHead(200, { 'content-type': 'application/json' });
      const [, paymentId] = /\/ofd_data\/\d+\/(\d+)$/.exec(req.url ?? '') ?? [];
      res.end(
        JSON.stringify(
          req.method === 'POST'
            ? { error_code: 0, error_note: 'Success' }
            : {
                paymentId: Number(paymentId),
                qrCodeURL: `https://ofd.soliq.uz/check?t=EZ0001&r=${paymentId}`,
              },
        ),
      );
    });
  });
  return {
    calls,
    failures,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(DATABASES)("Click's fiscal receipts on %s", (kind) => {
  let server: TestServer;
  let token: string;
  const fake = fakeClickApi();
  let url: string;

  beforeAll(async () => {
    url = await fake.start();
    server = await startTestServer(kind, { BOT_SEND_TICK_MS: '0' });
    token = (await login(server, M, '998901000074', '10.7.0.4')).token;
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('sends the paid order’s items to the OFD once, retries a failure, and links the receipt on the order', async () => {
    const o = await placeDeliveryOrder(server, M, token, 'CLICK');
    const clickTransId = String(8_100_000 + o.id);
    const fields = {
      click_trans_id: clickTransId,
      merchant_trans_id: String(o.id),
      amount: String(o.totalPrice),
    };
    const prepared = await click(server, 'prepare', fields);
    const complete = { ...fields, merchant_prepare_id: String(prepared.merchant_prepare_id) };
    expect((await click(server, 'complete', complete)).error).toBe(0);
    // a replayed Complete queues nothing twice
    expect((await click(server, 'complete', complete)).error).toBe(-4);

    // Click's API is down: nothing lost, tried again later
    fake.failures.push(503);
    expect(await sendDueFiscalReceipts(server.db, url)).toBe(0);
    const later = new Date(Date.now() + 3_600_000);
    expect(await sendDueFiscalReceipts(server.db, url, later)).toBe(1);
    expect(await sendDueFiscalReceipts(server.db, url, later)).toBe(0);

    const submits = fake.calls.filter((c) => c.method === 'POST');
    expect(submits).toHaveLength(2); // the failed one and the accepted one
    const body = submits[1]!.body;
    expect(body).toMatchObject({ service_id: 10001, payment_id: Number(clickTransId), received_ecash: 0 });
    expect(body.received_card).toBe(o.totalPrice * 100);
    const sum = body.items.reduce((n: number, i: { Price: number }) => n + i.Price, 0);
    expect(sum).toBe(o.totalPrice * 100);
    expect(body.items.at(-1)).toMatchObject({
      Name: 'Yetkazib berish',
      SPIC: '10112006002000000',
      Amount: 1,
    });
    for (const item of body.items)
      expect(item.VAT).toBe(Math.round((item.Price * item.VATPercent) / (100 + item.VATPercent)));
    // Auth: merchant user id, sha1(timestamp + secret key), timestamp
    const [user, digest, timestamp] = submits[1]!.auth.split(':');
    expect(user).toBe('40001');
    expect(digest).toBe(createHash('sha1').update(`${timestamp}demo-click-secret`).digest('hex'));
    expect(fake.calls.at(-1)!.path).toBe(`/v2/merchant/payment/ofd_data/10001/${clickTransId}`);

    const mine = await server.call({
      method: 'GET',
      url: `/api/orders/v1/orders/${o.id}`,
      headers: headers(M, token),
    });
    expect(mine.body.fiscalReceiptUrl).toBe(`https://ofd.soliq.uz/check?t=EZ0001&r=${clickTransId}`);
  });
});
