import { sql, type Kysely } from 'kysely';

/**
 * A busy branch: staff pause its "now" orders until a time, and add minutes to the estimate its
 * customers see; each order keeps the minutes it was placed with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE branches ADD COLUMN paused_until timestamptz`,
    `ALTER TABLE branches ADD COLUMN extra_minutes integer NOT NULL DEFAULT 0 CHECK (extra_minutes BETWEEN 0 AND 120)`,
    `ALTER TABLE orders ADD COLUMN extra_minutes integer NOT NULL DEFAULT 0`,
  ])
    await sql.raw(statement).execute(db);
}
