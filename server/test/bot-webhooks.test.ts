import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerBotWebhooks } from '../campaigns/bot-webhooks';
import { webhookSecret } from '../campaigns/routes';
import { startTestServer, type TestServer } from './harness';
import { fakeBotApi } from './telegram-support';

const bot = fakeBotApi();
let server: TestServer;
let botUrl: string;
beforeAll(async () => {
  botUrl = await bot.start();
  server = await startTestServer('pglite');
});
afterAll(async () => {
  await server.close();
  await bot.close();
});

it("each merchant bot is told to send its updates to the merchant's storefront, with a secret our webhook accepts", async () => {
  const subs = await registerBotWebhooks(server.db, {
    telegramApiUrl: botUrl,
    storefrontUrl: 'https://{sub}.dasturxon.uz',
  });
  const merchants = await server.db.selectFrom('merchants').select(['sub', 'secrets']).execute();
  const withBots = merchants.filter((m) => m.secrets.botToken);
  expect(subs.sort()).toEqual(withBots.map((m) => m.sub).sort());
  const demo = withBots.find((m) => m.sub === 'demo');
  const token = demo?.secrets.botToken as string;
  const call = bot.sent.find((s) => s.method === 'setWebhook' && s.token === token);
  expect(call?.body).toEqual({
    url: 'https://demo.dasturxon.uz/api/callbacks/telegram/demo',
    secret_token: webhookSecret(token),
    allowed_updates: ['message'],
  });
  // Telegram posting an update with that secret is heard; without it, refused
  const update = { message: { text: '/start', chat: { id: 5 }, from: { id: 5 } } };
  const heard = await server.call({
    method: 'POST',
    url: '/api/callbacks/telegram/demo',
    headers: { 'x-telegram-bot-api-secret-token': call?.body.secret_token },
    payload: update,
  });
  expect(heard.status).toBe(200);
  const forged = await server.call({
    method: 'POST',
    url: '/api/callbacks/telegram/demo',
    headers: { 'x-telegram-bot-api-secret-token': 'guess' },
    payload: update,
  });
  expect(forged.status).toBe(401);
});

it('a bot Telegram refuses is skipped and said, the others still set', async () => {
  bot.answers.push({ status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } });
  const subs = await registerBotWebhooks(server.db, {
    telegramApiUrl: botUrl,
    storefrontUrl: 'https://{sub}.dasturxon.uz',
  });
  const withBots = (await server.db.selectFrom('merchants').select(['secrets']).execute()).filter(
    (m) => m.secrets.botToken,
  );
  expect(subs).toHaveLength(withBots.length - 1);
});
