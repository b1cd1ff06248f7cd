import { sql, type Kysely } from 'kysely';

/** A saved card's verification tries: five wrong codes and it can no longer be confirmed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`ALTER TABLE cards ADD COLUMN verify_attempts integer NOT NULL DEFAULT 0`).execute(db);
}
