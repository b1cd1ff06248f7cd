import { sql, type Kysely } from 'kysely';

/**
 * The fiscal receipts still to be sent to a provider's fiscal API (Click's OFD), written in the
 * payment's transaction and sent after it with retries, like the bot's messages. One per payment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE TABLE fiscal_outbox (
       id serial PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       order_id integer NOT NULL REFERENCES orders(id),
       provider text NOT NULL,
       payment_id text NOT NULL,
       attempts integer NOT NULL DEFAULT 0,
       next_attempt_at timestamptz NOT NULL DEFAULT now(),
       submitted_at timestamptz,
       sent_at timestamptz,
       last_error text,
       created_date timestamptz NOT NULL DEFAULT now(),
       UNIQUE (provider, payment_id)
     )`,
    `CREATE INDEX fiscal_outbox_due ON fiscal_outbox (next_attempt_at) WHERE sent_at IS NULL`,
  ])
    await sql.raw(statement).execute(db);
}
