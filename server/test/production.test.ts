import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { developmentBotToken, signInitData } from '../auth/telegram';
import { readConfig } from '../config';
import { nowSeconds } from './telegram-support';
import { productionProblems } from '../production-check';
import { headers, startTestServer, TEST_VAPID, type TestServer } from './harness';

describe('production settings', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer('pglite', { NODE_ENV: 'production' });
  });
  afterAll(() => production.close());

  it('refuses to start with a development bot token or the published development payment keys', async () => {
    const problems = await productionProblems(production.db);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"demo" has the Telegram bot on but a development bot token'),
        expect.stringContaining('"demo" has the development paymeKey'),
        expect.stringContaining('"osh" has the development clickSecretKey'),
        expect.stringContaining('"night" has the development uzumPassword'),
      ]),
    );
    // demo takes Payme, Click and Uzum: without Click's keys production does not start
    await production.db
      .updateTable('merchants')
      .set({ secrets: JSON.stringify({ paymeMerchantId: 'real-m', paymeKey: 'real-k' }) })
      .where('sub', '=', 'demo')
      .execute();
    expect(await productionProblems(production.db)).toEqual(
      expect.arrayContaining([
        'merchant "demo" takes Click payments but has no clickSecretKey: set it in merchant.json or turn clickActive off',
      ]),
    );
    for (const sub of ['demo', 'osh', 'night'])
      await production.db
        .updateTable('merchants')
        .set({
          secrets: JSON.stringify({
            botToken: `8123456789:real-token-of-${sub}`,
            paymeMerchantId: `payme-id-of-${sub}`,
            paymeKey: 'k3y-from-payme',
            clickServiceId: '4101',
            clickMerchantId: '5101',
            clickMerchantUserId: '7101',
            clickSecretKey: 'k3y-from-click',
            uzumServiceId: '6101',
            uzumLogin: 'login-from-uzum',
            uzumPassword: 'k3y-from-uzum',
          }),
        })
        .where('sub', '=', sub)
        .execute();
    expect(await productionProblems(production.db)).toEqual([]);
    // texting every customer needs the merchant's gateway and its sender name
    await production.db.updateTable('merchants').set({ status_sms: true }).where('sub', '=', 'osh').execute();
    expect(await productionProblems(production.db)).toEqual([
      'merchant "osh" texts its customers (statusSms) but has no smsUsername, smsPassword or smsSender: set them in merchant.json or turn statusSms off',
    ]);
    await production.db
      .updateTable('merchants')
      .set({ status_sms: false })
      .where('sub', '=', 'osh')
      .execute();
  });

  it('trusts no seeded development bot token, whether the bot is on or off', async () => {
    // a fresh process: the secrets below are what it reads first
    const server = await startTestServer('pglite', { NODE_ENV: 'production' });
    try {
      const login = (merchantId: number, token: string) =>
        server.call({
          method: 'POST',
          url: '/api/webbot/v1/users/auth',
          headers: headers(merchantId),
          payload: {
            initData: signInitData(
              { user: JSON.stringify({ id: 4242, first_name: 'Aziz' }), auth_date: nowSeconds() },
              token,
            ),
          },
        });
      // demo: bot off, its published development token kept; osh: a real token
      await server.db
        .updateTable('merchants')
        .set({ settings: sql`settings || '{"telegramBotActive": false}'::jsonb` })
        .where('sub', '=', 'demo')
        .execute();
      await server.db
        .updateTable('merchants')
        .set({ secrets: JSON.stringify({ botToken: '8123456789:real-token-of-osh' }) })
        .where('sub', '=', 'osh')
        .execute();
      expect((await login(1, developmentBotToken('demo'))).status).toBe(401);
      expect((await login(2, '8123456789:real-token-of-osh')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('answers a code request with 503 when the merchant has no SMS gateway login: nothing is pretended', async () => {
    const res = await production.call({
      method: 'POST',
      url: '/api/users/v1/auth/otp',
      headers: headers(1),
      payload: { phone: '998909100001' },
    });
    expect([res.status, res.body.code]).toEqual([503, 'SMS_UNAVAILABLE']);
    expect(res.body.description.uz).toBeTruthy();
  });

  it('refuses a development clock: production reads the real time', () => {
    expect(() => readConfig({ NODE_ENV: 'production', DEV_CLOCK: 'demo=13:00', ...TEST_VAPID })).toThrow(
      'DEV_CLOCK',
    );
  });

  it('refuses web push without its keys (a pair made up here would change with every machine)', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow('VAPID_PUBLIC_KEY');
    expect(readConfig({ NODE_ENV: 'production', WEB_PUSH: 'off' }).webPush).toBeNull();
    expect(readConfig({ NODE_ENV: 'production', ...TEST_VAPID }).webPush).toEqual({
      publicKey: TEST_VAPID.VAPID_PUBLIC_KEY,
      privateKey: TEST_VAPID.VAPID_PRIVATE_KEY,
      subject: TEST_VAPID.VAPID_SUBJECT,
    });
    // development keeps one pair of its own
    expect(readConfig({}).webPush).toBe('generate');
  });

  it('answers 404 on every development route', async () => {
    const outbox = await production.call({ method: 'GET', url: '/api/dev/v1/sms-outbox?phone=998901234567' });
    const advance = await production.call({
      method: 'POST',
      url: '/api/dev/v1/orders/1/advance',
      headers: headers(1),
    });
    const geocode = await production.call({
      method: 'GET',
      url: '/api/dev/v1/geocode?latitude=41.3115&longitude=69.2795&lang=uz',
    });
    expect([outbox.status, advance.status, geocode.status]).toEqual([404, 404, 404]);
  });

  it('tells browsers to use HTTPS only (HSTS), on pages and API answers alike', async () => {
    const api = await production.call({ method: 'GET', url: '/api/users/v1/branches', headers: headers(1) });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('client addresses', () => {
  const sendFrom = (server: TestServer, phone: string) =>
    server.call({
      method: 'POST',
      url: '/api/users/v1/auth/otp',
      headers: { ...headers(1), 'x-forwarded-for': '203.0.113.7' },
      payload: { phone },
      remoteAddress: '10.20.0.1',
    });
  const ipOf = async (server: TestServer, phone: string) =>
    (
      await server.db
        .selectFrom('otp_codes')
        .select('ip')
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow()
    ).ip;

  it('believe X-Forwarded-For only from the proxy TRUST_PROXY names', async () => {
    const direct = await startTestServer('pglite');
    const proxied = await startTestServer('pglite', { TRUST_PROXY: '10.20.0.1' });
    try {
      await sendFrom(direct, '998909100002');
      await sendFrom(proxied, '998909100003');
      expect(await ipOf(direct, '998909100002')).toBe('10.20.0.1');
      expect(await ipOf(proxied, '998909100003')).toBe('203.0.113.7');
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});
