import { sql, type Kysely } from 'kysely';

/**
 * Promo usage rules: a first-order-only code, an optional per-customer limit. Each use is a row
 * numbered per customer and code; the primary key makes two parallel orders that would take the
 * same use collide, so a limit holds on every server of one database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE promos ADD COLUMN first_order_only boolean NOT NULL DEFAULT false`,
    `ALTER TABLE promos ADD COLUMN per_customer_limit integer`,
    `CREATE TABLE promo_uses (
       promo_id integer NOT NULL REFERENCES promos(id),
       user_id integer NOT NULL REFERENCES users(id),
       use_no integer NOT NULL,
       order_id integer NOT NULL REFERENCES orders(id),
       PRIMARY KEY (promo_id, user_id, use_no)
     )`,
  ])
    await sql.raw(statement).execute(db);
}
