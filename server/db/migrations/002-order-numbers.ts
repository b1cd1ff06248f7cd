import { sql, type Kysely } from 'kysely';

/**
 * Order numbers unique per merchant by construction: a counter row per merchant taken with one
 * atomic upsert, and a unique index. Numbers repeated by the old `max(number)+1` are renumbered
 * after the merchant's highest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE TABLE order_counters (
       merchant_id integer PRIMARY KEY REFERENCES merchants(id),
       last_number integer NOT NULL
     )`,
    `WITH ranked AS (
       SELECT id, merchant_id, row_number() OVER (PARTITION BY merchant_id, number ORDER BY id) AS copy
       FROM orders
     ), tops AS (
       SELECT merchant_id, max(number) AS top FROM orders GROUP BY merchant_id
     ), renumbered AS (
       SELECT ranked.id, tops.top + row_number() OVER (PARTITION BY ranked.merchant_id ORDER BY ranked.id) AS number
       FROM ranked JOIN tops USING (merchant_id)
       WHERE ranked.copy > 1
     )
     UPDATE orders SET number = renumbered.number FROM renumbered WHERE orders.id = renumbered.id`,
    `INSERT INTO order_counters (merchant_id, last_number)
     SELECT merchant_id, max(number) FROM orders GROUP BY merchant_id`,
    `DROP INDEX orders_number`,
    `CREATE UNIQUE INDEX orders_number ON orders (merchant_id, number)`,
  ])
    await sql.raw(statement).execute(db);
}
