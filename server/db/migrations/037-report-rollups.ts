import { sql, type Kysely } from 'kysely';

/**
 * The reports' rollups, kept by the database in each order's own transaction (a trigger on orders:
 * a new order adds itself, a change takes its old figures away and adds the new ones), so a year of
 * a busy chain sums thousands of rows, not a million orders:
 * - report_days: per merchant, local day, branch, channel, service, payment, promo, kept or
 *   cancelled (with its reason): orders and their sums, kitchen and courier minutes where known;
 * - report_hours: kept orders per local day and hour (the week's heat map);
 * - report_dishes: what kept orders sold per local day and dish;
 * - report_customers: each customer's first, second and last order, orders kept and spent.
 * Days and hours are the merchant's own (settings.timeZone, Asia/Tashkent when unset), cut at its
 * midnight. report_rebuild(merchant) recomputes one merchant's rollups from its orders in one pass.
 */
const STATEMENTS = [
  `CREATE TABLE report_days (
    merchant_id integer NOT NULL, day date NOT NULL, branch_id integer NOT NULL,
    channel text NOT NULL, service_type text NOT NULL, payment_type text NOT NULL,
    promo_id integer NOT NULL, cancelled boolean NOT NULL, reason_code text NOT NULL,
    orders integer NOT NULL DEFAULT 0, revenue numeric NOT NULL DEFAULT 0,
    discount numeric NOT NULL DEFAULT 0, promo_discount numeric NOT NULL DEFAULT 0,
    cashback numeric NOT NULL DEFAULT 0, delivery numeric NOT NULL DEFAULT 0,
    kitchen_seconds bigint NOT NULL DEFAULT 0, kitchen_orders integer NOT NULL DEFAULT 0,
    courier_seconds bigint NOT NULL DEFAULT 0, courier_orders integer NOT NULL DEFAULT 0,
    PRIMARY KEY (merchant_id, day, branch_id, channel, service_type, payment_type, promo_id, cancelled, reason_code)
  )`,
  `CREATE TABLE report_hours (
    merchant_id integer NOT NULL, day date NOT NULL, hour smallint NOT NULL, branch_id integer NOT NULL,
    channel text NOT NULL, service_type text NOT NULL,
    orders integer NOT NULL DEFAULT 0, revenue numeric NOT NULL DEFAULT 0,
    PRIMARY KEY (merchant_id, day, hour, branch_id, channel, service_type)
  )`,
  `CREATE TABLE report_dishes (
    merchant_id integer NOT NULL, day date NOT NULL, branch_id integer NOT NULL,
    channel text NOT NULL, service_type text NOT NULL, product_id integer NOT NULL,
    count integer NOT NULL DEFAULT 0, revenue numeric NOT NULL DEFAULT 0,
    PRIMARY KEY (merchant_id, day, branch_id, channel, service_type, product_id)
  )`,
  `CREATE TABLE report_customers (
    merchant_id integer NOT NULL, user_id integer NOT NULL,
    first_at timestamptz NOT NULL, second_at timestamptz, last_at timestamptz NOT NULL,
    orders integer NOT NULL DEFAULT 0, spent numeric NOT NULL DEFAULT 0,
    PRIMARY KEY (merchant_id, user_id)
  )`,
  `CREATE INDEX report_customers_first ON report_customers (merchant_id, first_at)`,
  `CREATE INDEX report_customers_last ON report_customers (merchant_id, last_at)`,
  // the period's customers come from the orders themselves: one index read, never the rows
  `CREATE INDEX orders_report_customers ON orders (merchant_id, created_date) INCLUDE (user_id, branch_id, service_type, order_device, table_id, status)`,
  `CREATE FUNCTION report_zone(m integer) RETURNS text LANGUAGE sql STABLE AS $$
    SELECT coalesce((SELECT settings->>'timeZone' FROM merchants WHERE id = m), 'Asia/Tashkent')
  $$`,
  `CREATE FUNCTION report_channel(device text, table_id integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN table_id IS NOT NULL THEN 'TABLE' WHEN device = 'TELEGRAM_BOT' THEN 'TELEGRAM' ELSE 'WEB' END
  $$`,
  `CREATE FUNCTION report_add(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    local timestamp := o.created_date AT TIME ZONE report_zone(o.merchant_id);
    ch text := report_channel(o.order_device, o.table_id);
    gone boolean := o.status = 'CANCELED';
    cooked boolean := o.accepted_time IS NOT NULL AND o.ready_time IS NOT NULL;
    brought boolean := o.ready_time IS NOT NULL AND o.delivered_at IS NOT NULL;
  BEGIN
    INSERT INTO report_days AS r VALUES (
      o.merchant_id, local::date, o.branch_id, ch, o.service_type, o.payment_type,
      coalesce(o.promo_id, 0), gone, CASE WHEN gone THEN coalesce(o.reason_code, '') ELSE '' END,
      sign, sign * o.total_price, sign * o.total_discount, sign * o.promo_discount,
      sign * o.cashback, sign * o.delivery_price,
      CASE WHEN cooked THEN sign * extract(epoch FROM o.ready_time - o.accepted_time)::bigint ELSE 0 END,
      CASE WHEN cooked THEN sign ELSE 0 END,
      CASE WHEN brought THEN sign * extract(epoch FROM o.delivered_at - o.ready_time)::bigint ELSE 0 END,
      CASE WHEN brought THEN sign ELSE 0 END)
    ON CONFLICT (merchant_id, day, branch_id, channel, service_type, payment_type, promo_id, cancelled, reason_code)
    DO UPDATE SET orders = r.orders + EXCLUDED.orders, revenue = r.revenue + EXCLUDED.revenue,
      discount = r.discount + EXCLUDED.discount, promo_discount = r.promo_discount + EXCLUDED.promo_discount,
      cashback = r.cashback + EXCLUDED.cashback, delivery = r.delivery + EXCLUDED.delivery,
      kitchen_seconds = r.kitchen_seconds + EXCLUDED.kitchen_seconds,
      kitchen_orders = r.kitchen_orders + EXCLUDED.kitchen_orders,
      courier_seconds = r.courier_seconds + EXCLUDED.courier_seconds,
      courier_orders = r.courier_orders + EXCLUDED.courier_orders;
    IF gone THEN RETURN; END IF;
    INSERT INTO report_hours AS r VALUES (o.merchant_id, local::date, extract(hour FROM local)::smallint,
      o.branch_id, ch, o.service_type, sign, sign * o.total_price)
    ON CONFLICT (merchant_id, day, hour, branch_id, channel, service_type)
    DO UPDATE SET orders = r.orders + EXCLUDED.orders, revenue = r.revenue + EXCLUDED.revenue;
    INSERT INTO report_dishes AS r
      SELECT o.merchant_id, local::date, o.branch_id, ch, o.service_type, (l->>'productId')::integer,
        sign * sum((l->>'count')::integer), sign * sum((l->>'total')::numeric)
      FROM jsonb_array_elements(o.lines) l GROUP BY 6
    ON CONFLICT (merchant_id, day, branch_id, channel, service_type, product_id)
    DO UPDATE SET count = r.count + EXCLUDED.count, revenue = r.revenue + EXCLUDED.revenue;
  END $$`,
  `CREATE FUNCTION report_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN PERFORM report_add(OLD, -1); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM report_add(NEW, 1); END IF;
    IF TG_OP = 'INSERT' AND NEW.user_id IS NOT NULL THEN
      INSERT INTO report_customers AS c VALUES (NEW.merchant_id, NEW.user_id, NEW.created_date, NULL,
        NEW.created_date, CASE WHEN NEW.status = 'CANCELED' THEN 0 ELSE 1 END,
        CASE WHEN NEW.status = 'CANCELED' THEN 0 ELSE NEW.total_price END)
      ON CONFLICT (merchant_id, user_id) DO UPDATE SET
        first_at = least(c.first_at, EXCLUDED.first_at),
        second_at = CASE WHEN EXCLUDED.first_at < c.first_at THEN c.first_at
          ELSE least(coalesce(c.second_at, EXCLUDED.first_at), EXCLUDED.first_at) END,
        last_at = greatest(c.last_at, EXCLUDED.last_at),
        orders = c.orders + EXCLUDED.orders, spent = c.spent + EXCLUDED.spent;
    ELSIF TG_OP = 'UPDATE' AND NEW.user_id IS NOT NULL AND (OLD.status = 'CANCELED') <> (NEW.status = 'CANCELED') THEN
      UPDATE report_customers SET
        orders = orders + CASE WHEN NEW.status = 'CANCELED' THEN -1 ELSE 1 END,
        spent = spent + CASE WHEN NEW.status = 'CANCELED' THEN -OLD.total_price ELSE NEW.total_price END
      WHERE merchant_id = NEW.merchant_id AND user_id = NEW.user_id;
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER report_rollup AFTER INSERT OR DELETE OR UPDATE OF
    status, created_date, branch_id, service_type, payment_type, order_device, table_id, promo_id,
    reason_code, total_price, total_discount, promo_discount, cashback, delivery_price, lines,
    accepted_time, ready_time, delivered_at
    ON orders FOR EACH ROW EXECUTE FUNCTION report_order_changed()`,
  `CREATE FUNCTION report_rebuild(m integer) RETURNS void LANGUAGE plpgsql AS $$
  DECLARE zone text := report_zone(m);
  BEGIN
    DELETE FROM report_days WHERE merchant_id = m;
    DELETE FROM report_hours WHERE merchant_id = m;
    DELETE FROM report_dishes WHERE merchant_id = m;
    DELETE FROM report_customers WHERE merchant_id = m;
    CREATE TEMP TABLE report_src ON COMMIT DROP AS
      SELECT o.*, o.created_date AT TIME ZONE zone AS local, report_channel(o.order_device, o.table_id) AS ch,
        o.status = 'CANCELED' AS gone
      FROM orders o WHERE o.merchant_id = m;
    INSERT INTO report_days
      SELECT m, local::date, branch_id, ch, service_type, payment_type, coalesce(promo_id, 0), gone,
        CASE WHEN gone THEN coalesce(reason_code, '') ELSE '' END,
        count(*), sum(total_price::numeric), sum(total_discount::numeric), sum(promo_discount::numeric),
        sum(cashback::numeric), sum(delivery_price::numeric),
        coalesce(sum(extract(epoch FROM ready_time - accepted_time)::bigint), 0),
        count(ready_time - accepted_time),
        coalesce(sum(extract(epoch FROM delivered_at - ready_time)::bigint), 0),
        count(delivered_at - ready_time)
      FROM report_src GROUP BY 2, 3, 4, 5, 6, 7, 8, 9;
    INSERT INTO report_hours
      SELECT m, local::date, extract(hour FROM local)::smallint, branch_id, ch, service_type, count(*), sum(total_price::numeric)
      FROM report_src WHERE NOT gone GROUP BY 2, 3, 4, 5, 6;
    INSERT INTO report_dishes
      SELECT m, local::date, branch_id, ch, service_type, (l->>'productId')::integer,
        sum((l->>'count')::integer), sum((l->>'total')::numeric)
      FROM report_src, jsonb_array_elements(lines) l WHERE NOT gone GROUP BY 2, 3, 4, 5, 6;
    INSERT INTO report_customers
      SELECT m, user_id, min(created_date),
        (array_agg(created_date ORDER BY created_date))[2], max(created_date),
        count(*) FILTER (WHERE NOT gone), coalesce(sum(total_price::numeric) FILTER (WHERE NOT gone), 0)
      FROM report_src WHERE user_id IS NOT NULL GROUP BY user_id;
    DROP TABLE report_src;
  END $$`,
  `SELECT report_rebuild(id) FROM merchants`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}
