import { randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { CAMPAIGN_TEXT_MAX, campaignMessage } from '../../src/domain/campaign-message';
import type { Db } from '../db/database';
import type { CampaignTable } from '../db/tables-campaigns';
import { fail, notFound } from '../http/errors';
import { requireManager } from '../http/security';
import type { Handlers, Schemas } from '../http/types';
import { MAX_ATTEMPTS } from '../outbox';
import { countByLanguage, recipients } from './audience';

type Campaign = Selectable<CampaignTable>;
type CampaignHandlers = Pick<
  Handlers,
  | 'opsListCampaigns'
  | 'opsCreateCampaign'
  | 'opsCampaignAudience'
  | 'opsGetCampaign'
  | 'opsSendCampaign'
  | 'opsPauseCampaign'
>;

/** Orders within this long of a message count as its result. */
const RESULT_DAYS = 3;

/**
 * Starts sending: in one transaction the campaign turns SENDING (only from DRAFT, SCHEDULED or
 * PAUSED, the row locked, so two callers never both start it) and, the first time, one outbox row
 * per recipient who agreed on its channel (per device for web push) is written. Returns false when
 * another caller got there first.
 */
export async function startSending(db: Db, id: number, from: Campaign['status'][]): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const campaign = await tx
      .updateTable('campaigns')
      .set({ status: 'SENDING', started_at: sql`coalesce(started_at, now())` })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst();
    if (!campaign) return false;
    const written = await tx
      .selectFrom('campaign_messages')
      .select('id')
      .where('campaign_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (written) return true;
    const list = await recipients(tx, {
      merchantId: campaign.merchant_id,
      channel: campaign.channel,
      segment: campaign.segment,
      branchId: campaign.branch_id,
    });
    for (let i = 0; i < list.length; i += 500)
      await tx
        .insertInto('campaign_messages')
        .values(
          list.slice(i, i + 500).map((r) => ({
            campaign_id: id,
            merchant_id: campaign.merchant_id,
            user_id: r.user_id,
            channel: campaign.channel,
            language: r.language,
            chat_id: campaign.channel === 'telegram' ? r.chat_id : null,
            phone: campaign.channel === 'sms' ? r.phone : null,
            subscription_id: campaign.channel === 'push' ? r.subscription_id : null,
            token: randomBytes(12).toString('base64url'),
          })),
        )
        .execute();
    return true;
  });
}

/** The campaigns' results: recipients, sent, delivered, failed, opened and orders within 3 days. */
async function resultsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, Schemas['Campaign']['results']>();
  const { rows } = await sql<{
    campaign_id: number;
    recipients: string;
    sent: string;
    delivered: string;
    failed: string;
    opened: string;
    orders: string;
  }>`SELECT m.campaign_id,
      count(DISTINCT m.user_id) AS recipients,
      count(DISTINCT m.user_id) FILTER (WHERE m.sent_at IS NOT NULL) AS sent,
      count(DISTINCT m.user_id) FILTER (WHERE m.delivered_at IS NOT NULL) AS delivered,
      count(*) FILTER (WHERE (m.sent_at IS NULL AND m.attempts >= ${MAX_ATTEMPTS})
        OR m.undelivered_at IS NOT NULL) AS failed,
      count(DISTINCT m.user_id) FILTER (WHERE m.clicked_at IS NOT NULL) AS opened,
      (SELECT count(*) FROM orders o JOIN campaigns c ON c.id = m.campaign_id
        WHERE o.merchant_id = c.merchant_id AND o.status <> 'CANCELED'
          AND o.user_id IN (SELECT s.user_id FROM campaign_messages s WHERE s.campaign_id = m.campaign_id
            AND s.sent_at IS NOT NULL AND o.created_date >= s.sent_at
            AND o.created_date < s.sent_at + ${`${RESULT_DAYS} days`}::interval
            AND ((c.promo_code IS NOT NULL AND upper(o.promo_code) = upper(c.promo_code))
              OR (s.clicked_at IS NOT NULL AND o.created_date >= s.clicked_at)))) AS orders
    FROM campaign_messages m WHERE m.campaign_id IN (${sql.join(ids)}) GROUP BY m.campaign_id`.execute(db);
  return new Map(
    rows.map((r) => [
      r.campaign_id,
      {
        recipients: Number(r.recipients),
        sent: Number(r.sent),
        delivered: Number(r.delivered),
        failed: Number(r.failed),
        opened: Number(r.opened),
        orders: Number(r.orders),
      },
    ]),
  );
}

const NONE = { recipients: 0, sent: 0, delivered: 0, failed: 0, opened: 0, orders: 0 };

/** The manager's campaigns: written, counted, sent or scheduled, paused, and their results. */
export function campaignHandlers({ db }: { db: Db }): CampaignHandlers {
  const own = async (merchantId: number, id: number) => {
    const row = await db
      .selectFrom('campaigns')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('campaign');
    return row;
  };
  const audienceOf = async (c: Campaign) => {
    if (c.status === 'DRAFT' || c.status === 'SCHEDULED')
      return countByLanguage(
        await recipients(db, {
          merchantId: c.merchant_id,
          channel: c.channel,
          segment: c.segment,
          branchId: c.branch_id,
        }),
      );
    const rows = await db
      .selectFrom('campaign_messages')
      .select(['user_id', 'language'])
      .where('campaign_id', '=', c.id)
      .execute();
    return countByLanguage(
      rows.map((r) => ({
        ...r,
        language: r.language as 'uz',
        chat_id: null,
        phone: null,
        subscription_id: null,
      })),
    );
  };
  const view = async (rows: Campaign[]): Promise<Schemas['Campaign'][]> => {
    const results = await resultsOf(
      db,
      rows.map((r) => r.id),
    );
    return Promise.all(
      rows.map(async (c) => {
        const text = c.text as Schemas['CampaignText'];
        const first = text.ru ? 'ru' : text.uz ? 'uz' : 'en';
        return {
          id: c.id,
          name: c.name,
          channel: c.channel,
          segment: c.segment as Schemas['CampaignSegment'],
          branchId: c.branch_id,
          text,
          picture: c.picture,
          promoCode: c.promo_code,
          sendAt: c.send_at ? new Date(c.send_at).toISOString() : null,
          status: c.status,
          createdAt: new Date(c.created_at).toISOString(),
          audience: await audienceOf(c),
          preview: campaignMessage({
            text,
            lang: first,
            channel: c.channel,
            promoCode: c.promo_code,
            stopUrl: 'https://…/u/…',
          }).text,
          results: results.get(c.id) ?? NONE,
        };
      }),
    );
  };
  const one = async (c: Campaign) => (await view([c]))[0] as Schemas['Campaign'];

  return {
    async opsListCampaigns(request) {
      const staff = requireManager(request);
      const rows = await db
        .selectFrom('campaigns')
        .selectAll()
        .where('merchant_id', '=', staff.merchant_id)
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      return view(rows);
    },
    async opsCampaignAudience(request) {
      const staff = requireManager(request);
      const { channel, segment, branchId } = request.query;
      return countByLanguage(
        await recipients(db, { merchantId: staff.merchant_id, channel, segment, branchId: branchId ?? null }),
      );
    },
    async opsCreateCampaign(request, reply) {
      const staff = requireManager(request);
      const body = request.body;
      const max = body.picture ? CAMPAIGN_TEXT_MAX.withPicture : CAMPAIGN_TEXT_MAX.plain;
      if (Object.values(body.text).some((t) => (t ?? '').length > max))
        throw fail(400, 'CAMPAIGN_TEXT_TOO_LONG');
      if (body.picture && body.channel === 'sms') throw fail(400, 'CAMPAIGN_NO_PICTURE_BY_SMS');
      if (Object.values(body.text).every((t) => !t?.trim())) throw fail(400, 'VALIDATION', 'text');
      if (body.branchId) {
        const branch = await db
          .selectFrom('branches')
          .select('id')
          .where('merchant_id', '=', staff.merchant_id)
          .where('id', '=', body.branchId)
          .executeTakeFirst();
        if (!branch) throw notFound('branch');
      }
      if (body.promoCode) {
        const promo = await db
          .selectFrom('promos')
          .select('id')
          .where('merchant_id', '=', staff.merchant_id)
          .where(sql<string>`upper(code)`, '=', body.promoCode.trim().toUpperCase())
          .executeTakeFirst();
        if (!promo) throw fail(400, 'CAMPAIGN_PROMO_UNKNOWN', body.promoCode);
      }
      const row = await db
        .insertInto('campaigns')
        .values({
          merchant_id: staff.merchant_id,
          name: body.name.trim(),
          channel: body.channel,
          segment: body.segment,
          branch_id: body.branchId ?? null,
          text: JSON.stringify(body.text),
          picture: body.picture ?? null,
          promo_code: body.promoCode?.trim() ?? null,
          send_at: body.sendAt ?? null,
          created_by: staff.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send(await one(row));
    },
    async opsGetCampaign(request) {
      const staff = requireManager(request);
      return one(await own(staff.merchant_id, request.params.id));
    },
    async opsSendCampaign(request) {
      const staff = requireManager(request);
      const campaign = await own(staff.merchant_id, request.params.id);
      const later = campaign.send_at && new Date(campaign.send_at).getTime() > Date.now();
      if (later && campaign.status === 'DRAFT')
        await db
          .updateTable('campaigns')
          .set({ status: 'SCHEDULED' })
          .where('id', '=', campaign.id)
          .where('status', '=', 'DRAFT')
          .execute();
      else if (!(await startSending(db, campaign.id, ['DRAFT', 'PAUSED'])))
        throw fail(409, 'CAMPAIGN_NOT_SENDABLE');
      return one(await own(staff.merchant_id, campaign.id));
    },
    async opsPauseCampaign(request) {
      const staff = requireManager(request);
      const paused = await db
        .updateTable('campaigns')
        .set({ status: 'PAUSED' })
        .where('merchant_id', '=', staff.merchant_id)
        .where('id', '=', request.params.id)
        .where('status', 'in', ['SENDING', 'SCHEDULED'])
        .returningAll()
        .executeTakeFirst();
      if (!paused) {
        await own(staff.merchant_id, request.params.id);
        throw fail(409, 'CAMPAIGN_NOT_SENDING');
      }
      return one(paused);
    },
  };
}
