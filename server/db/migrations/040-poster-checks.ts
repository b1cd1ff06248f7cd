import { sql, type Kysely } from 'kysely';

/**
 * The Poster check (transaction) an online order became when the cashier accepted it: Poster says
 * an order is closed only by its `transaction` webhook, which names the check, not the order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE pos_orders ADD COLUMN pos_check_id text`.execute(db);
  await sql`CREATE INDEX pos_orders_check ON pos_orders (merchant_id, pos_check_id) WHERE pos_check_id IS NOT NULL`.execute(
    db,
  );
}
