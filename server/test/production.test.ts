import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { developmentBotToken, signInitData } from '../auth/telegram';
import { DEV_ADMIN_API_KEY, readConfig } from '../config';
import { zipOf } from './folder-zip';
import { nowSeconds } from './telegram-support';
import { isPublicCredential, merchantProblems, productionProblems } from '../credentials/production-check';
import { PUBLISHED_CREDENTIALS } from '../credentials/published.gen';
import { realSecrets, unpublished } from './real-secrets';
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
        expect.stringContaining('"demo" has the development botToken'),
        expect.stringContaining('"demo" has the development paymeKey'),
        expect.stringContaining('"osh" has the development clickSecretKey'),
        expect.stringContaining('"night" has the development uzumPassword'),
      ]),
    );
    // demo takes Payme, Click and Uzum: without Click's keys production does not start
    await production.db
      .updateTable('merchants')
      .set({ secrets: JSON.stringify({ paymeMerchantId: 'real-m', paymeKey: unpublished() }) })
      .where('sub', '=', 'demo')
      .execute();
    expect(await productionProblems(production.db)).toEqual(
      expect.arrayContaining([
        'merchant "demo" takes Click payments but has no clickSecretKey: set it in merchant.json or turn clickActive off',
        'merchant "demo" has the Telegram bot on but no bot token: set its botToken in merchant.json',
      ]),
    );
    for (const sub of ['demo', 'osh', 'night'])
      await production.db
        .updateTable('merchants')
        .set({ secrets: JSON.stringify(realSecrets()) })
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

  it('refuses every credential written in this repository, and any of its development patterns', () => {
    expect(PUBLISHED_CREDENTIALS.size).toBeGreaterThan(12);
    for (const value of PUBLISHED_CREDENTIALS) expect(isPublicCredential(value)).toBe(true);
    for (const value of [
      'cafe-payme-key',
      'cafe-click-secret',
      'cafe-uzum-password',
      '7000000000:cafe-development-bot-token',
    ])
      expect(isPublicCredential(value)).toBe(true);
    expect(isPublicCredential(unpublished())).toBe(false);
    // under any key: a demo key pasted as another merchant's key is as public
    expect(
      merchantProblems({
        sub: 'cafe',
        settings: {},
        secrets: { smsPassword: 'demo-payme-key', paymeMerchantId: '10001' },
        statusSms: false,
      }),
    ).toEqual([expect.objectContaining({ path: '/secrets/smsPassword' })]);
  });

  it('trusts no seeded development bot token, whether the bot is on or off', async () => {
    // a fresh process: the secrets below are what it reads first
    const oshToken = `8123456789:${unpublished()}`;
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
        .set({ secrets: JSON.stringify({ botToken: oshToken }) })
        .where('sub', '=', 'osh')
        .execute();
      expect((await login(1, developmentBotToken('demo'))).status).toBe(401);
      expect((await login(2, oshToken)).status).toBe(200);
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
    const backdate = await production.call({
      method: 'POST',
      url: '/api/dev/v1/orders/1/backdate',
      headers: headers(1),
      payload: { days: 40 },
    });
    expect([outbox.status, advance.status, geocode.status, backdate.status]).toEqual([404, 404, 404, 404]);
  });

  it('tells browsers to use HTTPS only (HSTS), on pages and API answers alike', async () => {
    const api = await production.call({ method: 'GET', url: '/api/users/v1/branches', headers: headers(1) });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('publishing to a production server', () => {
  const key = unpublished();
  let production: TestServer;
  let development: TestServer;
  beforeAll(async () => {
    production = await startTestServer('pglite', { NODE_ENV: 'production', ADMIN_API_KEY: key });
    development = await startTestServer('pglite');
  });
  afterAll(async () => {
    await production.close();
    await development.close();
  });
  const publish = (server: TestServer, sub: string, zip: Buffer, adminKey: string, query = '') =>
    server.call({
      method: 'PUT',
      url: `/api/admin/v1/merchants/${sub}/config${query}`,
      headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/zip' },
      payload: zip,
    });
  /** A demo merchant's folder copied for a new restaurant, as the onboarding guide says: a new sub. */
  const copyOf = (demo: string, sub: string, secrets?: Record<string, string>) =>
    zipOf(`server/seed/${demo}`, {
      'merchant.json': (m: any) => ({ ...m, sub, ...(secrets ? { secrets } : {}) }),
    });

  for (const demo of ['demo', 'osh', 'night']) {
    it(`refuses a folder copied from ${demo} with its public keys (422, nothing written); takes it with real ones`, async () => {
      const sub = `copy-of-${demo}`;
      for (const query of ['?dryRun=true', '']) {
        const refused = await publish(production, sub, copyOf(demo, sub), key, query);
        expect(refused.status).toBe(422);
        expect(refused.body.code).toBe('PRODUCTION_REFUSED');
        expect(refused.body.description.ru).toContain('ничего не изменено');
        const paths = refused.body.problems.map((p: { path: string }) => p.path);
        expect(paths).toEqual(
          expect.arrayContaining([
            '/secrets/botToken',
            '/secrets/paymeKey',
            '/secrets/clickSecretKey',
            '/secrets/uzumPassword',
          ]),
        );
        expect(refused.body.problems[0]).toMatchObject({
          file: 'merchant.json',
          message: expect.stringContaining(sub),
        });
      }
      const written = await production.db
        .selectFrom('merchants')
        .select('id')
        .where('sub', '=', sub)
        .execute();
      expect(written).toEqual([]);
      // a key missing is refused as the start check would: Click on, no Click secret
      const { clickSecretKey: _dropped, ...withoutClick } = realSecrets();
      const missing = await publish(production, sub, copyOf(demo, sub, withoutClick), key);
      expect(missing.status).toBe(422);
      expect(missing.body.problems.map((p: { path: string }) => p.path)).toContain('/secrets/clickSecretKey');
      // its own keys: published, and production would start with it
      const taken = await publish(production, sub, copyOf(demo, sub, realSecrets()), key);
      expect(taken.status).toBe(200);
      const row = await production.db
        .selectFrom('merchants')
        .select(['sub', 'settings', 'secrets', 'status_sms'])
        .where('sub', '=', sub)
        .executeTakeFirstOrThrow();
      expect(merchantProblems({ ...row, statusSms: row.status_sms })).toEqual([]);
    });

    it(`a folder copied from ${demo} that reached the database another way stops production's start`, async () => {
      const sub = `dev-copy-of-${demo}`;
      // development publishes it (its keys are the development ones on purpose)
      expect((await publish(development, sub, copyOf(demo, sub), DEV_ADMIN_API_KEY)).status).toBe(200);
      const problems = await productionProblems(development.db);
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringContaining(`"${sub}" has the development paymeKey`),
          expect.stringContaining(`"${sub}" has the development botToken`),
        ]),
      );
    });
  }

  it('refuses to start with the development admin key: anyone could publish', () => {
    expect(() =>
      readConfig({ NODE_ENV: 'production', ADMIN_API_KEY: DEV_ADMIN_API_KEY, ...TEST_VAPID }),
    ).toThrow('ADMIN_API_KEY');
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
