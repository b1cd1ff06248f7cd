import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localParts } from '../../src/domain/schedule';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { placeRandomOrders, sum, type Placed } from './report-orders';

const M = 1; // demo
const MANAGER = '998901110047';
const OPERATOR = '998900000001';
const KITCHEN = '998900000002';

/** The summary against the orders themselves: random orders over days, branches, channels, midnights. */
describe.each(DATABASES)('the reports summary on %s', (kind) => {
  let server: TestServer;
  let manager: string;
  let placed: Placed[] = [];
  const get = async (query: string, token = manager) =>
    server.call({ method: 'GET', url: `/api/ops/v1/reports/summary?${query}`, headers: headers(M, token) });

  beforeAll(async () => {
    server = await startTestServer(kind);
    manager = (await login(server, M, MANAGER, '10.47.0.1', '/api/ops/v1')).token;
    placed = await placeRandomOrders(server.db, M);
  });
  afterAll(() => server.close());

  const dayOf = (o: Placed) => localParts(o.created).day;
  const within = (from: string, to: string, o: Placed) => dayOf(o) >= from && dayOf(o) <= to;

  it('sums the period as the orders sum, by day, branch, channel, service, payment, hour, dish and promo', async () => {
    const res = await get('from=2026-11-08&to=2026-11-14');
    expect(res.status).toBe(200);
    const s = res.body;
    const inPeriod = placed.filter((o) => within('2026-11-08', '2026-11-14', o));
    const kept = inPeriod.filter((o) => !o.cancelled);
    expect(kept.length).toBeGreaterThan(50);
    expect(s.totals.orders).toBe(kept.length);
    expect(s.totals.revenue).toBe(sum(kept, (o) => o.total));
    expect(s.totals.discount).toBe(sum(kept, (o) => o.discount));
    expect(s.totals.delivery).toBe(sum(kept, (o) => o.delivery));
    expect(s.totals.cancelled).toBe(inPeriod.length - kept.length);
    expect(s.totals.averageCheck).toBe(Math.round(sum(kept, (o) => o.total) / kept.length));
    // by day: the seven local days in order, each as its orders
    expect(s.byDay.map((d: { day: string }) => d.day)).toEqual([
      '2026-11-08',
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
    ]);
    for (const d of s.byDay) {
      const those = kept.filter((o) => dayOf(o) === d.day);
      expect([d.day, d.orders, d.revenue]).toEqual([d.day, those.length, sum(those, (o) => o.total)]);
    }
    const bySlice = (key: (o: Placed) => string) => {
      const out: Record<string, [number, number]> = {};
      for (const o of kept) {
        const k = key(o);
        const [n, r] = out[k] ?? [0, 0];
        out[k] = [n + 1, r + o.total];
      }
      return out;
    };
    const asMap = (slices: { key: string; orders: number; revenue: number }[]) =>
      Object.fromEntries(slices.map((x) => [x.key, [x.orders, x.revenue]]));
    expect(asMap(s.byBranch)).toEqual(bySlice((o) => String(o.branchId)));
    expect(asMap(s.byChannel)).toEqual(bySlice((o) => o.channel));
    expect(asMap(s.byService)).toEqual(bySlice((o) => o.service));
    expect(asMap(s.byPayment)).toEqual(bySlice((o) => o.payment));
    // the week's heat map: each order in its local weekday (Monday first) and hour
    const heat = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
    for (const o of kept) {
      const local = new Date(o.created.getTime() + 5 * 3_600_000);
      heat[(local.getUTCDay() + 6) % 7]![local.getUTCHours()]! += 1;
    }
    expect(s.heatMap.orders).toEqual(heat);
    // dishes: every dish sold, most revenue first
    const dishes = new Map<number, number>();
    for (const o of kept)
      for (const l of o.lines) dishes.set(l.productId, (dishes.get(l.productId) ?? 0) + l.total);
    expect(s.topDishes[0].revenue).toBe(Math.max(...dishes.values()));
    expect(
      Object.fromEntries(
        s.topDishes.map((d: { productId: number; revenue: number }) => [d.productId, d.revenue]),
      ),
    ).toEqual(Object.fromEntries(dishes));
    // the promo: its uses, discount and its orders' revenue
    const promoted = kept.filter((o) => o.promoId !== null);
    expect(s.promos).toEqual([
      {
        promoId: promoted[0]!.promoId,
        code: 'REPORT10',
        uses: promoted.length,
        discount: sum(promoted, (o) => o.discount),
        revenue: sum(promoted, (o) => o.total),
      },
    ]);
    // cancellations by reason
    const reasons: Record<string, number> = {};
    for (const o of inPeriod.filter((x) => x.cancelled)) reasons[o.reason!] = (reasons[o.reason!] ?? 0) + 1;
    expect(
      Object.fromEntries(s.cancelReasons.map((r: { key: string; orders: number }) => [r.key, r.orders])),
    ).toEqual(reasons);
  });

  it('compares with the same number of days before, and narrows by branch and channel', async () => {
    const s = (await get('from=2026-11-08&to=2026-11-14')).body;
    const before = placed.filter((o) => within('2026-11-01', '2026-11-07', o) && !o.cancelled);
    expect(s.previous).toMatchObject({ from: '2026-11-01', to: '2026-11-07' });
    expect([s.previous.totals.orders, s.previous.totals.revenue]).toEqual([
      before.length,
      sum(before, (o) => o.total),
    ]);
    expect(s.byDay[0]).toMatchObject({
      previousDay: '2026-11-01',
      previousOrders: before.filter((o) => dayOf(o) === '2026-11-01').length,
    });
    const branchId = placed[0]!.branchId;
    const narrowed = (
      await get(`from=2026-11-08&to=2026-11-14&branchId=${branchId}&channel=TELEGRAM&service=DELIVERY`)
    ).body;
    const those = placed.filter(
      (o) =>
        within('2026-11-08', '2026-11-14', o) &&
        !o.cancelled &&
        o.branchId === branchId &&
        o.channel === 'TELEGRAM' &&
        o.service === 'DELIVERY',
    );
    expect([narrowed.totals.orders, narrowed.totals.revenue]).toEqual([
      those.length,
      sum(those, (o) => o.total),
    ]);
  });

  it('counts new and returning customers and who came back within 30 days, over a week and half a year', async () => {
    const customer = async (phone: string) =>
      (
        await server.db
          .insertInto('users')
          .values({ merchant_id: M, phone })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    let number = 479_000;
    const order = (userId: number, at: string) =>
      sql`INSERT INTO orders (merchant_id, user_id, number, status, service_type, payment_type, branch_id,
          lines, product_count, product_price, product_discount, delivery_price, delivery_discount,
          total_discount, total_price, details, created_date)
        VALUES (${M}, ${userId}, ${++number}, 'NEW', 'PICK_UP', 'CASH', ${placed[0]!.branchId}, '[]', 0, 1000, 0,
          0, 0, 0, 1000, '{}', ${at}::timestamptz)`.execute(server.db);
    // one whose first order is in the period and who orders again 10 days later
    const fresh = await customer('998901470009');
    await order(fresh, '2026-11-20T10:00:00Z');
    await order(fresh, '2026-11-30T10:00:00Z');
    // one who ordered in May and in December, not between
    const away = await customer('998901470010');
    await order(away, '2026-05-01T10:00:00Z');
    await order(away, '2026-12-20T10:00:00Z');
    const s = (await get('from=2026-11-15&to=2026-11-21')).body;
    expect(s.customers).toEqual({ customers: 1, new: 1, returning: 0, reorderShare: 1 });
    const earlier = (await get('from=2026-11-08&to=2026-11-14')).body;
    const who = new Set(placed.filter((o) => within('2026-11-08', '2026-11-14', o)).map((o) => o.userId));
    // the four earlier customers all ordered in the first week, so none is new in the second
    expect(earlier.customers).toMatchObject({ customers: who.size, new: 0, returning: who.size });
    // half a year (read from each customer's first and last order): the four, and the fresh one
    const half = () => get('from=2026-06-01&to=2026-11-30');
    expect((await half()).body.customers).toMatchObject({ customers: 5, new: 5, returning: 0 });
    await order(away, '2026-07-01T10:00:00Z');
    expect((await half()).body.customers).toMatchObject({ customers: 6, new: 5, returning: 1 });
  });

  it('keeps rollups equal to a rebuild from the orders', async () => {
    const snapshot = async () =>
      (
        await sql<
          Record<string, unknown>
        >`SELECT day::text, branch_id, channel, service_type, payment_type, promo_id,
          cancelled, reason_code, orders, revenue::float8 AS revenue, discount::float8 AS discount
          FROM report_days WHERE merchant_id = ${M} AND orders <> 0
          ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`.execute(server.db)
      ).rows;
    const kept = await snapshot();
    await sql`SELECT report_rebuild(${M})`.execute(server.db);
    expect(await snapshot()).toEqual(kept);
  });

  it('is the manager’s: the kitchen and operators get 403 unless the merchant allows operators; bad days 400', async () => {
    const kitchen = (await login(server, M, KITCHEN, '10.47.0.2', '/api/ops/v1')).token;
    const operator = (await login(server, M, OPERATOR, '10.47.0.3', '/api/ops/v1')).token;
    expect((await get('from=2026-11-08&to=2026-11-14', kitchen)).status).toBe(403);
    expect((await get('from=2026-11-08&to=2026-11-14', operator)).status).toBe(403);
    for (const q of [
      'from=2026-11-14&to=2026-11-08',
      'from=2026-02-31&to=2026-03-01',
      'from=2025-01-01&to=2026-11-01',
    ])
      expect((await get(q)).status).toBe(400);
  });
});
