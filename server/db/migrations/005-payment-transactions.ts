import { sql, type Kysely } from 'kysely';

/**
 * Payment providers' transactions (Payme, Click, Uzum), one row per provider transaction id:
 * a replayed callback finds its row, and a unique index stops a second row under a race.
 * Times are the providers' milliseconds; amounts are tiyin as the providers count them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE TABLE payment_transactions (
       id serial PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       order_id integer NOT NULL REFERENCES orders(id),
       provider text NOT NULL,
       provider_id text NOT NULL,
       amount bigint NOT NULL,
       state integer NOT NULL,
       reason integer,
       create_time bigint NOT NULL,
       perform_time bigint NOT NULL DEFAULT 0,
       cancel_time bigint NOT NULL DEFAULT 0,
       UNIQUE (provider, provider_id)
     )`,
    `CREATE INDEX payment_transactions_order ON payment_transactions (order_id)`,
    `ALTER TABLE orders ADD COLUMN refund_due boolean NOT NULL DEFAULT false`,
  ])
    await sql.raw(statement).execute(db);
}
