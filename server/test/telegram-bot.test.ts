import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/types';
import { MAX_ATTEMPTS } from '../outbox';
import { sendDueBotMessages } from '../telegram/bot-outbox';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { BOT, botLogin, fakeBotApi, telegramMenu } from './telegram-support';

const M = 1; // demo

describe.each(DATABASES)("the merchant's bot on %s", (kind) => {
  let server: TestServer;
  const bot = fakeBotApi();
  let apiUrl = '';
  let operator = '';
  const send = (at = new Date()) =>
    sendDueBotMessages(server.db, { apiUrl, storefrontUrl: 'https://{sub}.dasturxon.uz' }, at);

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

  it("writes to the customer through the merchant's bot in the order's language, retries failures, and never holds the order", async () => {
    const { token } = await botLogin(server, 7201, 'ru');
    const tg = await telegramMenu(server);
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
    const { token } = await botLogin(server, 7301, 'en');
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
