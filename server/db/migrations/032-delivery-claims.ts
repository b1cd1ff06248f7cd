import { sql, type Kysely } from 'kysely';

/**
 * A delivery service's claim for an order (Yandex Delivery): one open claim per order at a time,
 * its request id (the service's idempotency key, one per attempt) fixed when the row is written in
 * the desk's transaction, so a replayed or restarted sender creates the same claim, never a second.
 * The row is also the outbox of what is still to tell the service (`action`: CREATE, CANCEL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE TABLE delivery_claims (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      order_id integer NOT NULL REFERENCES orders(id),
      provider text NOT NULL DEFAULT 'YANDEX',
      request_id text NOT NULL UNIQUE,
      claim_id text,
      status text,
      version integer,
      performer jsonb,
      action text,
      closed boolean NOT NULL DEFAULT false,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      last_error text,
      polled_at timestamptz,
      created_date timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE UNIQUE INDEX delivery_claims_open ON delivery_claims (order_id) WHERE NOT closed`,
  ])
    await sql.raw(statement).execute(db);
}
