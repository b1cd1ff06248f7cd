import { sql, type Kysely } from 'kysely';

/**
 * Telegram beyond the demo: the language an order was placed in (for the bot's messages) and its
 * table, a branch's folder key and its tables (for table QR codes), products shown only on one
 * channel or at another price in the bot, and the bot's outbox (sent, retried with backoff, never in the
 * order's way).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE orders ADD COLUMN language text`,
    `ALTER TABLE orders ADD COLUMN table_id integer`,
    `ALTER TABLE branches ADD COLUMN key text`,
    `ALTER TABLE branches ADD COLUMN tables jsonb NOT NULL DEFAULT '[]'`,
    `ALTER TABLE products ADD COLUMN channels jsonb NOT NULL DEFAULT '["WEB","TG"]'`,
    `ALTER TABLE products ADD COLUMN telegram_price double precision`,
    `CREATE TABLE bot_messages (
       id serial PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       order_id integer NOT NULL REFERENCES orders(id),
       chat_id text NOT NULL,
       body jsonb NOT NULL,
       attempts integer NOT NULL DEFAULT 0,
       next_attempt_at timestamptz NOT NULL DEFAULT now(),
       sent_at timestamptz,
       last_error text,
       created_date timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX bot_messages_due ON bot_messages (next_attempt_at) WHERE sent_at IS NULL`,
  ])
    await sql.raw(statement).execute(db);
}
