import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookSecret } from '../campaigns/routes';
import { sendDueCampaignMessages } from '../campaigns/sender';
import { claimDue } from '../outbox';
import { fakePushService, subscriber } from './fake-push';
import { placePickUpOrder } from './fixtures';
import { DATABASES, headers, login, startTestServer, TEST_VAPID, type TestServer } from './harness';
import { BOT, botLogin, fakeBotApi } from './telegram-support';

const M = 1; // demo
const MANAGER = '998901110047';
const MINUTE = 60_000;

/**
 * Campaigns reach only customers who agreed on their channel, once each whoever sends them and
 * whatever dies mid-send; /stop and the stop link withdraw the agreement.
 */
describe.each(DATABASES)('campaigns on %s', (kind) => {
  let server: TestServer;
  let sibling: TestServer | null = null;
  const bot = fakeBotApi();
  const push = fakePushService();
  let apiUrl = '';
  let manager = '';
  const vapid = {
    publicKey: TEST_VAPID.VAPID_PUBLIC_KEY,
    privateKey: TEST_VAPID.VAPID_PRIVATE_KEY,
    subject: TEST_VAPID.VAPID_SUBJECT,
  };
  const options = () => ({
    telegramApiUrl: apiUrl,
    vapid,
    sms: { production: false },
    storefrontUrl: 'https://{sub}.dasturxon.uz',
  });
  /** a sender of this process, or of a second process on the same database when there is one */
  const send = (at = new Date(), other = false) =>
    sendDueCampaignMessages((other && sibling ? sibling : server).db, options(), at);
  const consent = (token: string, payload?: object) =>
    server.call({
      method: payload ? 'PUT' : 'GET',
      url: '/api/users/v1/marketing-consent',
      headers: headers(M, token),
      ...(payload ? { payload } : {}),
    });
  const campaigns = (method: 'GET' | 'POST', path = '', payload?: object, token = manager) =>
    server.call({
      method,
      url: `/api/ops/v1/campaigns${path}`,
      headers: headers(M, token),
      ...(payload ? { payload } : {}),
    });
  const create = async (payload: object) => {
    const res = await campaigns('POST', '', { name: 'Plov Friday', segment: 'ALL', ...payload });
    expect(res.status).toBe(201);
    return res.body as { id: number; audience: { total: number; byLanguage: Record<string, number> } };
  };
  const toChat = (chat: number) => bot.sent.filter((m) => m.body.chat_id === String(chat));

  beforeAll(async () => {
    apiUrl = await bot.start();
    await push.start();
    const env = { TELEGRAM_API_URL: apiUrl, BOT_SEND_TICK_MS: '0', ...TEST_VAPID };
    server = await startTestServer(kind, env);
    if (kind === 'postgres') sibling = await startTestServer(kind, env, server);
    manager = (await login(server, M, MANAGER, '10.47.0.1', '/api/ops/v1')).token;
  });
  afterAll(async () => {
    await sibling?.close();
    await server.close();
    await bot.close();
    await push.close();
  });
  beforeEach(() => {
    bot.sent.length = 0;
    bot.answers.length = 0;
    push.received.length = 0;
  });

  it("keeps a customer's agreement per channel, off until given; only the customer reads or changes it", async () => {
    const { token } = await login(server, M, '998904700001', '10.47.0.2');
    expect((await consent(token)).body).toEqual({ telegram: false, push: false, sms: false });
    const given = await consent(token, { sms: true, source: 'CHECKOUT' });
    expect(given.body).toEqual({ telegram: false, push: false, sms: true });
    expect((await consent(token, { sms: false, push: true })).body).toEqual({
      telegram: false,
      push: true,
      sms: false,
    });
    expect((await consent(token, { sms: 'yes' })).status).toBe(400);
    expect((await consent(token, { email: true })).status).toBe(400);
    expect(
      (await server.call({ method: 'GET', url: '/api/users/v1/marketing-consent', headers: headers(M) }))
        .status,
    ).toBe(401);
  });

  it('sends a Telegram campaign once to each customer who agreed, through two senders and one that died mid-send; /stop and the others get nothing', async () => {
    const agreed = [4701, 4702, 4703];
    const tokens: string[] = [];
    for (const id of agreed) {
      const { token } = await botLogin(server, id, 'ru');
      await consent(token, { telegram: true, source: 'CHECKOUT' });
      tokens.push(token);
    }
    await botLogin(server, 4704, 'ru'); // never agreed
    const quitter = await botLogin(server, 4705, 'ru');
    await consent(quitter.token, { telegram: true });
    const agreedOnWeb = await login(server, M, '998904700002', '10.47.0.3'); // no Telegram chat
    await consent(agreedOnWeb.token, { telegram: true });

    // /stop in the bot: Telegram's update with the webhook's secret withdraws the consent
    const update = {
      update_id: 1,
      message: { message_id: 9, text: '/stop', chat: { id: 4705 }, from: { id: 4705, language_code: 'ru' } },
    };
    const forged = await server.call({
      method: 'POST',
      url: '/api/callbacks/telegram/demo',
      headers: { 'x-telegram-bot-api-secret-token': 'guess' },
      payload: update,
    });
    expect(forged.status).toBe(401);
    const stop = await server.call({
      method: 'POST',
      url: '/api/callbacks/telegram/demo',
      headers: { 'x-telegram-bot-api-secret-token': webhookSecret(BOT) },
      payload: update,
    });
    expect(stop.status).toBe(200);
    expect(stop.body).toMatchObject({ method: 'sendMessage', chat_id: 4705 });
    expect((await consent(quitter.token)).body.telegram).toBe(false);

    const draft = await create({
      channel: 'telegram',
      text: { ru: 'Новый плов по пятницам', uz: 'Juma kuni yangi palov' },
      promoCode: 'WELCOME',
    });
    expect(draft.audience.total).toBe(3);
    expect(draft.audience.byLanguage).toEqual({ uz: 3, ru: 0, en: 0 });
    expect((await campaigns('POST', `/${draft.id}/send`)).body.status).toBe('SENDING');
    expect((await campaigns('POST', `/${draft.id}/send`)).status).toBe(409);

    // a process claims the rows and dies before sending: nothing goes until its lease ends
    const now = new Date();
    expect((await claimDue(server.db, 'campaign_messages', now)).length).toBe(3);
    expect(await Promise.all([send(now), send(now, true)])).toEqual([0, 0]);
    const later = new Date(now.getTime() + 2 * MINUTE);
    const [a, b] = await Promise.all([send(later), send(later, true)]);
    expect(a + b).toBe(3);
    await Promise.all([
      send(new Date(later.getTime() + 20 * MINUTE)),
      send(new Date(later.getTime() + 20 * MINUTE), true),
    ]);

    for (const id of agreed) {
      const messages = toChat(id);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.token).toBe(BOT);
      expect(messages[0]?.body.text).toContain('WELCOME');
      expect(messages[0]?.body.text).toContain('/stop');
    }
    expect(toChat(4704)).toEqual([]);
    expect(toChat(4705)).toEqual([]);
    expect(bot.sent).toHaveLength(3);

    // the button's link counts the open, once per customer
    const button = toChat(4701)[0]?.body.reply_markup.inline_keyboard[0][0].web_app.url as string;
    const path = new URL(button).pathname;
    expect(path).toMatch(/^\/c\//);
    expect((await server.call({ method: 'GET', url: path })).status).toBe(302);
    await server.call({ method: 'GET', url: path });
    // the one who followed it orders: its result; one who ordered without its link or promo is not
    await placePickUpOrder(server, M, tokens[0] as string);
    await placePickUpOrder(server, M, tokens[1] as string);
    const result = await campaigns('GET', `/${draft.id}`);
    expect(result.body.status).toBe('DONE');
    expect(result.body.results).toEqual({
      recipients: 3,
      sent: 3,
      delivered: 3,
      failed: 0,
      opened: 1,
      orders: 1,
    });
  });

  it('sends web push and SMS campaigns only to the customers who agreed on that channel, each with its stop link', async () => {
    const yes = await login(server, M, '998904700003', '10.47.0.4');
    const no = await login(server, M, '998904700004', '10.47.0.5');
    const browsers = { yes: subscriber(push.endpoint('yes')), no: subscriber(push.endpoint('no')) };
    for (const [who, token] of [
      ['yes', yes.token],
      ['no', no.token],
    ] as const)
      expect(
        (
          await server.call({
            method: 'POST',
            url: '/api/users/v1/push-subscriptions',
            headers: headers(M, token),
            payload: browsers[who].json,
          })
        ).status,
      ).toBe(201);
    await consent(yes.token, { push: true, sms: true });
    await consent(no.token, { push: false, sms: false });

    const byPush = await create({ channel: 'push', text: { eng: 'New plov on Fridays' } });
    await campaigns('POST', `/${byPush.id}/send`);
    while ((await send()) > 0);
    expect(push.received.map((p) => p.path)).toEqual(['/push/yes']);
    const shown = JSON.parse(browsers.yes.decrypt(push.received[0]?.body as Buffer));
    expect(shown.text).toContain('New plov on Fridays');
    expect(shown.text).toMatch(/https:\/\/demo\.dasturxon\.uz\/u\/\S+/);

    const bySms = await create({ channel: 'sms', text: { uz: 'Juma kuni yangi palov' } });
    await campaigns('POST', `/${bySms.id}/send`);
    while ((await send()) > 0);
    const outbox = async (phone: string) =>
      (
        (await server.call({ method: 'GET', url: `/api/dev/v1/sms-outbox?phone=${phone}` })).body as {
          text: string;
        }[]
      )
        .map((m) => m.text)
        .filter((t) => t.includes('palov'));
    const [text] = await outbox('998904700003');
    expect(text).toContain('Juma kuni yangi palov');
    expect(await outbox('998904700004')).toEqual([]);

    // the SMS's stop link asks first (GET changes nothing), then withdraws the SMS consent only
    const link = new URL(/https:\/\/\S+\/u\/\S+/.exec(text as string)?.[0] as string).pathname;
    expect((await server.call({ method: 'GET', url: link })).status).toBe(200);
    expect((await consent(yes.token)).body).toEqual({ telegram: false, push: true, sms: true });
    expect((await server.call({ method: 'POST', url: link })).status).toBe(200);
    expect((await consent(yes.token)).body).toEqual({ telegram: false, push: true, sms: false });
    expect((await campaigns('GET', `/${bySms.id}`)).body.results).toMatchObject({ recipients: 1, sent: 1 });
  });

  it("keeps under Telegram's 30 messages a second per bot with two senders at once, waits out a 429, and sends a picture as a photo", async () => {
    const chats = Array.from({ length: 40 }, (_, i) => 4800 + i);
    for (const id of chats) {
      const { token } = await botLogin(server, id, 'uz');
      await consent(token, { telegram: true });
    }
    const draft = await create({
      channel: 'telegram',
      segment: 'ALL',
      text: { uz: 'Yangi lavash' },
      picture: 'https://cdn.dasturxon.uz/demo/lavash.jpg',
    });
    await campaigns('POST', `/${draft.id}/send`);
    // Telegram refuses one message: wait 1 s (its retry_after), then it goes
    bot.answers.push({
      status: 429,
      body: { ok: false, error_code: 429, description: 'Too Many Requests', parameters: { retry_after: 1 } },
    });
    const senders = async (other: boolean) => {
      while ((await send(new Date(), other)) > 0);
    };
    await Promise.all([senders(false), senders(true)]);
    // the refused one goes once its wait is over
    await expect
      .poll(
        async () => {
          await send();
          return chats.filter((id) => toChat(id).length > 0).length;
        },
        { timeout: 15_000 },
      )
      .toBe(chats.length);
    for (const id of chats) expect(toChat(id)).toHaveLength(1);
    const photos = bot.sent.filter((m) => chats.includes(Number(m.body.chat_id)));
    expect(photos.every((m) => m.method === 'sendPhoto' && m.body.photo.endsWith('lavash.jpg'))).toBe(true);
    expect(photos[0]?.body.caption).toContain('Yangi lavash');
    // no second, however cut, holds more than 30 of the bot's messages
    const times = photos.map((m) => m.at).sort((a, b) => a - b);
    const busiest = Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + 1000).length));
    expect(busiest).toBeLessThanOrEqual(30);
  });

  it('holds a paused campaign until it is sent again; refuses bad campaigns and other roles', async () => {
    const { token } = await botLogin(server, 4710, 'uz');
    await consent(token, { telegram: true });
    const draft = await create({ channel: 'telegram', text: { uz: 'Yangi somsa' } });
    await campaigns('POST', `/${draft.id}/send`);
    expect((await campaigns('POST', `/${draft.id}/pause`)).body.status).toBe('PAUSED');
    while ((await send()) > 0);
    expect(toChat(4710)).toEqual([]);
    expect((await campaigns('POST', `/${draft.id}/send`)).body.status).toBe('SENDING');
    while ((await send()) > 0);
    expect(toChat(4710)).toHaveLength(1);

    // a campaign for later waits for its time, then goes
    const sendAt = new Date(Date.now() + 60 * MINUTE);
    const later = await create({
      channel: 'telegram',
      text: { uz: 'Ertaga yangi somsa' },
      sendAt: sendAt.toISOString(),
    });
    expect((await campaigns('POST', `/${later.id}/send`)).body.status).toBe('SCHEDULED');
    while ((await send()) > 0);
    expect(toChat(4710)).toHaveLength(1);
    while ((await send(new Date(sendAt.getTime() + 1000))) > 0);
    expect(toChat(4710).map((m) => m.body.text)).toEqual([
      expect.stringContaining('Yangi somsa'),
      expect.stringContaining('Ertaga yangi somsa'),
    ]);

    const operator = (await login(server, M, '998900000001', '10.47.0.6', '/api/ops/v1')).token;
    expect((await campaigns('GET', '', undefined, operator)).status).toBe(403);
    for (const bad of [
      { channel: 'sms', text: { uz: 'x' }, picture: 'https://cdn.example/p.jpg' },
      { channel: 'telegram', text: { uz: 'x' }, promoCode: 'NO-SUCH-CODE' },
      { channel: 'telegram', text: {} },
      { channel: 'fax', text: { uz: 'x' } },
      { channel: 'telegram', text: { uz: 'x'.repeat(1001) } },
    ]) {
      const res = await campaigns('POST', '', { name: 'Bad', segment: 'ALL', ...bad });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});
