import { iikoAdapter } from './iiko/adapter';
import { IikoClient } from './iiko/client';
import { posConfigOf, type PosConfig } from '../../src/domain/pos-config';
import type { Db } from '../db/database';
import { type PosAdapter } from './port';
import { PosError } from './pos-error';
import { posterAdapter } from './poster/adapter';

/** Where the POS APIs are (IIKO_API_URL, POSTER_API_URL: local fakes in tests and development). */
export interface PosUrls {
  iikoApiUrl: string;
  posterApiUrl: string;
  /** iiko's calls wait this long (tests shorten it) */
  timeoutMs?: number;
}

/** The adapter of a merchant's POS, with its credentials; null when it has none or lacks them. */
export function adapterFor(
  merchant: { pos: unknown; secrets: Record<string, string | null> },
  urls: PosUrls,
): PosAdapter | null {
  const pos = posConfigOf(merchant);
  if (!pos) return null;
  if (pos.provider === 'iiko') {
    const apiLogin = merchant.secrets.iikoApiLogin;
    if (!apiLogin || !pos.organizationId) return null;
    return iikoAdapter(
      pos,
      new IikoClient({
        baseUrl: urls.iikoApiUrl,
        apiLogin,
        ...(urls.timeoutMs ? { timeoutMs: urls.timeoutMs } : {}),
      }),
    );
  }
  const token = merchant.secrets.posterToken;
  if (!token) return null;
  return posterAdapter(pos, { baseUrl: urls.posterApiUrl, token, timeoutMs: urls.timeoutMs ?? 15_000 });
}

/** A merchant's POS as read now: its configuration and adapter, or null when it has none connected. */
export async function connectedPos(
  db: Db,
  merchantId: number,
  urls: PosUrls,
): Promise<{ pos: PosConfig; adapter: PosAdapter } | null> {
  const merchant = await db
    .selectFrom('merchants')
    .select(['pos', 'secrets'])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const pos = posConfigOf(merchant);
  const adapter = adapterFor(merchant, urls);
  return pos && adapter ? { pos, adapter } : null;
}

/** The adapter a send to a merchant's POS goes through; a PosError giving the row up when it has none connected. */
export async function sendingAdapter(db: Db, merchantId: number, urls: PosUrls): Promise<PosAdapter> {
  const connected = await connectedPos(db, merchantId, urls);
  if (!connected) throw new PosError('the merchant has no POS connection (pos and its secrets)', true);
  return connected.adapter;
}
