import { sql, type Kysely } from 'kysely';

/**
 * The manager's campaigns and their outbox: one row per recipient (per device for web push),
 * written in the transaction that starts the send, so a campaign reaches each customer once
 * whoever sends it and whatever restarts; each row keeps its stop token (the stop link and the
 * click-through link name it) and what became of it. `campaign_send_slots` counts each fifth of a second's
 * sends per merchant and channel across processes (the providers' rate limits).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE campaigns (
    id serial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants(id),
    name text NOT NULL,
    channel text NOT NULL CHECK (channel IN ('telegram', 'push', 'sms')),
    segment text NOT NULL,
    branch_id integer REFERENCES branches(id),
    text jsonb NOT NULL,
    picture text,
    promo_code text,
    send_at timestamptz,
    status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'SCHEDULED', 'SENDING', 'PAUSED', 'DONE')),
    created_by integer REFERENCES staff(id),
    created_at timestamptz NOT NULL DEFAULT now(),
    started_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX campaigns_merchant ON campaigns (merchant_id, id DESC)`.execute(db);
  await sql`CREATE TABLE campaign_messages (
    id serial PRIMARY KEY,
    campaign_id integer NOT NULL REFERENCES campaigns(id),
    merchant_id integer NOT NULL REFERENCES merchants(id),
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    channel text NOT NULL,
    language text NOT NULL,
    chat_id text,
    subscription_id integer,
    phone text,
    token text NOT NULL UNIQUE,
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    last_error text,
    sent_at timestamptz,
    delivered_at timestamptz,
    clicked_at timestamptz
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX campaign_messages_once ON campaign_messages
    (campaign_id, user_id, coalesce(subscription_id, 0))`.execute(db);
  await sql`CREATE INDEX campaign_messages_due ON campaign_messages (next_attempt_at) WHERE sent_at IS NULL`.execute(
    db,
  );
  await sql`CREATE TABLE campaign_send_slots (
    merchant_id integer NOT NULL,
    channel text NOT NULL,
    slot timestamptz NOT NULL,
    used integer NOT NULL,
    PRIMARY KEY (merchant_id, channel, slot)
  )`.execute(db);
}
