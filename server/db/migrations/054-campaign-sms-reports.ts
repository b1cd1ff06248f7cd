import { sql, type Kysely } from 'kysely';

/**
 * A campaign's SMS delivery reports: Eskiz reports each message delivered (delivered_at, as
 * Telegram's and web push's are on sending) or not delivered (undelivered_at), once, whichever comes
 * first; the campaign's results count them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE campaign_messages ADD COLUMN undelivered_at timestamptz`.execute(db);
}
