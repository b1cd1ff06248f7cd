import { sql, type Kysely } from 'kysely';

/**
 * The birthday promo applied: an order keeps the birthday percent it was priced with and the
 * sum it took off, and each customer's birthday is used once — one row per (merchant, customer,
 * birthday's year), taken in the order's transaction (a parallel order meets the unique key). An
 * order cancelled gives its birthday back: its row may be taken over by the next order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE orders ADD COLUMN birthday_percent integer NOT NULL DEFAULT 0`,
    `ALTER TABLE orders ADD COLUMN birthday_discount integer NOT NULL DEFAULT 0`,
    `CREATE TABLE birthday_uses (
      merchant_id integer NOT NULL REFERENCES merchants(id),
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      year integer NOT NULL,
      order_id integer NOT NULL REFERENCES orders(id),
      used_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (merchant_id, user_id, year)
    )`,
  ])
    await sql.raw(statement).execute(db);
}
