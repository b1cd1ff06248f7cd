import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueCampaignMessages } from '../campaigns/sender';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo
const MANAGER = '998901110047';

/** Eskiz as its HTTP API answers (login, then a form per message with its callback_url), recorded. */
async function fakeEskiz() {
  const sent: FormData[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/api/auth/login')
        return res.end(JSON.stringify({ message: 'token_generated', data: { token: 'tok' } }));
      if (req.url === '/api/message/sms/send') {
        // a multipart form, as the adapter posts it
        const form = new Response(Buffer.concat(chunks), {
          headers: { 'content-type': String(req.headers['content-type']) },
        }).formData();
        return void form.then((f) => {
          sent.push(f);
          res.end(
            JSON.stringify({
              id: `e-${sent.length}`,
              status: 'waiting',
              message: 'Waiting for SMS provider',
            }),
          );
        });
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    sent,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A campaign's SMS "delivered" comes from Eskiz's delivery reports, as order notices' do. */
describe.each(DATABASES)('campaign SMS delivery reports on %s', (kind) => {
  let server: TestServer;
  let eskiz: Awaited<ReturnType<typeof fakeEskiz>>;
  let manager = '';
  const campaigns = (method: 'GET' | 'POST', path = '', payload?: object) =>
    server.call({
      method,
      url: `/api/ops/v1/campaigns${path}`,
      headers: headers(M, manager),
      ...(payload ? { payload } : {}),
    });
  /** Eskiz posting a report to the address a message was sent with, as a form */
  const report = (callbackUrl: string, status: string) => {
    const url = new URL(callbackUrl);
    return server.call({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        request_id: 'e-1',
        status,
        status_date: '2026-11-27 12:00:00',
      }).toString(),
    });
  };

  beforeAll(async () => {
    eskiz = await fakeEskiz();
    // the test sends the campaign itself (through the fake Eskiz): no timer sending beside it
    server = await startTestServer(kind, { BOT_SEND_TICK_MS: '0' });
    manager = (await login(server, M, MANAGER, '10.54.0.1', '/api/ops/v1')).token;
    // the demo sends its SMS through its own Eskiz account
    await server.db
      .updateTable('merchants')
      .set({
        sms_gateway: 'ESKIZ',
        secrets: JSON.stringify({
          smsUsername: 'demo@eskiz.uz',
          smsPassword: 'eskiz-pass-54',
          smsSender: '4546',
        }),
      })
      .where('id', '=', M)
      .execute();
  });
  afterAll(async () => {
    await server.close();
    await eskiz.close();
  });

  it('counts a message delivered when Eskiz reports it, not delivered when it reports a failure, once', async () => {
    const phones = ['998905400001', '998905400002'];
    for (const [i, phone] of phones.entries()) {
      const { token } = await login(server, M, phone, `10.54.1.${i}`);
      const agreed = await server.call({
        method: 'PUT',
        url: '/api/users/v1/marketing-consent',
        headers: headers(M, token),
        payload: { sms: true },
      });
      expect(agreed.status).toBe(200);
    }
    const created = await campaigns('POST', '', {
      name: 'Friday plov',
      channel: 'sms',
      segment: 'ALL',
      text: { uz: 'Juma kuni yangi palov' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await campaigns('POST', `/${id}/send`)).status).toBe(200);
    const options = {
      telegramApiUrl: '',
      vapid: null,
      sms: { production: false, eskizUrl: eskiz.url },
      storefrontUrl: 'https://{sub}.dasturxon.uz',
    };
    while ((await sendDueCampaignMessages(server.db, options)) > 0);

    // each SMS went with the address its report comes back to, on the merchant's storefront
    const sent = eskiz.sent.filter((f) => phones.includes(String(f.get('mobile_phone'))));
    expect(sent.map((f) => f.get('mobile_phone')).sort()).toEqual(phones);
    const callback = (phone: string) =>
      String(sent.find((f) => f.get('mobile_phone') === phone)?.get('callback_url') ?? '');
    for (const phone of phones)
      expect(callback(phone)).toMatch(
        /^https:\/\/demo\.dasturxon\.uz\/api\/callbacks\/eskiz\/campaign\/\d+\?t=/,
      );
    const results = async () => (await campaigns('GET', `/${id}`)).body.results;
    // sent is not delivered: until Eskiz says so
    expect(await results()).toMatchObject({ recipients: 2, sent: 2, delivered: 0, failed: 0 });

    // on its way: nothing yet; a forged token: 404 and nothing
    expect((await report(callback(phones[0] as string), 'TRANSMTD')).status).toBe(200);
    const forged = callback(phones[0] as string).replace(/t=[^&]+/, 't=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await report(forged, 'DELIVRD')).status).toBe(404);
    expect(await results()).toMatchObject({ delivered: 0, failed: 0 });

    expect((await report(callback(phones[0] as string), 'DELIVRD')).status).toBe(200);
    expect((await report(callback(phones[1] as string), 'UNDELIV')).status).toBe(200);
    expect(await results()).toMatchObject({ sent: 2, delivered: 1, failed: 1 });
    // a report again, or another after the final one, changes nothing
    expect((await report(callback(phones[1] as string), 'DELIVRD')).status).toBe(200);
    expect((await report(callback(phones[0] as string), 'UNDELIV')).status).toBe(200);
    expect(await results()).toMatchObject({ sent: 2, delivered: 1, failed: 1 });
  });
});
