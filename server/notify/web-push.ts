import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

/** The server's Web Push identity (RFC 8292): its key pair and a contact the push services may use. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const kept = new Map<string, VapidKeys>();

/**
 * The server's VAPID keys: the environment's; in development without them a pair generated once
 * and kept in DATA_DIR (`vapid.json`), so the customers' subscriptions outlive a restart (with an
 * in-memory database, one pair per process); null when web push is off.
 */
export function vapidKeys(config: {
  webPush: VapidKeys | 'generate' | null;
  dataDir: string;
}): VapidKeys | null {
  if (config.webPush !== 'generate') return config.webPush;
  const subject = 'mailto:dev@dasturxon.uz';
  const known = kept.get(config.dataDir);
  if (known) return known;
  let keys: VapidKeys;
  const file = join(config.dataDir, 'vapid.json');
  if (config.dataDir.startsWith('memory://')) keys = { ...webpush.generateVAPIDKeys(), subject };
  else if (existsSync(file)) keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  else {
    keys = { ...webpush.generateVAPIDKeys(), subject };
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  kept.set(config.dataDir, keys);
  return keys;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push service's answer to one message: sent, gone (the subscription is dead), or to retry later. */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; status: number; retryAfterSeconds: number | null }
  | { kind: 'refused'; status: number };

/**
 * One Web Push message (RFC 8030, aes128gcm payload per RFC 8291, VAPID per RFC 8292): web-push
 * encrypts and signs; the request goes out with fetch, so a push service is any HTTP(S) endpoint
 * (the tests' local one too).
 */
export async function sendPush(target: PushTarget, payload: string, keys: VapidKeys): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    { vapidDetails: keys, TTL: 6 * 3600, urgency: 'high', contentEncoding: 'aes128gcm' },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
  ) as Record<string, string>;
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: request.body ? new Uint8Array(request.body) : null,
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (response.ok) return { kind: 'sent' };
  if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
  if (response.status === 429 || response.status >= 500) {
    const after = Number(response.headers.get('retry-after'));
    return {
      kind: 'retry',
      status: response.status,
      retryAfterSeconds: Number.isFinite(after) && after > 0 ? after : null,
    };
  }
  return { kind: 'refused', status: response.status };
}

/** A subscription's endpoint the server will post to: HTTPS in production (no internal addresses by plain HTTP). */
export function acceptableEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return !production || !isPrivateHost(url.hostname);
  return !production && url.protocol === 'http:' && isPrivateHost(url.hostname);
}

const isPrivateHost = (host: string) =>
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|169\.254\.\d+\.\d+|0\.0\.0\.0)$/i.test(
    host,
  );
