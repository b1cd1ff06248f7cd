import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { eskizOutcome, readsEskizForms } from '../notify/eskiz-reports';

/**
 * The secret in a campaign SMS's delivery-report address, from the merchant's SMS password: only the
 * gateway it was given to can report on that message (and an order notice's token is not one).
 */
export function campaignReportToken(merchantSecret: string, messageId: number): string {
  return createHmac('sha256', merchantSecret)
    .update(`campaign-sms-report:${messageId}`)
    .digest('base64url')
    .slice(0, 32);
}

/** Where Eskiz reports on one campaign SMS: the merchant's storefront, the message and its token. */
export const campaignReportUrl = (base: string, merchantSecret: string, messageId: number) =>
  `${base}/api/callbacks/eskiz/campaign/${messageId}?t=${campaignReportToken(merchantSecret, messageId)}`;

/**
 * Eskiz's delivery reports of campaign SMS (posted to the callback_url each message was sent with,
 * `status` as order notices read it): DELIVERED marks the message delivered, a failure marks it not
 * delivered — once, the first final report wins, a repeat changes nothing. A wrong token or an
 * unknown message is 404.
 */
export function registerCampaignSmsReports(app: FastifyInstance, db: Db) {
  return app.register(async (scope) => {
    readsEskizForms(scope);
    scope.post<{ Params: { id: string }; Querystring: { t?: string }; Body: Record<string, unknown> | null }>(
      '/api/callbacks/eskiz/campaign/:id',
      async (request, reply) => {
        const id = Number(request.params.id);
        const row = Number.isSafeInteger(id)
          ? await db
              .selectFrom('campaign_messages')
              .innerJoin('merchants', 'merchants.id', 'campaign_messages.merchant_id')
              .select(['campaign_messages.id', 'merchants.secrets'])
              .where('campaign_messages.id', '=', id)
              .where('campaign_messages.channel', '=', 'sms')
              .executeTakeFirst()
          : undefined;
        const secret = row?.secrets.smsPassword;
        const given = Buffer.from(request.query.t ?? '');
        const expected = secret && row ? Buffer.from(campaignReportToken(secret, row.id)) : null;
        if (!row || !expected || expected.length !== given.length || !timingSafeEqual(expected, given))
          return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found: delivery report' });
        const outcome = eskizOutcome(request.body);
        if (outcome)
          await db
            .updateTable('campaign_messages')
            .set(outcome === 'DELIVERED' ? { delivered_at: sql`now()` } : { undelivered_at: sql`now()` })
            .where('id', '=', row.id)
            .where('sent_at', 'is not', null)
            .where('delivered_at', 'is', null)
            .where('undelivered_at', 'is', null)
            .execute();
        return reply.code(200).send({ ok: true });
      },
    );
  });
}
