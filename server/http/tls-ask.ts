import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';

/**
 * The reverse proxy's question before it obtains a certificate for a host it was asked for
 * (Caddy's on-demand TLS "ask"): 200 for a merchant's own domain (its `domain` setting) or one of
 * its sub-domains of the storefront's domain (STOREFRONT_URL), 404 for any other host, so nobody
 * makes the proxy request certificates for names that are not ours.
 */
export function registerTlsAsk(app: FastifyInstance, db: Db, storefrontUrl: string) {
  // 'https://{sub}.dasturxon.uz' → '.dasturxon.uz'
  const suffix = /\{sub\}(\.[^/:]+)/.exec(storefrontUrl)?.[1]?.toLowerCase() ?? null;
  app.get<{ Querystring: { domain?: string } }>('/internal/tls/ask', async (request, reply) => {
    const domain = String(request.query.domain ?? '')
      .toLowerCase()
      .replace(/\.$/, '');
    if (!/^[a-z0-9.-]{1,253}$/.test(domain))
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not ours' });
    const sub = suffix && domain.endsWith(suffix) ? domain.slice(0, -suffix.length) : null;
    const merchant = await db
      .selectFrom('merchants')
      .select('id')
      .where('is_active', '=', true)
      .where('deleted', '=', false)
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(settings->>'domain')`, '=', domain),
          ...(sub && /^[a-z0-9-]+$/.test(sub) ? [eb('sub', '=', sub)] : []),
        ]),
      )
      .executeTakeFirst();
    return merchant
      ? reply.code(200).send({ domain })
      : reply.code(404).send({ code: 'NOT_FOUND', message: `${domain} is no merchant's` });
  });
}
