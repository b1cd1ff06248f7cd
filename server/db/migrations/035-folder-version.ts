import { sql, type Kysely } from 'kysely';

/**
 * Which version of its folder a merchant runs: each apply or studio publish that changes something
 * adds one. A folder that started from an older version than the live one would silently undo
 * what was published since; the apply refuses it (saying what it would revert) unless forced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`ALTER TABLE merchants ADD COLUMN folder_version integer NOT NULL DEFAULT 1`).execute(db);
}
