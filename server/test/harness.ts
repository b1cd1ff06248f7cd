import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, imagesDir, type AppOptions } from '../app';
import webpush from 'web-push';
import { readConfig } from '../config';
import { migrate, openDatabase, type Db } from '../db/database';
import { OrderEvents } from '../orders/events';
import { FAKE_SUBSCRIBE_PATH } from '../payments/fake-payme-subscribe';
import { seedIfEmpty } from '../seed/seed';
import { seededPglite } from './pglite-template';
import { copyOfTemplate } from './postgres-template';
import { diskStore } from '../cdn/storage';

/** An HTTP address that hands Payme Subscribe calls to the app's development stand-in. */
async function subscribeProxy(app: () => FastifyInstance) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on(
      'end',
      () =>
        void app()
          .inject({
            method: 'POST',
            url: FAKE_SUBSCRIBE_PATH,
            headers: { 'content-type': 'application/json', 'x-auth': String(req.headers['x-auth'] ?? '') },
            payload: body,
          })
          .then((answer) =>
            res.writeHead(answer.statusCode, { 'content-type': 'application/json' }).end(answer.body),
          ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${FAKE_SUBSCRIBE_PATH}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Server tests run on PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set
 * (each test server gets its own database there, copied from a migrated, seeded template).
 */
/** A time of day at which each demo merchant's branches are open (see README, DEV_CLOCK). */
/** Production will not start with web push on and no keys: the tests' own pair. */
const vapidPair = webpush.generateVAPIDKeys();
export const TEST_VAPID = {
  VAPID_PUBLIC_KEY: vapidPair.publicKey,
  VAPID_PRIVATE_KEY: vapidPair.privateKey,
  VAPID_SUBJECT: 'mailto:tests@dasturxon.uz',
};

export const OPEN_CLOCK = 'demo=13:00,osh=12:00,night=20:00';

export const DATABASES: string[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  events: OrderEvents;
  /** the PostgreSQL schema this server's tables live in */
  schema: string | undefined;
  /** PostgreSQL: the database this server (and its siblings) use, dropped when it closes */
  database: Awaited<ReturnType<typeof copyOfTemplate>> | undefined;
  call(options: InjectOptions): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function startTestServer(
  kind: string,
  env: Record<string, string> = {},
  /** a second server process on the first one's database (PostgreSQL), as behind a load balancer */
  sibling?: TestServer,
  /** where its log lines go (a test reading them) */
  logger?: AppOptions['logger'],
): Promise<TestServer> {
  // Payme's Subscribe API: the development server's own stand-in, reached over HTTP as Payme is
  const subscribe = await subscribeProxy(() => app);
  const config = readConfig({
    PAYME_API_URL: subscribe.url,
    DATA_DIR: 'memory://',
    // the POS outbox is sent by the tests that test it (sendDuePosOrders), not on a timer
    POS_TICK_MS: '0',
    CDN_CACHE_DIR: `.cache/cdn-test-${process.pid}`,
    // the demo merchants open whatever the hour the tests run at (their hours are tested on their own)
    ...(env.NODE_ENV === 'production' ? TEST_VAPID : { DEV_CLOCK: OPEN_CLOCK }),
    ...env,
  });
  const owner = !sibling;
  // PostgreSQL: a database of its own, copied from the migrated, seeded template; a sibling
  // shares its first server's
  const database =
    kind === 'postgres'
      ? (sibling?.database ??
        (await copyOfTemplate(process.env.TEST_DATABASE_URL as string, imagesDir(config))))
      : undefined;
  const schema = database?.schema;
  const db = openDatabase({
    databaseUrl: database?.url,
    dataDir: 'memory://',
    ...(schema ? { pgSchema: schema } : {}),
    // PGlite starts from a migrated, seeded dump (migrate and seed below then find nothing to do)
    ...(kind === 'pglite' ? { pgliteFrom: await seededPglite(imagesDir(config)) } : {}),
  });
  if (owner) {
    // both start migrated and seeded: these find nothing to do, as a restarted server would
    await migrate(db, schema);
    await seedIfEmpty(db, { pictures: diskStore(imagesDir(config)) });
  }
  // each test server's database has its own event channel, as each deployment has its own database
  const events = database
    ? await OrderEvents.shared(database.url, `order_events_${schema}`)
    : OrderEvents.local();
  // with DIST_DIR the server also answers the storefront's pages from that build
  const { app } = await buildApp({
    config,
    db,
    events,
    serveSpa: Boolean(env.DIST_DIR),
    simulator: false,
    ...(schema ? { dbSchema: schema } : {}),
    ...(logger ? { logger } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    events,
    schema,
    database,
    async call(options) {
      const res = await app.inject(options);
      let body: unknown = res.body;
      try {
        body = res.body ? JSON.parse(res.body) : undefined;
      } catch {
        /* not JSON */
      }
      return { status: res.statusCode, body, headers: res.headers };
    },
    async close() {
      await subscribe.close();
      await app.close();
      await events.close();
      await db.destroy();
      if (database && owner) await database.drop();
    },
  };
}

/** Logs a phone in through the real OTP flow, reading the code from the development outbox. */
export async function login(
  server: TestServer,
  merchantId: number,
  phone: string,
  ip = '10.0.0.1',
  /** '/api/ops/v1' logs a staff member in */
  base = '/api/users/v1',
) {
  const sent = await server.call({
    method: 'POST',
    url: `${base}/auth/otp`,
    headers: { 'x-merchant-id': String(merchantId) },
    payload: { phone },
    remoteAddress: ip,
  });
  if (sent.status !== 200) throw new Error(`otp send: ${sent.status} ${JSON.stringify(sent.body)}`);
  const outbox = await server.call({ method: 'GET', url: `/api/dev/v1/sms-outbox?phone=${phone}` });
  const code = outbox.body[0].code as string;
  const verified = await server.call({
    method: 'POST',
    url: `${base}/auth/otp/verify`,
    headers: { 'x-merchant-id': String(merchantId) },
    payload: { phone, code },
  });
  if (verified.status !== 200) throw new Error(`otp verify: ${verified.status}`);
  return {
    token: verified.body.token as string,
    user: verified.body.user as { id: number; phone: string },
    staff: verified.body.staff as { id: number; role: string },
  };
}

export const headers = (merchantId: number, token?: string) => ({
  'x-merchant-id': String(merchantId),
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** The desk moves an order on, as its board's buttons do (a cancel with its reason). */
export const moveOrder = (
  server: TestServer,
  merchantId: number,
  token: string,
  id: number,
  status: string,
  reason?: string,
) =>
  server.call({
    method: 'POST',
    url: `/api/ops/v1/orders/${id}/status`,
    headers: headers(merchantId, token),
    payload: reason ? { status, reason } : { status },
  });

/**
 * Opens a server-sent event stream on a real socket (inject waits for the end, and a merchant's
 * stream never ends): `until` reads on until a condition holds of the text so far.
 */
export async function openStream(server: TestServer, url: string) {
  const address = await server.app
    .listen({ port: 0, host: '127.0.0.1' })
    .catch(() => server.app.listeningOrigin);
  const abort = new AbortController();
  const res = await fetch(`${address}${url}`, { signal: abort.signal });
  const reader = res.ok && res.body ? res.body.pipeThrough(new TextDecoderStream()).getReader() : null;
  let text = '';
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    async until(done: (text: string) => boolean): Promise<string> {
      while (reader && !done(text)) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += chunk.value;
      }
      return text;
    },
    close: () => abort.abort(),
  };
}
