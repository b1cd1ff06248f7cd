import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeYandex } from '../delivery/yandex/fake-yandex';
import { runYandex } from '../delivery/yandex/sender';
import type { Schemas } from '../http/types';
import { sendDueBotMessages } from '../telegram/bot-outbox';
import { branches, find, lineFor, orderRequest } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { botLogin, fakeBotApi, telegramMenu } from './telegram-support';

const M = 1; // demo (its Yandex Delivery key is the fake's)
const SARDOR = '998900000005'; // a courier of the Chilonzor branch

describe.each(DATABASES)('the courier told to a Telegram customer on %s', (kind) => {
  let server: TestServer;
  let yandexApp: FastifyInstance;
  let yandexUrl = '';
  const bot = fakeBotApi();
  let botUrl = '';
  let operator = '';
  let sardor = '';
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    server.call({ method, url: `/api${url}`, headers: headers(M, token), ...(payload ? { payload } : {}) });
  const send = () =>
    sendDueBotMessages(
      server.db,
      { apiUrl: botUrl, storefrontUrl: 'https://{sub}.dasturxon.uz' },
      new Date(Date.now() + 60_000),
    );
  const ready = async (id: number) => {
    for (const status of ['ACCEPTED', 'COOKING', 'DONE'])
      expect((await call('POST', `/ops/v1/orders/${id}/status`, operator, { status })).status).toBe(200);
  };
  /** A Telegram customer's delivery from the Mini App, 550 m north of the first branch. */
  const telegramDelivery = async (telegramId: number, lang: string) => {
    const { token } = await botLogin(server, telegramId, lang);
    const tg = await telegramMenu(server);
    const branch = (await branches(server, M))[0] as Schemas['Branch'];
    const point = { latitude: branch.latitude + 0.005, longitude: branch.longitude };
    const tariff = await server.call({
      method: 'POST',
      url: '/api/deliveries/v1/delivery/tariff/client/calculate',
      headers: headers(M),
      payload: point,
    });
    const placed = await server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: { ...headers(M, token), 'accept-language': lang },
      payload: orderRequest(
        tg.products,
        [lineFor(find(tg.products, 'Tashkent plov'))],
        {
          branch: tariff.body.branchId,
          serviceType: 'DELIVERY',
          orderDevice: 'TELEGRAM_BOT',
          address: point,
        },
        tariff.body.deliveryPrice,
      ),
    });
    expect(placed.status).toBe(200);
    return { token, order: placed.body as Schemas['Order'] };
  };
  const sentTo = (telegramId: number) =>
    bot.sent
      .filter((m) => m.body.chat_id === String(telegramId))
      .map((m) => ({ text: m.body.text as string, button: m.body.reply_markup.inline_keyboard[0][0] }));

  beforeAll(async () => {
    botUrl = await bot.start();
    const fake = new FakeYandex();
    yandexApp = Fastify();
    fake.register(yandexApp, '');
    yandexUrl = await yandexApp.listen({ port: 0, host: '127.0.0.1' });
    server = await startTestServer(kind, {
      TELEGRAM_API_URL: botUrl,
      BOT_SEND_TICK_MS: '0',
      YANDEX_TICK_MS: '0',
    });
    operator = (await login(server, M, '998900000001', '10.52.0.1', '/api/ops/v1')).token;
    sardor = (await login(server, M, SARDOR, '10.52.0.2', '/api/ops/v1')).token;
  });
  afterAll(async () => {
    await server.close();
    await bot.close();
    await yandexApp.close();
  });
  beforeEach(() => {
    bot.sent.length = 0;
  });

  it("names the restaurant's courier when they pick the order up, with a button to follow them; the Mini App's order shows where they are", async () => {
    const telegramId = 7_452_001;
    const { token, order } = await telegramDelivery(telegramId, 'uz');
    await call('POST', '/courier/v1/shift', sardor, { on: true });
    const courierId = (await call('GET', '/courier/v1/orders', sardor)).body.courier.id as number;
    expect((await call('POST', `/ops/v1/orders/${order.id}/assign`, operator, { courierId })).status).toBe(
      200,
    );
    await ready(order.id);
    const picked = await call('POST', `/courier/v1/orders/${order.id}/step`, sardor, {
      courierStatus: 'PERFORMER_PICKUPED',
    });
    expect(picked.body.status).toBe('ON_WAY');
    await send();
    expect(sentTo(telegramId).at(-1)).toEqual({
      text: `🚗 Buyurtma №${order.number} yo'lda.\nKuryer: Sardor Karimov, +998 90 000 00 05`,
      button: {
        text: 'Kuryerni kuzatish',
        web_app: { url: `https://demo.dasturxon.uz/profile/orders/${order.id}` },
      },
    });

    // the courier rides: the Mini App's order (the customer's initData token) carries the place
    const at = new Date().toISOString();
    const fix = { latitude: order.address!.latitude - 0.01, longitude: order.address!.longitude, at };
    expect((await call('POST', '/courier/v1/position', sardor, { ...fix, accuracy: 5 })).body.orders).toBe(1);
    const seen = await call('GET', `/orders/v1/orders/${order.id}`, token);
    expect(seen.body).toMatchObject({
      status: 'ON_WAY',
      courierPosition: { latitude: fix.latitude, longitude: fix.longitude, at },
      courier: { name: 'Sardor Karimov', phone: '998900000005' },
    });
    await call('POST', '/courier/v1/shift', sardor, { on: false });
  });

  it("names the Yandex performer, their number and car in the 'on the way' message", async () => {
    const telegramId = 7_452_002;
    const { order } = await telegramDelivery(telegramId, 'ru');
    expect((await call('POST', `/ops/v1/orders/${order.id}/yandex`, operator)).status).toBe(200);
    await ready(order.id);
    const status = async () =>
      (
        await server.db
          .selectFrom('orders')
          .select('status')
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow()
      ).status;
    for (let i = 0; i < 30 && (await status()) !== 'ON_WAY'; i++)
      await runYandex(server.db, server.events, { apiUrl: yandexUrl, pollMs: 0 });
    expect(await status()).toBe('ON_WAY');
    await send();
    expect(sentTo(telegramId).at(-1)).toEqual({
      text: `🚗 Заказ №${order.number} в пути.\nКурьер: Aziz Yandex, +998712000000,1234\nМашина: Chevrolet Cobalt 01A123BC`,
      button: {
        text: 'Следить за курьером',
        web_app: { url: `https://demo.dasturxon.uz/profile/orders/${order.id}` },
      },
    });
  });
});
