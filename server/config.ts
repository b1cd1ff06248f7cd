import type { S3Settings } from './cdn/storage';
import type { VapidKeys } from './notify/web-push';
import { parseDevClock } from './orders/business-clock';
import { CLICK_API_URL } from './payments/click-fiscal';
import { FAKE_SUBSCRIBE_PATH } from './payments/fake-payme-subscribe';
import { PAYME_API_URL } from './payments/payme-subscribe';
import { TELEGRAM_API_URL } from './telegram/bot-api';
import { IIKO_API_URL } from './pos/iiko/client';
import { POSTER_API_URL } from './pos/poster/adapter';
import { FAKE_IIKO_PATH, FAKE_POSTER_PATH } from './pos/fake-paths';

/** Environment of the reference server; README lists every variable. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  distDir: string;
  /** the storefront's server entry (its first screens); `<distDir>-ssr` */
  ssrDir: string;
  cdnCacheDir: string;
  simulatorTickMs: number;
  /** Yandex Delivery's Express API (a local fake in development and tests) and how often claims are asked about */
  yandexDeliveryApiUrl: string;
  yandexPollMs: number;
  /** how often the Yandex Delivery job runs (0: never, a test runs it itself) */
  yandexTickMs: number;
  /** seconds before a new code may be sent to the same phone (60; tests shorten it) */
  otpResendSeconds: number;
  /** codes one IP address may ask for in an hour (20; the journeys, all from 127.0.0.1, raise it) */
  otpPerIpHour: number;
  /** the proxies whose X-Forwarded-For is believed (addresses or CIDRs); none by default */
  trustProxy: string[];
  /** development only: a fixed local time of day per merchant for the opening-hours rules */
  devClock: ReadonlyMap<string, string>;
  /** Telegram's Bot API (a local fake in tests) */
  telegramApiUrl: string;
  /** the storefront of a merchant without its own domain, `{sub}` standing for its sub (bot message buttons) */
  storefrontUrl: string;
  /** how often the bot's outbox is looked at; 0 turns sending off */
  botSendTickMs: number;
  /** Payme's Subscribe API (saved cards); development's own stand-in unless PAYME_API_URL says otherwise */
  paymeApiUrl: string;
  /** Click's merchant API for fiscal receipts (a local fake in tests) */
  clickApiUrl: string;
  /** the platform admin API's key (Bearer); null turns the admin API off */
  adminApiKey: string | null;
  /** `/metrics` answers a Bearer of this token (none: no /metrics on the public port) */
  metricsToken: string | null;
  /** pictures in an S3-compatible bucket (CDN_STORAGE=s3), else null: on this machine's disk */
  s3: S3Settings | null;
  /** an empty database gets the three demo merchants (SEED_DEMO; default: outside production) */
  seedDemo: boolean;
  /** `/metrics` on a port of its own, without a token (a private network's scraper) */
  metricsPort: number | null;
  /**
   * Web push (WEB_PUSH, on unless `off`): the VAPID keys and subject from the environment, or
   * `generate` (development without keys: a pair kept in DATA_DIR); null when off.
   */
  webPush: VapidKeys | 'generate' | null;
  /** iikoCloud's Transport API (IIKO_API_URL); development's local fake unless told otherwise */
  iikoApiUrl: string;
  /** Poster's web API (POSTER_API_URL); development's local fake unless told otherwise */
  posterApiUrl: string;
  /** this server as the POS reaches it (POS_WEBHOOK_BASE_URL): the webhook address registered with iiko */
  posWebhookBaseUrl: string;
  /** how often the POS outbox is looked at and (×60) the stop-lists pulled; 0 turns both off */
  posTickMs: number;
  /** every this many minutes each POS-connected merchant's menu comes in (POS_MENU_SYNC_MINUTES, 0: never) */
  posMenuSyncMinutes: number;
  /** how often stops and branch pauses whose time ended are announced to open storefronts (STOP_ENDS_TICK_MS); 0 turns it off */
  stopEndsTickMs: number;
}

/** Where the storefront's build is served from: DIST_DIR (`dist`) and SSR_DIR (`<DIST_DIR>-ssr`). */
export function buildDirs(env: NodeJS.ProcessEnv = process.env): { distDir: string; ssrDir: string } {
  const distDir = env.DIST_DIR ?? 'dist';
  return { distDir, ssrDir: env.SSR_DIR ?? `${distDir.replace(/\/+$/, '')}-ssr` };
}

/** Development's admin key when ADMIN_API_KEY is not set (README): production has none. */
export const DEV_ADMIN_API_KEY = 'dasturxon-dev-admin';

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = env.DATA_DIR ?? '.data';
  if (env.NODE_ENV === 'production' && env.DEV_CLOCK)
    throw new Error('DEV_CLOCK is for development: production reads the real time');
  if (env.NODE_ENV === 'production' && env.ADMIN_API_KEY === DEV_ADMIN_API_KEY)
    throw new Error('ADMIN_API_KEY is the development one (published in README): set a secret of your own');
  return {
    webPush: webPushSettings(env),
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    ...buildDirs(env),
    cdnCacheDir:
      env.CDN_CACHE_DIR ?? (dataDir.startsWith('memory://') ? '.cache/cdn' : `${dataDir}/cdn-cache`),
    simulatorTickMs: Number(env.SIMULATOR_TICK_MS ?? 4000),
    yandexDeliveryApiUrl:
      env.YANDEX_DELIVERY_API_URL ||
      (env.NODE_ENV === 'production'
        ? 'https://b2b.taxi.yandex.net'
        : `http://127.0.0.1:${Number(env.PORT ?? 8080)}/dev/yandex-delivery`) /* FAKE_YANDEX_PATH, server/delivery/yandex/fake-yandex.ts */,
    yandexPollMs: Number(env.YANDEX_POLL_MS ?? 10_000),
    yandexTickMs: Number(env.YANDEX_TICK_MS ?? 2_000),
    otpResendSeconds: Number(env.OTP_RESEND_SECONDS ?? 60),
    otpPerIpHour: Number(env.OTP_PER_IP_HOUR ?? 20),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    devClock: parseDevClock(env.DEV_CLOCK),
    telegramApiUrl: env.TELEGRAM_API_URL || TELEGRAM_API_URL,
    storefrontUrl: env.STOREFRONT_URL || 'https://{sub}.dasturxon.uz',
    botSendTickMs: Number(env.BOT_SEND_TICK_MS ?? 1000),
    stopEndsTickMs: Number(env.STOP_ENDS_TICK_MS ?? 1000),
    clickApiUrl: env.CLICK_API_URL || CLICK_API_URL,
    paymeApiUrl:
      env.PAYME_API_URL ||
      (env.NODE_ENV === 'production'
        ? PAYME_API_URL
        : `http://127.0.0.1:${Number(env.PORT ?? 8080)}${FAKE_SUBSCRIBE_PATH}`),
    adminApiKey: env.ADMIN_API_KEY || (env.NODE_ENV === 'production' ? null : DEV_ADMIN_API_KEY),
    metricsToken: env.METRICS_TOKEN || null,
    s3: s3Settings(env),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== 'false' : env.NODE_ENV !== 'production',
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : null,
    ...posSettings(env),
  };
}

/** Production with web push on must have its keys: a generated pair would change with every machine. */
function webPushSettings(env: NodeJS.ProcessEnv): ServerConfig['webPush'] {
  if (env.WEB_PUSH === 'off') return null;
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  if (publicKey && privateKey)
    return { publicKey, privateKey, subject: subject || 'mailto:support@dasturxon.uz' };
  if (env.NODE_ENV === 'production')
    throw new Error(
      'web push is on: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (npx web-push generate-vapid-keys), or WEB_PUSH=off',
    );
  return 'generate';
}

/** CDN_STORAGE=s3: the bucket from S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY. */
function s3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  const storage = env.CDN_STORAGE ?? 'disk';
  if (storage === 'disk') return null;
  if (storage !== 's3') throw new Error(`CDN_STORAGE is disk or s3, not ${storage}`);
  const missing = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(
    (k) => !env[k],
  );
  if (missing.length > 0) throw new Error(`CDN_STORAGE=s3 needs ${missing.join(', ')}`);
  return {
    endpoint: env.S3_ENDPOINT as string,
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
  };
}

/**
 * The POS APIs: in production iiko's and Poster's own (IIKO_API_URL, POSTER_API_URL to change them);
 * in development and tests this server's fakes, so the osh demo merchant works without a real POS.
 */
function posSettings(env: NodeJS.ProcessEnv) {
  const production = env.NODE_ENV === 'production';
  const self = `http://127.0.0.1:${Number(env.PORT ?? 8080)}`;
  return {
    iikoApiUrl: env.IIKO_API_URL || (production ? IIKO_API_URL : `${self}${FAKE_IIKO_PATH}`),
    posterApiUrl: env.POSTER_API_URL || (production ? POSTER_API_URL : `${self}${FAKE_POSTER_PATH}`),
    posWebhookBaseUrl: env.POS_WEBHOOK_BASE_URL || (production ? 'https://api.dasturxon.uz' : self),
    posTickMs: Number(env.POS_TICK_MS ?? 1000),
    posMenuSyncMinutes: Number(env.POS_MENU_SYNC_MINUTES ?? 30),
  };
}
