import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { developmentBotToken, signInitData, verifyContact } from '../auth/telegram';
import type { Schemas } from '../http/types';
import { MAX_ATTEMPTS, sendDueBotMessages } from '../telegram/bot-outbox';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo
const BOT = developmentBotToken('demo');
const now = () => String(Math.floor(Date.now() / 1000));
const contact = (userId: number, phone: string, token = BOT, authDate = now()) =>
  signInitData(
    {
      contact: JSON.stringify({ user_id: userId, phone_number: phone, first_name: 'Malika' }),
      auth_date: authDate,
    },
    token,
  );

describe('a contact shared with WebApp.requestContact', () => {
  it('is accepted when this bot signed it, fresh, and gives its user and phone in digits', () => {
    expect(verifyContact(contact(555, '+998 90 123-45-67'), BOT)).toEqual({
      userId: 555,
      phone: '998901234567',
    });
  });
  it('is refused when forged, signed by another bot, or stale', () => {
    const forged = contact(555, '998901234567').replace('1234567', '7654321');
    expect(verifyContact(forged, BOT)).toBeNull();
    expect(verifyContact(contact(555, '998901234567', developmentBotToken('osh')), BOT)).toBeNull();
    const old = String(Math.floor(Date.now() / 1000) - 2 * 3600);
    expect(verifyContact(contact(555, '998901234567', BOT, old), BOT)).toBeNull();
    expect(verifyContact('contact=%7B%7D&auth_date=1&hash=00', BOT)).toBeNull();
  });
});

/** A local fake of Telegram's Bot API: it records sendMessage calls and answers as told. */
function fakeBotApi() {
  const sent: { token: string; body: any }[] = [];
  const answers: { status: number; body: object }[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const match = /^\/bot([^/]+)\/sendMessage$/.exec(req.url ?? '');
      const answer = answers.shift() ?? {
        status: 200,
        body: { ok: true, result: { message_id: sent.length + 1 } },
      };
      if (match && answer.status === 200)
        sent.push({ token: decodeURIComponent(match[1] as string), body: JSON.parse(text) });
      res.writeHead(match ? answer.status : 404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(match ? answer.body : { ok: false, error_code: 404, description: 'Not Found' }));
    });
  });
  return {
    sent,
    answers,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(DATABASES)('Telegram on %s', (kind) => {
  let server: TestServer;
  const bot = fakeBotApi();
  let apiUrl = '';
  let operator = '';
  const send = (at = new Date()) =>
    sendDueBotMessages(server.db, { apiUrl, storefrontUrl: 'https://{sub}.dasturxon.uz' }, at);
  const botLogin = async (id: number, languageCode = 'uz') => {
    const initData = signInitData(
      { user: JSON.stringify({ id, first_name: 'Malika', language_code: languageCode }), auth_date: now() },
      BOT,
    );
    const res = await server.call({
      method: 'POST',
      url: '/api/webbot/v1/users/auth',
      headers: headers(M),
      payload: { initData },
    });
    return res.body as { token: string; user: { id: number; phone: string | null } };
  };
  const share = (token: string, raw: string) =>
    server.call({
      method: 'PUT',
      url: '/api/webbot/v1/users/contact',
      headers: headers(M, token),
      payload: { contact: raw },
    });
  const telegramMenu = async () =>
    (await server.call({ method: 'GET', url: '/api/products/v1/overalls?type=TG', headers: headers(M) }))
      .body as Schemas['Overall'];

  beforeAll(async () => {
    apiUrl = await bot.start();
    server = await startTestServer(kind, { TELEGRAM_API_URL: apiUrl, BOT_SEND_TICK_MS: '0' });
    operator = (await login(server, M, '998900000001', '10.8.0.1', '/api/ops/v1')).token;
  });
  afterAll(async () => {
    await server.close();
    await bot.close();
  });
  beforeEach(() => {
    bot.sent.length = 0;
    bot.answers.length = 0;
  });

  it('stores the phone a customer shares once; a contact of another account, bot or country is refused', async () => {
    const { token, user } = await botLogin(7001);
    expect(user.phone).toBeNull();
    expect((await share(token, contact(7002, '998901110001'))).body.code).toBe('CONTACT_INVALID');
    expect((await share(token, contact(7001, '998901110001', developmentBotToken('osh')))).body.code).toBe(
      'CONTACT_INVALID',
    );
    expect((await share(token, contact(7001, '+7 912 000 00 00'))).body.code).toBe('PHONE_INVALID');
    const shared = await share(token, contact(7001, '+998 90 111 00 01'));
    expect([shared.status, shared.body.phone]).toEqual([200, '998901110001']);
    const me = await server.call({
      method: 'GET',
      url: '/api/users/v1/users/me',
      headers: headers(M, token),
    });
    expect(me.body.phone).toBe('998901110001');
    // another Telegram account cannot take a phone that is someone's
    const other = await botLogin(7003);
    const taken = await share(other.token, contact(7003, '998901110001'));
    expect([taken.status, taken.body.code]).toEqual([409, 'PHONE_TAKEN']);
  });

  it('answers the Mini App its own menu: bot-only products and bot prices, and prices orders the same way', async () => {
    const web = await menu(server, M);
    expect(web.products.some((p) => p.name.eng === 'Tea set (Telegram only)')).toBe(false);
    const lemonade = find(web.products, 'Tarragon lemonade');
    await server.db
      .updateTable('products')
      .set({ telegram_price: lemonade.costPrice - 2000 })
      .where('id', '=', lemonade.id)
      .execute();
    // the menu is cached for a few seconds; a new server process would see it at once
    const tg = await (async () => {
      for (;;) {
        const m = await telegramMenu();
        if (find(m.products, 'Tarragon lemonade').costPrice !== lemonade.costPrice) return m;
      }
    })();
    expect(find(tg.products, 'Tarragon lemonade').costPrice).toBe(lemonade.costPrice - 2000);
    const teaSet = find(tg.products, 'Tea set (Telegram only)');
    const branch = (await branches(server, M))[0] as Schemas['Branch'];
    const { token } = await botLogin(7101);
    const place = (
      products: Schemas['Product'][],
      item: Schemas['Product'],
      orderDevice: 'TELEGRAM_BOT' | 'CLIENT_WEB',
    ) =>
      server.call({
        method: 'POST',
        url: '/api/orders/v1/orders',
        headers: headers(M, token),
        payload: orderRequest(products, [lineFor(item)], {
          branch: branch.id,
          serviceType: 'PICK_UP',
          orderDevice,
        }),
      });
    expect((await place(tg.products, teaSet, 'CLIENT_WEB')).body.code).toBe('PRODUCT_NOT_AVAILABLE');
    expect((await place(tg.products, teaSet, 'TELEGRAM_BOT')).status).toBe(200);
    // the web's price in the bot does not match: the bot's does
    expect((await place(web.products, lemonade, 'TELEGRAM_BOT')).body.code).toBe('PRICE_MISMATCH');
    expect((await place(tg.products, find(tg.products, 'Tarragon lemonade'), 'TELEGRAM_BOT')).status).toBe(
      200,
    );
    expect((await place(web.products, lemonade, 'CLIENT_WEB')).status).toBe(200);
  });

  it('names each branch by its folder key with its tables, and takes dine-in orders at those tables only', async () => {
    const all = await branches(server, M);
    const chilonzor = all.find((b) => b.key === 'chilonzor') as Schemas['Branch'];
    expect(chilonzor.tables?.map((t) => t.id)).toContain(12);
    expect(chilonzor.tables?.find((t) => t.id === 20)?.name?.eng).toBe('Terrace, table 20');
    const products = (await menu(server, M)).products;
    const { token } = await login(server, M, '998901000721', '10.8.0.2');
    const atTable = (tableId: number) =>
      server.call({
        method: 'POST',
        url: '/api/orders/v1/orders',
        headers: headers(M, token),
        payload: orderRequest(products, [lineFor(find(products, 'Tandoor somsa'))], {
          branch: chilonzor.id,
          serviceType: 'DINE_IN',
          tableId,
        }),
      });
    const refused = await atTable(99);
    expect([refused.status, refused.body.code]).toEqual([422, 'TABLE_NOT_FOUND']);
    const placed = await atTable(20);
    expect([placed.status, placed.body.tableId]).toEqual([200, 20]);
  });

  it("writes to the customer through the merchant's bot in the order's language, retries failures, and never holds the order", async () => {
    const { token } = await botLogin(7201, 'ru');
    const tg = await telegramMenu();
    const branch = (await branches(server, M))[0] as Schemas['Branch'];
    const placed = await server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: { ...headers(M, token), 'accept-language': 'uz' },
      payload: orderRequest(
        tg.products,
        [lineFor(find(tg.products, 'Tashkent plov'))],
        {
          branch: branch.id,
          serviceType: 'DELIVERY',
          orderDevice: 'TELEGRAM_BOT',
          address: { latitude: branch.latitude + 0.005, longitude: branch.longitude },
        },
        (
          await server.call({
            method: 'POST',
            url: '/api/deliveries/v1/delivery/tariff/client/calculate',
            headers: headers(M),
            payload: { latitude: branch.latitude + 0.005, longitude: branch.longitude },
          })
        ).body.deliveryPrice,
      ),
    });
    expect(placed.status).toBe(200);
    const order = placed.body as Schemas['Order'];
    const move = (status: string, reason?: string) =>
      server.call({
        method: 'POST',
        url: `/api/ops/v1/orders/${order.id}/status`,
        headers: headers(M, operator),
        payload: { status, ...(reason ? { reason } : {}) },
      });

    // Telegram is down: the desk's move goes through; the message waits and is tried again
    bot.answers.push({ status: 502, body: { ok: false, error_code: 502, description: 'Bad Gateway' } });
    expect((await move('ACCEPTED')).status).toBe(200);
    expect(await send()).toBe(0);
    const waiting = await server.db
      .selectFrom('bot_messages')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ attempts: 1, sent_at: null });
    expect(waiting.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    expect(await send()).toBe(0); // not due yet
    expect(await send(new Date(Date.now() + 60_000))).toBe(1);
    expect(bot.sent).toHaveLength(1);
    const accepted = bot.sent[0] as { token: string; body: any };
    expect(accepted.token).toBe(BOT);
    expect(accepted.body.chat_id).toBe('7201');
    expect(accepted.body.text).toContain(`Buyurtma №${order.number} qabul qilindi`);
    expect(accepted.body.reply_markup.inline_keyboard[0][0]).toEqual({
      text: 'Buyurtmani ochish',
      web_app: { url: `https://demo.dasturxon.uz/profile/orders/${order.id}` },
    });

    bot.sent.length = 0;
    expect((await move('COOKING')).status).toBe(200);
    expect(
      (
        await server.call({
          method: 'POST',
          url: `/api/ops/v1/orders/${order.id}/courier`,
          headers: headers(M, operator),
          payload: { name: 'Aziz', phone: '998901112255' },
        })
      ).status,
    ).toBe(200);
    expect((await move('DONE')).status).toBe(200);
    expect((await move('ON_WAY')).status).toBe(200);
    await send(new Date(Date.now() + 60_000));
    // cooking and ready-for-delivery are the desk's business; the way is the customer's
    expect(bot.sent.map((m) => m.body.text)).toEqual([
      `🚗 Buyurtma №${order.number} yo'lda.\nKuryer: Aziz, +998 90 111 22 55`,
    ]);

    // a customer who blocked the bot: no endless retries
    bot.answers.push({
      status: 403,
      body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' },
    });
    expect((await move('DELIVERED')).status).toBe(200);
    await send(new Date(Date.now() + 60_000));
    const blocked = await server.db
      .selectFrom('bot_messages')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(blocked).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null });
    expect(blocked.last_error).toContain('403');
  });

  it('tells a web order nothing, and a cancelled Telegram order its reason', async () => {
    const web = await login(server, M, '998901000722', '10.8.0.3');
    const products = (await menu(server, M)).products;
    const branch = (await branches(server, M))[0] as Schemas['Branch'];
    const webOrder = await server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(M, web.token),
      payload: orderRequest(products, [lineFor(find(products, 'Tandoor somsa'))], {
        branch: branch.id,
        serviceType: 'PICK_UP',
      }),
    });
    const { token } = await botLogin(7301, 'en');
    const tgOrder = await server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: { ...headers(M, token), 'accept-language': 'en' },
      payload: orderRequest(products, [lineFor(find(products, 'Tandoor somsa'))], {
        branch: branch.id,
        serviceType: 'PICK_UP',
        orderDevice: 'TELEGRAM_BOT',
      }),
    });
    for (const id of [webOrder.body.id, tgOrder.body.id])
      expect(
        (
          await server.call({
            method: 'POST',
            url: `/api/ops/v1/orders/${id}/status`,
            headers: headers(M, operator),
            payload: { status: 'CANCELED', reason: 'Out of plov' },
          })
        ).status,
      ).toBe(200);
    await send(new Date(Date.now() + 60_000));
    expect(bot.sent.map((m) => [m.body.chat_id, m.body.text])).toEqual([
      ['7301', `❌ Order №${tgOrder.body.number} is cancelled.\nReason: Out of plov`],
    ]);
  });
});
