import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { L10n } from '../db/schema';
import { daysOf, period } from './period';

/** What narrows a summary: one branch, one channel (WEB, TELEGRAM, TABLE), one service. */
export interface SummaryFilter {
  branchId?: number | undefined;
  channel?: string | undefined;
  service?: string | undefined;
}

export interface Totals {
  orders: number;
  revenue: number;
  averageCheck: number;
  discount: number;
  promoDiscount: number;
  cashback: number;
  delivery: number;
  cancelled: number;
  /** average minutes from accepted to ready, and from ready to delivered, where known */
  kitchenMinutes: number | null;
  courierMinutes: number | null;
}
export interface Slice {
  key: string;
  orders: number;
  revenue: number;
}
export interface Dish {
  productId: number;
  name: L10n;
  count: number;
  revenue: number;
}

const n = (v: unknown) => Number(v ?? 0);

/** the rollups' rows of the merchant's days from..to narrowed by the filter */
function where(merchantId: number, from: string, to: string, f: SummaryFilter): RawBuilder<unknown> {
  return sql`merchant_id = ${merchantId} AND day BETWEEN ${from}::date AND ${to}::date
    ${f.branchId ? sql`AND branch_id = ${f.branchId}` : sql``}
    ${f.channel ? sql`AND channel = ${f.channel}` : sql``}
    ${f.service ? sql`AND service_type = ${f.service}` : sql``}`;
}

interface DayRow {
  set: number;
  key: string | null;
  current: boolean;
  cancelled: boolean;
  orders: string;
  revenue: string;
  discount: string;
  promo_discount: string;
  cashback: string;
  delivery: string;
  kitchen_seconds: string;
  kitchen_orders: string;
  courier_seconds: string;
  courier_orders: string;
}

/** The day rollup of both periods, summed by day and by each dimension in one statement. */
async function dayFigures(db: Db, merchantId: number, p: ReturnType<typeof period>, f: SummaryFilter) {
  // a literal, not a parameter: the same expression must appear in the select and the grouping sets
  // (the day was checked by period())
  const current = sql.raw(`day >= DATE '${p.from}'`);
  const { rows } = await sql<DayRow>`
    SELECT grouping(day, branch_id, channel, service_type, payment_type, promo_id, reason_code) AS set,
      coalesce(day::text, branch_id::text, channel, service_type, payment_type, promo_id::text, reason_code) AS key,
      ${current} AS current, cancelled,
      sum(orders) AS orders, sum(revenue) AS revenue, sum(discount) AS discount,
      sum(promo_discount) AS promo_discount, sum(cashback) AS cashback, sum(delivery) AS delivery,
      sum(kitchen_seconds) AS kitchen_seconds, sum(kitchen_orders) AS kitchen_orders,
      sum(courier_seconds) AS courier_seconds, sum(courier_orders) AS courier_orders
    FROM report_days WHERE ${where(merchantId, p.previous.from, p.to, f)}
    GROUP BY GROUPING SETS (
      (${current}, cancelled), (${current}, cancelled, day), (${current}, cancelled, branch_id),
      (${current}, cancelled, channel), (${current}, cancelled, service_type),
      (${current}, cancelled, payment_type), (${current}, cancelled, promo_id),
      (${current}, cancelled, reason_code))`.execute(db);
  return rows;
}

/** grouping() bits of the dimensions left out, per grouping set (day is the highest bit) */
const SETS = {
  total: 0b1111111,
  day: 0b0111111,
  branch: 0b1011111,
  channel: 0b1101111,
  service: 0b1110111,
  payment: 0b1111011,
  promo: 0b1111101,
  reason: 0b1111110,
} as const;

function totals(rows: DayRow[]): Totals {
  const kept = rows.find((r) => !r.cancelled);
  const gone = rows.find((r) => r.cancelled);
  const orders = n(kept?.orders);
  const revenue = n(kept?.revenue);
  const minutes = (seconds: unknown, count: unknown) =>
    n(count) > 0 ? Math.round(n(seconds) / n(count) / 6) / 10 : null;
  return {
    orders,
    revenue,
    averageCheck: orders > 0 ? Math.round(revenue / orders) : 0,
    discount: n(kept?.discount),
    promoDiscount: n(kept?.promo_discount),
    cashback: n(kept?.cashback),
    delivery: n(kept?.delivery),
    cancelled: n(gone?.orders),
    kitchenMinutes: minutes(kept?.kitchen_seconds, kept?.kitchen_orders),
    courierMinutes: minutes(kept?.courier_seconds, kept?.courier_orders),
  };
}

const slices = (rows: DayRow[]): Slice[] =>
  rows
    .filter((r) => !r.cancelled && n(r.orders) !== 0)
    .map((r) => ({ key: r.key ?? '', orders: n(r.orders), revenue: n(r.revenue) }))
    .sort((a, b) => b.revenue - a.revenue || a.key.localeCompare(b.key));

/** Kept orders per weekday (Monday first) and local hour: 7 rows of 24. */
async function heatMap(db: Db, merchantId: number, from: string, to: string, f: SummaryFilter) {
  const { rows } = await sql<{ weekday: number; hour: number; orders: string; revenue: string }>`
    SELECT extract(isodow FROM day)::int - 1 AS weekday, hour, sum(orders) AS orders, sum(revenue) AS revenue
    FROM report_hours WHERE ${where(merchantId, from, to, f)} GROUP BY 1, 2`.execute(db);
  const orders = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  const revenue = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const r of rows) {
    orders[r.weekday]![r.hour] = n(r.orders);
    revenue[r.weekday]![r.hour] = n(r.revenue);
  }
  return { orders, revenue };
}

async function dishes(db: Db, merchantId: number, from: string, to: string, f: SummaryFilter) {
  const { rows } = await sql<{ product_id: number; count: string; revenue: string; name: L10n | null }>`
    SELECT d.product_id, d.count, d.revenue, p.name FROM (
      SELECT product_id, sum(count) AS count, sum(revenue) AS revenue
      FROM report_dishes WHERE ${where(merchantId, from, to, f)} GROUP BY product_id HAVING sum(count) > 0
    ) d LEFT JOIN products p ON p.id = d.product_id AND p.merchant_id = ${merchantId}`.execute(db);
  const all: Dish[] = rows
    .map((r) => ({
      productId: r.product_id,
      name: r.name ?? { uz: `#${r.product_id}`, ru: `#${r.product_id}`, eng: `#${r.product_id}` },
      count: n(r.count),
      revenue: n(r.revenue),
    }))
    .sort((a, b) => b.revenue - a.revenue || b.count - a.count || a.productId - b.productId);
  return { top: all.slice(0, 10), bottom: all.slice(-10).reverse() };
}

/**
 * The period's customers (who placed an order in it): how many, how many ordered for the first time
 * in it, and of those the share who ordered again within 30 days of their first order.
 * A short or narrowed period reads its orders; a long one reads each customer's first and last order
 * (report_customers), looking into the orders only for one who ordered both before and after it.
 */
async function customers(
  db: Db,
  merchantId: number,
  from: string,
  to: string,
  days: number,
  f: SummaryFilter,
) {
  const narrowed = Boolean(f.branchId || f.channel || f.service);
  const bounds = sql`bounds AS MATERIALIZED (SELECT (${from}::date)::timestamp AT TIME ZONE z AS since,
      (${to}::date + 1)::timestamp AT TIME ZONE z AS until FROM (SELECT report_zone(${merchantId}) AS z) zone)`;
  const counts = sql`count(*) AS customers, count(*) FILTER (WHERE c.first_at >= since) AS new,
      count(*) FILTER (WHERE c.first_at >= since AND c.second_at <= c.first_at + interval '30 days') AS reordered`;
  const { rows } =
    narrowed || days <= 62
      ? await sql<{ customers: string; new: string; reordered: string }>`
    WITH ${bounds},
    who AS (
      SELECT DISTINCT o.user_id FROM orders o, bounds
      WHERE o.merchant_id = ${merchantId} AND o.created_date >= since AND o.created_date < until
        AND o.user_id IS NOT NULL
        ${f.branchId ? sql`AND o.branch_id = ${f.branchId}` : sql``}
        ${f.channel ? sql`AND report_channel(o.order_device, o.table_id) = ${f.channel}` : sql``}
        ${f.service ? sql`AND o.service_type = ${f.service}` : sql``})
    SELECT ${counts}
    FROM who JOIN report_customers c ON c.merchant_id = ${merchantId} AND c.user_id = who.user_id, bounds`.execute(
          db,
        )
      : await sql<{ customers: string; new: string; reordered: string }>`
    WITH ${bounds}
    SELECT ${counts} FROM report_customers c, bounds
    WHERE c.merchant_id = ${merchantId} AND c.first_at < until AND c.last_at >= since
      AND (c.first_at >= since OR c.last_at < until OR EXISTS (
        SELECT 1 FROM orders o WHERE o.merchant_id = ${merchantId} AND o.user_id = c.user_id
          AND o.created_date >= since AND o.created_date < until))`.execute(db);
  const r = rows[0];
  const all = n(r?.customers);
  const fresh = n(r?.new);
  return {
    customers: all,
    new: fresh,
    returning: all - fresh,
    reorderShare: fresh > 0 ? Math.round((n(r?.reordered) / fresh) * 1000) / 1000 : 0,
  };
}

/** The merchant's numbers over a period and the same number of days before it. */
export async function summary(db: Db, merchantId: number, from: string, to: string, filter: SummaryFilter) {
  const p = period(from, to);
  const [dayRows, heat, dish, people, before] = await Promise.all([
    dayFigures(db, merchantId, p, filter),
    heatMap(db, merchantId, p.from, p.to, filter),
    dishes(db, merchantId, p.from, p.to, filter),
    customers(db, merchantId, p.from, p.to, p.days, filter),
    customers(db, merchantId, p.previous.from, p.previous.to, p.days, filter),
  ]);
  const of = (set: number, current: boolean) =>
    dayRows.filter((r) => n(r.set) === set && r.current === current);
  const byDay = (current: boolean) => {
    const rows = of(SETS.day, current).filter((r) => !r.cancelled);
    const at = new Map(rows.map((r) => [r.key, r]));
    return daysOf(current ? p.from : p.previous.from, p.days).map((day) => ({
      day,
      orders: n(at.get(day)?.orders),
      revenue: n(at.get(day)?.revenue),
    }));
  };
  const promoRows = of(SETS.promo, true).filter((r) => !r.cancelled && r.key !== '0');
  const promoCodes = new Map(
    promoRows.length === 0
      ? []
      : (
          await db
            .selectFrom('promos')
            .select(['id', 'code'])
            .where('merchant_id', '=', merchantId)
            .where(
              'id',
              'in',
              promoRows.map((r) => Number(r.key)),
            )
            .execute()
        ).map((row) => [row.id, row.code]),
  );
  const previousDays = byDay(false);
  return {
    from: p.from,
    to: p.to,
    previous: { ...p.previous, totals: totals(of(SETS.total, false)), customers: before },
    totals: totals(of(SETS.total, true)),
    customers: people,
    byDay: byDay(true).map((d, i) => ({
      ...d,
      previousDay: previousDays[i]!.day,
      previousOrders: previousDays[i]!.orders,
      previousRevenue: previousDays[i]!.revenue,
    })),
    heatMap: heat,
    byBranch: slices(of(SETS.branch, true)),
    byChannel: slices(of(SETS.channel, true)),
    byService: slices(of(SETS.service, true)),
    byPayment: slices(of(SETS.payment, true)),
    cancelReasons: of(SETS.reason, true)
      .filter((r) => r.cancelled && n(r.orders) !== 0)
      .map((r) => ({ key: r.key || 'OTHER', orders: n(r.orders) }))
      .sort((a, b) => b.orders - a.orders),
    topDishes: dish.top,
    bottomDishes: dish.bottom,
    promos: promoRows
      .map((r) => ({
        promoId: Number(r.key),
        code: promoCodes.get(Number(r.key)) ?? null,
        uses: n(r.orders),
        discount: n(r.promo_discount),
        revenue: n(r.revenue),
      }))
      .sort((a, b) => b.uses - a.uses),
  };
}

export type Summary = Awaited<ReturnType<typeof summary>>;
