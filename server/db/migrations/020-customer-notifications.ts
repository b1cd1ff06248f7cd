import { sql, type Kysely } from 'kysely';

/**
 * Reaching a customer off the page: the web-push subscriptions of a customer's devices, the
 * messages of an order's steps by web push and SMS (an outbox written in the order's transaction,
 * sent after it with retries like the bot's; a gateway's delivery report lands on its row), and a
 * merchant's own choice to text every customer the accepted and on-the-way steps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE TABLE push_subscriptions (
       id serial PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       user_id integer NOT NULL REFERENCES users(id),
       endpoint text NOT NULL,
       p256dh text NOT NULL,
       auth text NOT NULL,
       created_date timestamptz NOT NULL DEFAULT now(),
       UNIQUE (merchant_id, endpoint)
     )`,
    `CREATE INDEX push_subscriptions_user ON push_subscriptions (merchant_id, user_id)`,
    `CREATE TABLE order_notifications (
       id serial PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       order_id integer NOT NULL REFERENCES orders(id),
       channel text NOT NULL CHECK (channel IN ('PUSH', 'SMS')),
       step text NOT NULL,
       subscription_id integer,
       phone text,
       body jsonb NOT NULL,
       attempts integer NOT NULL DEFAULT 0,
       next_attempt_at timestamptz NOT NULL DEFAULT now(),
       sent_at timestamptz,
       last_error text,
       provider_id text,
       delivery text CHECK (delivery IN ('DELIVERED', 'FAILED')),
       created_date timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX order_notifications_due ON order_notifications (next_attempt_at) WHERE sent_at IS NULL`,
    `CREATE INDEX order_notifications_order ON order_notifications (order_id)`,
    `CREATE INDEX order_notifications_provider ON order_notifications (provider_id) WHERE provider_id IS NOT NULL`,
    `ALTER TABLE merchants ADD COLUMN status_sms boolean NOT NULL DEFAULT false`,
    // the step a bot message announced, for the desk's list of what the customer was told
    `ALTER TABLE bot_messages ADD COLUMN step text`,
  ])
    await sql.raw(statement).execute(db);
}
