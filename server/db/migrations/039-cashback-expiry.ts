import { sql, type Kysely } from 'kysely';

/**
 * Cashback that expired (the merchant's loyalty `expiry_days`): a debit of its own kind in the
 * customer's cashback movements, so their history says "expired", not "spent".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE cashback_entries ADD COLUMN expired boolean NOT NULL DEFAULT false`.execute(db);
  await sql`CREATE INDEX cashback_entries_user ON cashback_entries (merchant_id, user_id)`.execute(db);
}
