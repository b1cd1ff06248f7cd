/**
 * The reports at a chain's scale on PostgreSQL: a year of one merchant with 1,000,000 orders
 * (BENCH_ORDERS), 100,000 customers, its three branches, every channel, service and payment, two
 * dishes an order, a tenth cancelled, a tenth with a promo — written by generate_series in SQL, not
 * a million inserts from Node — then the year's summary (GET /api/ops/v1/reports/summary's query,
 * its comparison year included) timed five times, warm; the median is the figure.
 * Usage: DATABASE_URL=postgres://user:password@host/db npm run bench:reports
 * It creates a database of its own beside DATABASE_URL's (`<db>_reports`) and drops it after.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { migrate, openDatabase } from '../server/db/database';
import { diskStore } from '../server/cdn/storage';
import { summary } from '../server/reports/summary';
import { seedIfEmpty } from '../server/seed/seed';

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.error('bench:reports measures PostgreSQL: DATABASE_URL=postgres://… npm run bench:reports');
  process.exit(2);
}
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const M = 1;
const benchUrl = new URL(url);
const benchDb = `${benchUrl.pathname.slice(1) || 'postgres'}_reports`;
benchUrl.pathname = `/${benchDb}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

await admin(`DROP DATABASE IF EXISTS ${benchDb}`);
await admin(`CREATE DATABASE ${benchDb}`);
const db = openDatabase({ databaseUrl: benchUrl.toString(), dataDir: 'memory://' });
try {
  await migrate(db);
  await seedIfEmpty(db, { pictures: diskStore('.cache/cdn/originals') });
  let at = performance.now();
  await sql`INSERT INTO users (merchant_id, phone)
    SELECT ${M}, '99890' || lpad(g::text, 7, '0') FROM generate_series(1, 100000) g`.execute(db);
  // the orders go in as a bulk load does (a POS history import): rollups rebuilt once after
  await sql`ALTER TABLE orders DISABLE TRIGGER report_rollup`.execute(db);
  await sql`
    WITH branch AS (SELECT array_agg(id ORDER BY id) AS ids FROM branches WHERE merchant_id = ${M}),
    dish AS (SELECT array_agg(id ORDER BY id) AS ids FROM products WHERE merchant_id = ${M}),
    who AS (SELECT min(id) AS first FROM users WHERE merchant_id = ${M} AND phone LIKE '99890%' AND length(phone) = 12),
    o AS (
      SELECT g, now() - (g::float8 / ${ORDERS}) * interval '365 days' AS created,
        hashint4(g) AS h, hashint4(g + 7) AS k FROM generate_series(1, ${ORDERS}) g)
    INSERT INTO orders (merchant_id, user_id, number, status, service_type, payment_type, branch_id,
      order_device, table_id, lines, product_count, product_price, product_discount, promo_discount,
      delivery_price, delivery_discount, total_discount, total_price, promo_id, details, created_date,
      reason_code)
    SELECT ${M}, who.first + abs(o.h) % 100000, 1000000 + o.g,
      CASE WHEN abs(o.k) % 10 = 0 THEN 'CANCELED' ELSE 'CLOSED' END,
      (ARRAY['DELIVERY', 'PICK_UP', 'DINE_IN'])[1 + abs(o.h) % 3],
      (ARRAY['CASH', 'PAYME', 'CLICK'])[1 + abs(o.k) % 3],
      branch.ids[1 + abs(o.h / 7) % array_length(branch.ids, 1)],
      CASE WHEN abs(o.k / 3) % 2 = 0 THEN 'TELEGRAM_BOT' ELSE 'CLIENT_WEB' END,
      CASE WHEN abs(o.h) % 3 = 2 THEN 1 ELSE NULL END,
      jsonb_build_array(
        jsonb_build_object('productId', dish.ids[1 + abs(o.h / 11) % array_length(dish.ids, 1)], 'count', 1, 'total', 30000),
        jsonb_build_object('productId', dish.ids[1 + abs(o.k / 13) % array_length(dish.ids, 1)], 'count', 2, 'total', 50000)),
      3, 80000, 0, CASE WHEN abs(o.k) % 10 = 1 THEN 5000 ELSE 0 END,
      CASE WHEN abs(o.h) % 3 = 0 THEN 10000 ELSE 0 END, 0,
      CASE WHEN abs(o.k) % 10 = 1 THEN 5000 ELSE 0 END,
      80000 + CASE WHEN abs(o.h) % 3 = 0 THEN 10000 ELSE 0 END - CASE WHEN abs(o.k) % 10 = 1 THEN 5000 ELSE 0 END,
      NULL, '{}', o.created,
      CASE WHEN abs(o.k) % 10 = 0 THEN 'OUT_OF_STOCK' ELSE NULL END
    FROM o, branch, dish, who`.execute(db);
  await sql`ALTER TABLE orders ENABLE TRIGGER report_rollup`.execute(db);
  console.log(`${ORDERS.toLocaleString('en')} orders written in ${seconds(at)}`);
  at = performance.now();
  await sql`SELECT report_rebuild(${M})`.execute(db);
  // as autovacuum leaves a table at rest: statistics and the visibility map (index-only scans)
  await sql`VACUUM ANALYZE`.execute(db);
  const rows = await sql<{ t: string; n: string }>`
    SELECT 'report_days' AS t, count(*) AS n FROM report_days UNION ALL
    SELECT 'report_hours', count(*) FROM report_hours UNION ALL
    SELECT 'report_dishes', count(*) FROM report_dishes UNION ALL
    SELECT 'report_customers', count(*) FROM report_customers`.execute(db);
  console.log(`rollups built in ${seconds(at)}: ${rows.rows.map((r) => `${r.t} ${r.n}`).join(', ')}`);

  const today = new Date();
  const to = today.toISOString().slice(0, 10);
  const from = new Date(today.getTime() - 364 * 86_400_000).toISOString().slice(0, 10);
  const times: number[] = [];
  let orders = 0;
  for (let i = 0; i < 6; i++) {
    const start = performance.now();
    const s = await summary(db, M, from, to, {});
    if (i > 0) times.push(performance.now() - start);
    orders = s.totals.orders + s.totals.cancelled;
  }
  times.sort((a, b) => a - b);
  const filtered = performance.now();
  const branch = await db
    .selectFrom('branches')
    .select('id')
    .where('merchant_id', '=', M)
    .executeTakeFirstOrThrow();
  await summary(db, M, from, to, { branchId: branch.id, channel: 'TELEGRAM', service: 'DELIVERY' });
  const narrowed = performance.now() - filtered;
  console.log(
    `summary of ${from}..${to} (${orders.toLocaleString('en')} orders, with the year before): ` +
      `median ${times[2]!.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms; ` +
      `one branch, Telegram, delivery: ${narrowed.toFixed(0)} ms`,
  );
} finally {
  await db.destroy();
  if (!process.env.BENCH_KEEP) await admin(`DROP DATABASE IF EXISTS ${benchDb}`);
}
