import { sql } from 'kysely';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { log } from './log';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { parse } from 'yaml';
import { createHandlers } from './api/handlers';
import { registerCdn } from './cdn/cdn';
import { registerPictureUpload } from './cdn/picture-upload';
import { diskStore, s3Store, type PictureStore } from './cdn/storage';
import type { ServerConfig } from './config';
import { migrate, openDatabase, type Db } from './db/database';
import { endEventStreamsOnClose } from './http/event-stream';
import { answerClientError, registerBodyRules } from './http/body-rules';
import { fail, HttpError } from './http/errors';
import { ROOT } from './paths';
import { isDatabaseUnavailable } from './db/unavailable';
import { withRequestId } from './http/request-id';
import { MerchantCache, resolveMerchant, resolveStaff, resolveUser } from './http/security';
import { registerSecurityHeaders } from './http/security-headers';
import { keepOrderFacts } from './orders/order-facts';
import { keepCustomerSessions } from './http/customer-sessions';
import { registerClick } from './payments/click';
import { registerPayme } from './payments/payme';
import { registerUzum } from './payments/uzum';
import { registerAdminApi } from './admin/admin-api';
import { registerSchemaCompilers } from './http/schema-compilers';
import { OrderEvents } from './orders/events';
import { seedIfEmpty } from './seed/seed';
import { registerEskizReports } from './notify/eskiz-reports';
import { registerFakeSubscribe } from './payments/fake-subscribe-route';
import { registerPos } from './pos/register';
import { registerPosWebhooks } from './api/pos-webhooks';
import { registerCampaignRoutes } from './campaigns/routes';
import { registerCampaignSmsReports } from './campaigns/sms-reports';
import { posDeps } from './pos/deps';
import { registerHealth } from './http/health';
import { registerMetrics, watchPool, watchStalls } from './metrics';
import { registerTlsAsk } from './http/tls-ask';
import { startBackgroundJobs } from './background-jobs';
// couriers and delivery
import { registerCourierManifest } from './courier-pwa';
import { FAKE_YANDEX_PATH, FakeYandex } from './delivery/yandex/fake-yandex';
import type { Bootstrap } from '../src/api/bootstrap';
import { registerSpa, tenantKey, type TenantPage } from './spa';
import { registerPwa } from './pwa';
import { pageMeta, sitemapXml } from './seo';
import { loadFirstScreen } from './first-screen';
import { CARD_IMAGE, imageUrl } from '../src/domain/images';
import { toMerchant, toSettings } from '../src/catalog/mappers';
import { layoutIsValid } from '../src/onboarding/config';

type TenantPageOf = (tenant: { host: string; sub: string }) => Promise<TenantPage | null>;

/** A merchant's layout checked once per document (a changed merchant is a new row object). */
const checkedLayouts = new WeakMap<object, boolean>();
function checkedLayout(layout: unknown): boolean {
  if (typeof layout !== 'object' || layout === null) return false;
  let valid = checkedLayouts.get(layout);
  if (valid === undefined) checkedLayouts.set(layout, (valid = layoutIsValid(layout)));
  return valid;
}

export const CONTRACT = join(ROOT, 'openapi', 'storefront.yaml');

/**
 * The contract, parsed once a process (parsing its YAML is a quarter of an app's start-up, and the
 * server tests build a hundred apps); each app gets a copy of its own to register.
 */
let parsedContract: ReturnType<typeof parse>;
const readContract = () => structuredClone((parsedContract ??= parse(readFileSync(CONTRACT, 'utf8'))));

export interface AppOptions {
  config: ServerConfig;
  db?: Db;
  serveSpa?: boolean;
  simulator?: boolean;
  /** live order events; by default shared through PostgreSQL when DATABASE_URL is set */
  events?: OrderEvents;
  /** the PostgreSQL schema of the migrations table, when the database holds several (tests) */
  dbSchema?: string;
  /** where the server's log lines go (default: the process's logger, server/log.ts) */
  logger?: Logger;
}

/** A request's id: the proxy's `X-Request-Id` when it looks like one, else a new one. */
const requestId = (request: { headers: Record<string, string | string[] | undefined> }) => {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{8,64}$/.test(given) ? given : randomUUID();
};

export function imagesDir(config: ServerConfig) {
  return config.dataDir.startsWith('memory://')
    ? join('.cache', 'cdn', 'originals')
    : join(config.dataDir, 'cdn', 'originals');
}

/** The merchants' original pictures: a shared bucket (CDN_STORAGE=s3), else this machine's disk. */
export function pictureStore(config: ServerConfig): PictureStore {
  return config.s3 ? s3Store(config.s3) : diskStore(imagesDir(config));
}

/**
 * Opens and migrates the database of the configuration, and seeds the demo merchants into an empty
 * one unless told not to (`SEED_DEMO=false`; production's default: its merchants are published,
 * and the demo folders' public keys would stop it starting).
 */
export async function prepareDatabase(config: ServerConfig, databaseUrl = config.databaseUrl): Promise<Db> {
  const db = openDatabase({ databaseUrl, dataDir: config.dataDir, onPool: watchPool });
  await migrate(db);
  if (config.seedDemo) await seedIfEmpty(db, { pictures: pictureStore(config) });
  return db;
}

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; db: Db }> {
  const { config } = options;
  const db = options.db ?? (await prepareDatabase(config));
  const app = Fastify({
    loggerInstance: (options.logger ?? log) as FastifyBaseLogger,
    genReqId: requestId,
    bodyLimit: 256 * 1024,
    // X-Forwarded-For only from the proxies TRUST_PROXY names; otherwise the peer is the client
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    clientErrorHandler: answerClientError,
  });
  const contract = readContract();
  registerSchemaCompilers(app);
  registerBodyRules(app, contract);
  registerSecurityHeaders(app, config.production);
  endEventStreamsOnClose(app);
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (request, reply) => {
    request.ctx = { merchant: null, user: null, staff: null };
    // every answer names its request, as every log line of it does
    reply.header('X-Request-Id', request.id);
  });
  // and every error body too: a customer reporting "wrong code" can be found in the logs
  app.addHook('onSend', async (request, reply, payload) => withRequestId(request.id, reply, payload));

  app.setErrorHandler((error: FastifyError & { errors?: unknown[] }, request, reply) => {
    // Security handler failures arrive wrapped; the first HttpError inside says why.
    const inner = Array.isArray(error.errors)
      ? error.errors.find((e): e is HttpError => e instanceof HttpError)
      : undefined;
    const known = error instanceof HttpError ? error : inner;
    // no database (restarting): 503 to retry, even when a security handler was the one asking
    const unreachable = [error, ...(Array.isArray(error.errors) ? error.errors : [])].find(
      isDatabaseUnavailable,
    );
    if (unreachable) {
      request.log.warn({ err: unreachable }, 'database unavailable');
      return reply.code(503).header('Retry-After', '5').send(fail(503, 'DATABASE_UNAVAILABLE').toBody());
    }
    if (known) return reply.code(known.statusCode).send(known.toBody());
    if (error.validation)
      return reply.code(400).send({
        code: 'VALIDATION',
        message:
          `${error.validationContext ?? 'request'} ${error.validation[0]?.instancePath ?? ''} ${error.validation[0]?.message ?? error.message}`
            .replace(/\s+/g, ' ')
            .trim(),
      });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.code(status).send({ code: error.code ?? 'BAD_REQUEST', message: error.message });
    request.log.error(error);
    return reply.code(500).send({ code: 'INTERNAL', message: 'Internal Server Error' });
  });

  const merchants = new MerchantCache(db);
  const events =
    options.events ??
    (config.databaseUrl ? await OrderEvents.shared(config.databaseUrl) : OrderEvents.local());
  if (!options.events) app.addHook('onClose', () => events.close());
  // a storefront change (a stop, a pause, a folder applied) drops this process's cached menu and
  // merchant before any open storefront hears of it and asks again
  const stopDroppingCaches = events.storefront.subscribeAll((_event, merchantId) =>
    merchants.changed(merchantId),
  );
  app.addHook('onClose', async () => stopDroppingCaches());
  // an order's branch, dishes, stop-list and payment methods, kept between orders on PGlite
  keepOrderFacts(db, merchants);
  // a customer's session, kept for its lifetime on PGlite (the database tells of every change)
  await keepCustomerSessions(db);
  await app.register(openapiGlue, {
    specification: contract,
    prefix: 'api',
    serviceHandlers: createHandlers({ db, config, merchants, events }),
    securityHandlers: {
      merchant: async (request: FastifyRequest) => void (await resolveMerchant(request, merchants)),
      bearer: async (request: FastifyRequest) => void (await resolveUser(request, db, merchants)),
      staff: async (request: FastifyRequest) => void (await resolveStaff(request, db, merchants)),
    },
  });
  // OPTIONS answers with the methods the contract declares for the path
  for (const [path, item] of Object.entries(contract.paths as Record<string, object>)) {
    const allow = [...Object.keys(item).map((m) => m.toUpperCase()), 'OPTIONS'].join(', ');
    app.options(`/api${path.replace(/\{(\w+)\}/g, ':$1')}`, async (_request, reply) =>
      reply.code(204).header('Allow', allow).send(),
    );
  }
  await registerPayme(app, { db, events });
  await registerClick(app, { db, events });
  registerUzum(app, { db, events });
  await registerEskizReports(app, db);
  if (!config.production) registerFakeSubscribe(app, db);
  // development only: this server answers as Yandex Delivery (the default YANDEX_DELIVERY_API_URL)
  if (!config.production) new FakeYandex().register(app, FAKE_YANDEX_PATH);
  // POS (iiko, Poster): webhooks in, orders out, development's fake iiko
  registerPosWebhooks(app, posDeps({ db, events, config }));
  registerPos(app, { db, events, config, simulator: options.simulator ?? !config.production });
  // campaigns: stop links, click-through links, the bots' /stop
  registerCampaignRoutes(app, db);
  await registerCampaignSmsReports(app, db);
  const pictures = pictureStore(config);
  registerAdminApi(app, {
    db,
    merchants,
    key: config.adminApiKey,
    pictures,
    production: config.production,
    storefront: events.storefront,
  });
  registerHealth(app, db, options.dbSchema);
  registerMetrics(app, db, config.metricsToken);
  const stopWatchingStalls = watchStalls(app.log);
  app.addHook('onClose', async () => stopWatchingStalls());
  registerTlsAsk(app, db, config.storefrontUrl);
  const cdn = registerCdn(app, { pictures, cacheDir: config.cdnCacheDir });
  registerPictureUpload(app, { db, merchants, pictures, cdn });

  if (options.serveSpa !== false) {
    const pageFor: TenantPageOf = async ({ host, sub }) => {
      const row =
        (await db
          .selectFrom('merchants')
          .select('id')
          .where(sql<string>`lower(settings->>'domain')`, '=', host)
          .executeTakeFirst()) ??
        (await db.selectFrom('merchants').select('id').where('sub', '=', sub).executeTakeFirst());
      const merchant = row ? await merchants.get(row.id) : null;
      if (!merchant || !merchant.is_active) return null;
      const first = await firstCard(db, merchant.id);
      const size = CARD_IMAGE[(first?.view_type ?? 'MEDIUM') as keyof typeof CARD_IMAGE] ?? CARD_IMAGE.MEDIUM;
      return {
        bootstrap: {
          merchant: toMerchant(merchant),
          settings: toSettings(merchant),
          layout: merchant.layout as Bootstrap['layout'],
          layoutChecked: checkedLayout(merchant.layout),
        },
        firstImage: imageUrl(first?.image, '/cdn', size),
      };
    };
    await registerSpa(
      app,
      config.distDir,
      pageFor,
      {
        meta: (page, path, lang, origin) => pageMeta(db, page, path, lang, origin),
        sitemap: (page, origin) => sitemapXml(db, page, origin),
      },
      await loadFirstScreen(app, config.ssrDir),
    );
    registerPwa(app, { pageOf: (request) => pageFor(tenantKey(request)), pictures });
    registerCourierManifest(app, (request) => pageFor(tenantKey(request)));
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ code: 'NOT_FOUND', message: `Not found: ${request.url.split('?')[0]}` }),
    );
  }

  startBackgroundJobs(app, db, events, config, options.simulator ?? !config.production);
  if (!options.db) app.addHook('onClose', async () => db.destroy());
  return { app, db };
}

/** The first product card of the menu (spec section 4 order), whose picture the page preloads. */
async function firstCard(db: Db, merchantId: number) {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(['products.image', 'categories.view_type'])
    .where('products.merchant_id', '=', merchantId)
    .where('products.active', '=', true)
    .orderBy('categories.priority')
    .orderBy('categories.id')
    .orderBy('products.priority')
    .orderBy('products.id')
    .limit(1)
    .executeTakeFirst();
}
