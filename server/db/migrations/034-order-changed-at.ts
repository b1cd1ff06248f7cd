import { sql, type Kysely } from 'kysely';

/**
 * When each order last changed, kept by the database itself on every update (whatever path made
 * it: a move, a payment, a courier, a refund), so the desk asks only for what changed since it
 * last looked (`GET /ops/v1/orders?view=board&since=…`) instead of every open order each time.
 * clock_timestamp(): the moment of the update itself, not its transaction's start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE orders ADD COLUMN changed_at timestamptz NOT NULL DEFAULT clock_timestamp()`,
    `CREATE OR REPLACE FUNCTION orders_touch_changed_at() RETURNS trigger AS $$
     BEGIN
       NEW.changed_at := clock_timestamp();
       RETURN NEW;
     END
     $$ LANGUAGE plpgsql`,
    `CREATE TRIGGER orders_changed_at BEFORE UPDATE ON orders
     FOR EACH ROW EXECUTE FUNCTION orders_touch_changed_at()`,
    `CREATE INDEX orders_merchant_changed_at ON orders (merchant_id, changed_at)`,
  ])
    await sql.raw(statement).execute(db);
}
