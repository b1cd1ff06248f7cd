import { sql, type Kysely } from 'kysely';

/**
 * A folder applied (admin API, studio) moves on the back office's row versions, so a manager's
 * save that started before it is refused (409, saying the folder changed it and when) instead of
 * writing over it: `applied_at` is when an apply last moved a row's version (null: a manager's save).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`ALTER TABLE manage_versions ADD COLUMN applied_at timestamptz`).execute(db);
}
