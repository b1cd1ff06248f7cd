import { sql } from 'kysely';
import { localParts } from '../../src/domain/schedule';
import type { Db } from '../db/database';
import { fail } from '../http/errors';
import { requireManager } from '../http/security';
import type { Handlers } from '../http/types';

type CustomerHandlers = Pick<Handlers, 'opsListCustomers' | 'opsGetCustomer'>;

const PAGE = 50;
const DAY_MS = 86_400_000;

interface Row {
  id: number;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  telegram_id: string | null;
  birthday: string | null;
  cashback: number;
  orders: number;
  spent: string;
  first_at: Date;
  last_at: Date;
  total: string;
  consent_telegram: boolean;
  consent_push: boolean;
  consent_sms: boolean;
}

const toCustomer = (r: Row) => ({
  id: r.id,
  name: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
  phone: r.phone,
  orders: r.orders,
  spent: Number(r.spent),
  firstOrder: new Date(r.first_at).toISOString(),
  lastOrder: new Date(r.last_at).toISOString(),
  cashback: r.cashback,
  channel: r.telegram_id ? ('TELEGRAM' as const) : ('WEB' as const),
  birthday: r.birthday,
  consent: { telegram: r.consent_telegram, push: r.consent_push, sms: r.consent_sms },
});

/** whether the customer agreed on a channel (a channel never answered is off) */
const agreed = (channel: string) =>
  sql`coalesce((SELECT mc.agreed FROM marketing_consents mc WHERE mc.user_id = u.id AND mc.channel = ${channel}), false)`;

/** month and day (MM-DD) of a birthday kept as YYYY-MM-DD or DD.MM.YYYY */
const birthdayMonthDay = sql`CASE
  WHEN u.birthday ~ '^\\d{4}-\\d{2}-\\d{2}' THEN substr(u.birthday, 6, 5)
  WHEN u.birthday ~ '^\\d{2}\\.\\d{2}\\.\\d{4}' THEN substr(u.birthday, 4, 2) || '-' || substr(u.birthday, 1, 2)
END`;

/** The segment's condition on a customer (report_customers c, users u) at `now`. */
export function segmentWhere(merchantId: number, segment: string | undefined, now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  switch (segment) {
    case 'NEW':
      return sql`c.first_at >= ${ago(30)}`;
    case 'REGULARS':
      return sql`(SELECT count(*) FROM orders o WHERE o.merchant_id = ${merchantId} AND o.user_id = c.user_id
        AND o.created_date >= ${ago(60)} AND o.status <> 'CANCELED') >= 3`;
    case 'LAPSED':
      return sql`c.orders >= 2 AND c.last_at < ${ago(30)}`;
    case 'TOP':
      return sql`c.spent > 0 AND c.spent >= (SELECT percentile_disc(0.9) WITHIN GROUP (ORDER BY spent)
        FROM report_customers WHERE merchant_id = ${merchantId} AND spent > 0)`;
    case 'BIRTHDAY': {
      const week = Array.from({ length: 7 }, (_, i) =>
        localParts(new Date(now.getTime() + i * DAY_MS)).day.slice(5),
      );
      return sql`${birthdayMonthDay} IN (${sql.join(week)})`;
    }
    default:
      return sql`true`;
  }
}

/**
 * The merchant's customers for its manager: those who ordered, with their orders kept, spend, first
 * and last order, balance, channel and news consent per channel; by segment, by phone digits or
 * name, by the channel they agreed on; a customer's card.
 * A customer who deleted their account is not listed (the reports keep their orders' sums).
 */
export function customerHandlers({ db }: { db: Db }): CustomerHandlers {
  const base = (merchantId: number) =>
    sql`FROM report_customers c JOIN users u ON u.id = c.user_id AND u.merchant_id = c.merchant_id
      WHERE c.merchant_id = ${merchantId} AND u.is_active`;
  const columns = sql`u.id, u.first_name, u.last_name, u.phone, u.telegram_id, u.birthday, u.cashback,
    c.orders, c.spent, c.first_at, c.last_at, ${agreed('telegram')} AS consent_telegram,
    ${agreed('push')} AS consent_push, ${agreed('sms')} AS consent_sms`;
  return {
    async opsListCustomers(request) {
      const staff = requireManager(request);
      const { q, segment, consent, page = 0 } = request.query;
      const text = (q ?? '').trim().toLowerCase();
      const digits = text.replace(/\D/g, '');
      const search =
        text === ''
          ? sql`true`
          : digits.length >= 2 && digits.length === text.replace(/[\s+()-]/g, '').length
            ? sql`u.phone LIKE ${`%${digits}%`}`
            : sql`lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) LIKE ${`%${text.replace(/[%_\\]/g, '')}%`}`;
      const { rows } = await sql<Row>`SELECT ${columns}, count(*) OVER () AS total ${base(staff.merchant_id)}
        AND ${segmentWhere(staff.merchant_id, segment, new Date())} AND ${search}
        AND ${consent ? agreed(consent) : sql`true`}
        ORDER BY c.spent DESC, u.id LIMIT ${PAGE} OFFSET ${page * PAGE}`.execute(db);
      return { content: rows.map(toCustomer), totalElements: Number(rows[0]?.total ?? 0), page };
    },
    async opsGetCustomer(request) {
      const staff = requireManager(request);
      const { rows } = await sql<Row>`SELECT ${columns}, 1 AS total ${base(staff.merchant_id)}
        AND u.id = ${request.params.id}`.execute(db);
      const row = rows[0];
      if (!row) throw fail(404, 'NOT_FOUND', 'customer');
      const orders = await sql<{
        id: number;
        number: number;
        status: string;
        total_price: number;
        created_date: Date;
        channel: 'WEB' | 'TELEGRAM' | 'TABLE';
      }>`SELECT id, number, status, total_price, created_date, report_channel(order_device, table_id) AS channel
        FROM orders WHERE merchant_id = ${staff.merchant_id} AND user_id = ${row.id}
        ORDER BY created_date DESC LIMIT 50`.execute(db);
      return {
        ...toCustomer(row),
        orderList: orders.rows.map((o) => ({
          id: o.id,
          number: o.number,
          status: o.status,
          totalPrice: o.total_price,
          createdDate: new Date(o.created_date).toISOString(),
          channel: o.channel,
        })),
      };
    },
  };
}
