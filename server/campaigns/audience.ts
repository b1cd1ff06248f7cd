import { sql } from 'kysely';
import type { Lang } from '../../src/domain/localized';
import type { Db } from '../db/database';
import type { MarketingChannel } from '../db/tables-campaigns';
import { segmentWhere } from '../reports/customers';

export interface AudienceQuery {
  merchantId: number;
  channel: MarketingChannel;
  segment: string;
  branchId: number | null;
}

export interface Recipient {
  user_id: number;
  language: Lang;
  chat_id: string | null;
  phone: string | null;
  /** web push: one recipient row per device the customer allowed */
  subscription_id: number | null;
}

/**
 * The customers a campaign reaches at `now`: active accounts of the merchant who agreed on the
 * channel and can be reached there (a Telegram chat, a phone, a push subscription), in the segment
 * (ALL: everyone who agreed) and, with a branch, who ordered there. Each in the language of their
 * last order (Uzbek when they never ordered).
 */
export async function recipients(db: Db, q: AudienceQuery, now = new Date()): Promise<Recipient[]> {
  const segment = q.segment === 'ALL' ? sql`true` : segmentWhere(q.merchantId, q.segment, now);
  const branch =
    q.branchId === null
      ? sql`true`
      : sql`EXISTS (SELECT 1 FROM orders o WHERE o.merchant_id = ${q.merchantId} AND o.user_id = u.id
          AND o.branch_id = ${q.branchId})`;
  const target =
    q.channel === 'telegram'
      ? sql`u.telegram_id IS NOT NULL`
      : q.channel === 'sms'
        ? sql`u.phone IS NOT NULL`
        : sql`p.id IS NOT NULL`;
  const devices =
    q.channel === 'push'
      ? sql`JOIN push_subscriptions p ON p.user_id = u.id AND p.merchant_id = u.merchant_id`
      : sql`LEFT JOIN (SELECT NULL::integer AS id) p ON false`;
  const { rows } = await sql<Recipient>`SELECT u.id AS user_id, u.telegram_id AS chat_id, u.phone,
      p.id AS subscription_id,
      coalesce((SELECT o.language FROM orders o WHERE o.merchant_id = u.merchant_id AND o.user_id = u.id
        AND o.language IN ('uz', 'ru', 'en') ORDER BY o.id DESC LIMIT 1), 'uz') AS language
    FROM users u
    JOIN marketing_consents mc ON mc.user_id = u.id AND mc.channel = ${q.channel} AND mc.agreed
    LEFT JOIN report_customers c ON c.user_id = u.id AND c.merchant_id = u.merchant_id
    ${devices}
    WHERE u.merchant_id = ${q.merchantId} AND u.is_active AND ${target} AND ${segment} AND ${branch}
    ORDER BY u.id, p.id`.execute(db);
  return rows;
}

/** How many customers (not devices) the audience reaches, per language. */
export function countByLanguage(list: Recipient[]) {
  const byLanguage = { uz: new Set<number>(), ru: new Set<number>(), en: new Set<number>() };
  for (const r of list) byLanguage[r.language].add(r.user_id);
  return {
    total: new Set(list.map((r) => r.user_id)).size,
    byLanguage: { uz: byLanguage.uz.size, ru: byLanguage.ru.size, en: byLanguage.en.size },
  };
}
