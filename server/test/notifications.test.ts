import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/types';
import { sendDueNotices, type NoticeSenderOptions } from '../notify/sender';
import { vapidKeys } from '../notify/web-push';
import { MAX_ATTEMPTS } from '../outbox';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';
import { fakePushService, subscriber } from './fake-push';
import { DATABASES, headers, login, moveOrder, startTestServer, type TestServer } from './harness';

const M = 1; // demo

/** Eskiz on 127.0.0.1: logs in, takes messages (`{ id }`), remembers each form it was sent. */
function fakeEskiz() {
  const sent: Record<string, string>[] = [];
  let server: Server | null = null;
  return {
    sent,
    async start() {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (c: Buffer) => chunks.push(c));
        request.on('end', async () => {
          const form = await new Response(Buffer.concat(chunks), {
            headers: { 'content-type': request.headers['content-type'] ?? '' },
          }).formData();
          response.setHeader('content-type', 'application/json');
          if (request.url === '/api/auth/login')
            return response.end(JSON.stringify({ message: 'token_generated', data: { token: 'tok' } }));
          const fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
          sent.push(fields);
          response.end(
            JSON.stringify({
              id: `eskiz-${sent.length}`,
              status: 'waiting',
              message: 'Waiting for SMS provider',
            }),
          );
        });
      });
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

describe.each(DATABASES)('order notifications by web push and SMS on %s', (kind) => {
  let server: TestServer;
  let sibling: TestServer | null = null;
  const push = fakePushService();
  const eskiz = fakeEskiz();
  let options: NoticeSenderOptions;
  let operator = '';
  const later = () => new Date(Date.now() + 3_600_000);

  beforeAll(async () => {
    await push.start();
    const eskizUrl = await eskiz.start();
    server = await startTestServer(kind, { BOT_SEND_TICK_MS: '0' });
    if (kind === 'postgres') sibling = await startTestServer(kind, { BOT_SEND_TICK_MS: '0' }, server);
    options = {
      vapid: vapidKeys({ webPush: 'generate', dataDir: 'memory://' }),
      sms: { production: false, eskizUrl },
      storefrontUrl: 'http://{sub}.localhost:8080',
    };
    operator = (await login(server, M, '998900000001', '10.9.0.1', '/api/ops/v1')).token;
    await server.db
      .updateTable('merchants')
      .set({
        sms_gateway: 'ESKIZ',
        secrets: JSON.stringify({
          smsUsername: 'demo@eskiz.uz',
          smsPassword: 'eskiz-secret',
          smsSender: 'DemoKafe',
        }),
      })
      .where('id', '=', M)
      .execute();
  });
  afterAll(async () => {
    await sibling?.close();
    await server.close();
    await push.close();
    await eskiz.close();
  });
  beforeEach(() => {
    push.received.length = 0;
    push.answers.length = 0;
    eskiz.sent.length = 0;
  });

  const placeOrder = async (token: string, extra: Partial<Schemas['OrderRequest']> = {}) => {
    const products = (await menu(server, M)).products;
    const branch = (await branches(server, M))[0] as Schemas['Branch'];
    const placed = await server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: { ...headers(M, token), 'accept-language': 'uz' },
      payload: orderRequest(products, [lineFor(find(products, 'Tandoor somsa'))], {
        branch: branch.id,
        serviceType: 'PICK_UP',
        ...extra,
      }),
    });
    expect(placed.status).toBe(200);
    return placed.body as Schemas['Order'];
  };
  const move = async (id: number, status: string) =>
    expect((await moveOrder(server, M, operator, id, status)).status).toBe(200);
  const subscribe = async (token: string, device: string, browser = subscriber(push.endpoint(device))) => {
    const stored = await server.call({
      method: 'POST',
      url: '/api/users/v1/push-subscriptions',
      headers: headers(M, token),
      payload: browser.json,
    });
    expect(stored.status).toBe(201);
    return { ...browser, id: stored.body.id as number };
  };

  it('tells each device of a web customer every step, encrypted for it, once across processes; a 410 ends the device', async () => {
    expect(
      (await server.call({ method: 'GET', url: '/api/users/v1/push-key', headers: headers(M) })).body,
    ).toEqual({
      publicKey: options.vapid?.publicKey,
    });
    const customer = await login(server, M, '998901000731', '10.9.0.2');
    const phone = await subscribe(customer.token, 'phone');
    await subscribe(customer.token, 'laptop');
    // the same device again keeps its row
    expect((await subscribe(customer.token, 'phone', phone)).id).toBe(phone.id);
    const order = await placeOrder(customer.token);
    await move(order.id, 'ACCEPTED');

    // every process's sender at once (two processes on PostgreSQL): each message goes once
    const senders = [server, sibling ?? server].flatMap((s) =>
      [0, 1, 2, 3, 4].map(() => sendDueNotices(s.db, options, later())),
    );
    expect((await Promise.all(senders)).reduce((a, b) => a + b, 0)).toBe(2);
    expect(push.received.map((r) => r.path).sort()).toEqual(['/push/laptop', '/push/phone']);
    const toPhone = push.received.find((r) => r.path === '/push/phone');
    expect(toPhone?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(toPhone?.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(JSON.parse(phone.decrypt(toPhone?.body as Buffer))).toEqual({
      title: 'Dasturxon',
      text: `✅ Buyurtma №${order.number} qabul qilindi. Tayyorlashni boshladik!`,
      url: `/profile/orders/${order.id}`,
    });

    // the laptop's browser dropped the subscription: 410 removes it, the phone still hears
    push.received.length = 0;
    push.answers.push(201, 410);
    await move(order.id, 'COOKING');
    await move(order.id, 'DONE');
    await sendDueNotices(server.db, options, later());
    const ready = await server.db
      .selectFrom('order_notifications')
      .select(['subscription_id', 'sent_at', 'attempts', 'last_error'])
      .where('order_id', '=', order.id)
      .where('step', '=', 'DONE')
      .orderBy('id')
      .execute();
    expect(ready.filter((r) => r.sent_at)).toHaveLength(1);
    const gone = ready.find((r) => !r.sent_at);
    expect(gone).toMatchObject({ attempts: MAX_ATTEMPTS });
    expect(gone?.last_error).toContain('410');
    const left = await server.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', customer.user.id)
      .execute();
    expect(left).toHaveLength(1);
    await move(order.id, 'CLOSED');
    await sendDueNotices(server.db, options, later());
    expect(
      await server.db
        .selectFrom('order_notifications')
        .select('id')
        .where('order_id', '=', order.id)
        .where('step', '=', 'CLOSED')
        .execute(),
    ).toHaveLength(0);

    // the customer turns it off on the phone; nobody else can
    const other = await login(server, M, '998901000732', '10.9.0.3');
    const id = left[0]?.id as number;
    const foreign = await server.call({
      method: 'DELETE',
      url: `/api/users/v1/push-subscriptions/${id}`,
      headers: headers(M, other.token),
    });
    expect(foreign.status).toBe(404);
    const own = await server.call({
      method: 'DELETE',
      url: `/api/users/v1/push-subscriptions/${id}`,
      headers: headers(M, customer.token),
    });
    expect(own.status).toBe(204);
  });

  it('refuses a subscription that is not a push endpoint', async () => {
    const customer = await login(server, M, '998901000733', '10.9.0.4');
    for (const endpoint of ['ftp://127.0.0.1/x', 'http://example.com/push', 'not a url'])
      expect(
        (
          await server.call({
            method: 'POST',
            url: '/api/users/v1/push-subscriptions',
            headers: headers(M, customer.token),
            payload: { ...subscriber(endpoint).json },
          })
        ).status,
      ).toBe(400);
    const anonymous = await server.call({
      method: 'POST',
      url: '/api/users/v1/push-subscriptions',
      headers: headers(M),
      payload: subscriber(push.endpoint('x')).json,
    });
    expect(anonymous.status).toBe(401);
  });

  it("texts the accepted and on-the-way steps and the receipt through the merchant's gateway with its sender name", async () => {
    const customer = await login(server, M, '998901000734', '10.9.0.5');
    const order = await placeOrder(customer.token, { sendCheque: true, sendChequePhone: '998935550011' });
    await move(order.id, 'ACCEPTED');
    await move(order.id, 'COOKING');
    await move(order.id, 'DONE');
    await move(order.id, 'CLOSED');
    await sendDueNotices(server.db, options, later());
    expect(eskiz.sent.map((m) => [m.mobile_phone, m.from, m.message])).toEqual([
      ['998935550011', 'DemoKafe', `Buyurtma №${order.number} qabul qilindi. Tayyorlashni boshladik!`],
      [
        '998935550011',
        'DemoKafe',
        `Buyurtma №${order.number}: ${order.totalPrice.toLocaleString('ru-RU').replace(/\s/g, ' ')} so'm.`,
      ],
    ]);
    // Eskiz reports the first delivered and the receipt undelivered, to the address it was given
    const [first, receipt] = eskiz.sent as [Record<string, string>, Record<string, string>];
    const report = (callback: string, status: string) => {
      const url = new URL(callback);
      return server.call({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ request_id: 'eskiz-1', status }).toString(),
      });
    };
    expect((await report(first.callback_url as string, 'DELIVRD')).status).toBe(200);
    expect((await report(receipt.callback_url as string, 'UNDELIV')).status).toBe(200);
    // a made-up report address is refused and changes nothing
    const forged = new URL(first.callback_url as string);
    forged.searchParams.set('t', 'x'.repeat(32));
    expect((await report(forged.toString(), 'UNDELIV')).status).toBe(404);

    const detail = await server.call({
      method: 'GET',
      url: `/api/ops/v1/orders/${order.id}`,
      headers: headers(M, operator),
    });
    expect(detail.status).toBe(200);
    expect(
      (detail.body as Schemas['StaffOrder']).notifications?.map((n) => [n.channel, n.step, n.status]),
    ).toEqual([
      ['SMS', 'ACCEPTED', 'DELIVERED'],
      ['SMS', 'RECEIPT', 'FAILED'],
    ]);
  });

  it('texts every customer when the merchant turns status SMS on; the development outbox keeps them without a gateway', async () => {
    await server.db.updateTable('merchants').set({ status_sms: true }).where('id', '=', M).execute();
    try {
      const customer = await login(server, M, '998901000735', '10.9.0.6');
      const order = await placeOrder(customer.token);
      await move(order.id, 'ACCEPTED');
      await sendDueNotices(server.db, { ...options, sms: { production: false } }, later());
      const outbox = await server.call({ method: 'GET', url: '/api/dev/v1/sms-outbox?phone=998901000735' });
      // the login code stays first (a person or a test reading it finds it), the order's text after it, with no code
      expect(outbox.body.map((m: { code: string | null }) => m.code !== null)).toEqual([true, false]);
      expect(outbox.body[1].text).toBe(`Buyurtma №${order.number} qabul qilindi. Tayyorlashni boshladik!`);
      expect(eskiz.sent).toHaveLength(0);
    } finally {
      await server.db.updateTable('merchants').set({ status_sms: false }).where('id', '=', M).execute();
    }
  });
});
