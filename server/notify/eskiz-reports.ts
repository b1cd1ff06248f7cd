import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { reportTokenMatches } from './sender';

/** Eskiz's final statuses of a message; anything else (waiting, transmitted) is not the end yet. */
const DELIVERED = new Set(['DELIVERED', 'DELIVRD']);
const FAILED = new Set(['UNDELIV', 'UNDELIVERED', 'REJECTED', 'REJECTD', 'EXPIRED', 'FAILED', 'DELETED']);

/** A delivery report's end: DELIVERED, FAILED, or null while the message is still on its way. */
export function eskizOutcome(body: Record<string, unknown> | null): 'DELIVERED' | 'FAILED' | null {
  const status = String(body?.status ?? '').toUpperCase();
  return DELIVERED.has(status) ? 'DELIVERED' : FAILED.has(status) ? 'FAILED' : null;
}

/** Eskiz posts its reports as a form or as JSON: a scope that reads both. */
export function readsEskizForms(scope: FastifyInstance) {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/**
 * Eskiz's delivery reports: it posts a message's status (form or JSON: `request_id`, `status`) to
 * the callback_url given with it, which names our row and carries a token only that row's address
 * has. A final status marks the row DELIVERED or FAILED, which the desk's order detail shows.
 */
export function registerEskizReports(app: FastifyInstance, db: Db) {
  return app.register(async (scope) => {
    readsEskizForms(scope);
    scope.post<{ Params: { id: string }; Querystring: { t?: string }; Body: Record<string, unknown> | null }>(
      '/api/callbacks/eskiz/:id',
      async (request, reply) => {
        const id = Number(request.params.id);
        const row = Number.isSafeInteger(id)
          ? await db
              .selectFrom('order_notifications')
              .innerJoin('merchants', 'merchants.id', 'order_notifications.merchant_id')
              .select(['order_notifications.id', 'order_notifications.provider_id', 'merchants.secrets'])
              .where('order_notifications.id', '=', id)
              .where('order_notifications.channel', '=', 'SMS')
              .executeTakeFirst()
          : undefined;
        const secret = row?.secrets.smsPassword;
        if (!row || !secret || !reportTokenMatches(secret, row.id, request.query.t ?? ''))
          return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found: delivery report' });
        const delivery = eskizOutcome(request.body);
        if (delivery)
          await db.updateTable('order_notifications').set({ delivery }).where('id', '=', row.id).execute();
        return reply.code(200).send({ ok: true });
      },
    );
  });
}
