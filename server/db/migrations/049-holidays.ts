import { sql, type Kysely } from 'kysely';

/**
 * A branch's holidays: dates whose hours differ from their weekday's, a day off (closed) or
 * a short day, as branches.json's `holidays` lists them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`ALTER TABLE branches ADD COLUMN holidays jsonb NOT NULL DEFAULT '[]'`).execute(db);
}
