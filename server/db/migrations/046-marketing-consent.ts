import { sql, type Kysely } from 'kysely';

/**
 * A customer's agreement to hear of the merchant's news, per channel (Telegram, web push, SMS):
 * off until they agree in their profile or at checkout; withdrawn by the bot's /stop or a message's
 * stop link. One row per customer and channel, with where and when it last changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE marketing_consents (
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    channel text NOT NULL CHECK (channel IN ('telegram', 'push', 'sms')),
    merchant_id integer NOT NULL REFERENCES merchants(id),
    agreed boolean NOT NULL,
    source text NOT NULL,
    changed_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, channel)
  )`.execute(db);
  await sql`CREATE INDEX marketing_consents_agreed ON marketing_consents (merchant_id, channel) WHERE agreed`.execute(
    db,
  );
}
