import { sql, type Kysely } from 'kysely';

/**
 * A stop that ends on its own (`until`) is announced to open storefronts when it ends: each
 * entry is claimed once, by one process, when its time has passed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE stop_list ADD COLUMN end_announced boolean NOT NULL DEFAULT false`,
    `CREATE INDEX stop_list_ending ON stop_list (until) WHERE until IS NOT NULL AND NOT end_announced`,
  ])
    await sql.raw(statement).execute(db);
}
