import { sql, type Kysely } from 'kysely';

/**
 * Orders taken by phone on the desk and orders changed after they were placed:
 * - `orders.source` (the spec's order source: OPERATOR for an order the desk took, null for the
 *   storefront's own) and `orders.operator_id` (the spec's operatorId: the staff member who took it);
 * - `orders.refund_owed`: what an online-paid order owes back after an edit lowered its total (the
 *   amount paid is total_price + refund_owed);
 * - `order_log.staff_id` and `order_log.changes`: who changed the order and what, before → after.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE orders ADD COLUMN source text`,
    `ALTER TABLE orders ADD COLUMN operator_id integer REFERENCES staff(id)`,
    `ALTER TABLE orders ADD COLUMN refund_owed integer NOT NULL DEFAULT 0 CHECK (refund_owed >= 0)`,
    `ALTER TABLE order_log ADD COLUMN staff_id integer REFERENCES staff(id)`,
    `ALTER TABLE order_log ADD COLUMN changes jsonb`,
  ])
    await sql.raw(statement).execute(db);
}
