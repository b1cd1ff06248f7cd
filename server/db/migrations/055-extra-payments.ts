import { sql, type Kysely } from 'kysely';

/**
 * The difference of an online-paid order an edit made dearer: a second payment by link.
 * - `order_extra_payments`: what the customer is asked to pay on top, DUE until a provider pays it
 *   (PAID), the operator takes it in cash (CASH), or a later edit or a cancel makes it moot (VOID);
 *   at most one DUE per order, held by a unique index;
 * - `orders.extra_due`: the difference still due (paid = total_price + refund_owed - extra_due);
 * - `payment_transactions.extra_id`: the provider's transaction pays that difference, not the order;
 *   "one payment per order" becomes one per order's first payment and one per difference.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE TABLE order_extra_payments (
       id serial PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       order_id integer NOT NULL REFERENCES orders(id),
       amount integer NOT NULL CHECK (amount > 0),
       state text NOT NULL DEFAULT 'DUE' CHECK (state IN ('DUE', 'PAID', 'CASH', 'VOID')),
       staff_id integer REFERENCES staff(id),
       settled_by integer REFERENCES staff(id),
       created_date timestamptz NOT NULL DEFAULT now(),
       settled_at timestamptz
     )`,
    `CREATE UNIQUE INDEX order_extra_payments_one_due ON order_extra_payments (order_id) WHERE state = 'DUE'`,
    `CREATE INDEX order_extra_payments_order ON order_extra_payments (order_id)`,
    `ALTER TABLE orders ADD COLUMN extra_due integer NOT NULL DEFAULT 0 CHECK (extra_due >= 0)`,
    `ALTER TABLE payment_transactions ADD COLUMN extra_id integer REFERENCES order_extra_payments(id)`,
    `DROP INDEX payment_transactions_one_performed`,
    `DROP INDEX payment_transactions_one_open`,
    `CREATE UNIQUE INDEX payment_transactions_one_performed ON payment_transactions (order_id)
       WHERE state = 2 AND extra_id IS NULL`,
    `CREATE UNIQUE INDEX payment_transactions_one_open ON payment_transactions (order_id)
       WHERE state IN (1, 2) AND provider <> 'CLICK' AND extra_id IS NULL`,
    `CREATE UNIQUE INDEX payment_transactions_extra_performed ON payment_transactions (extra_id)
       WHERE state = 2 AND extra_id IS NOT NULL`,
    `CREATE UNIQUE INDEX payment_transactions_extra_open ON payment_transactions (extra_id)
       WHERE state IN (1, 2) AND provider <> 'CLICK' AND extra_id IS NOT NULL`,
  ])
    await sql.raw(statement).execute(db);
}
