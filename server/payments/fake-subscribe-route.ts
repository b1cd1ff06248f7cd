import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { FAKE_SUBSCRIBE_PATH, fakeSubscribe, type SubscribeParams } from './fake-payme-subscribe';

/**
 * Development only: this server answers as Payme's Subscribe API at FAKE_SUBSCRIBE_PATH (the default
 * PAYME_API_URL outside production), paying receipts through its own Payme callbacks, so saved
 * cards work end to end on a machine that cannot reach Payme. Never registered in production.
 */
export function registerFakeSubscribe(app: FastifyInstance, db: Db) {
  const handle = fakeSubscribe({
    async kassa(id) {
      const row = await db
        .selectFrom('merchants')
        .select(['sub', 'secrets'])
        .where(sql<boolean>`secrets->>'paymeMerchantId' = ${id}`)
        .executeTakeFirst();
      return row?.secrets.paymeKey ? { sub: row.sub, key: row.secrets.paymeKey } : null;
    },
    async callMerchant(sub, key, method, params) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/callbacks/payme/${sub}`,
        headers: {
          authorization: `Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        payload: { jsonrpc: '2.0', id: Date.now(), method, params },
      });
      return res.json();
    },
  });
  app.post<{ Body: { method?: string; params?: SubscribeParams } }>(FAKE_SUBSCRIBE_PATH, async (request) => ({
    jsonrpc: '2.0',
    id: (request.body as { id?: unknown })?.id ?? null,
    ...(await handle(String(request.headers['x-auth'] ?? ''), request.body ?? {})),
  }));
}
