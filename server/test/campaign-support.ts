import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { sendDueCampaignMessages } from '../campaigns/sender';
import { fakePushService } from './fake-push';
import { headers, login, startTestServer, TEST_VAPID, type TestServer } from './harness';
import { fakeBotApi } from './telegram-support';

export const M = 1; // demo
const MANAGER = '998901110047';

/**
 * The campaign tests' world: a server (and on PostgreSQL a second process on its database), the
 * fake Bot API and push service, the demo manager, and the calls the tests make.
 */
export function campaignWorld(kind: string) {
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

  return {
    bot,
    push,
    send,
    consent,
    campaigns,
    create,
    toChat,
    get server() {
      return server;
    },
  };
}
