import { sql, type Kysely } from 'kysely';

/**
 * Each city, menu group, category and dish keeps its key from the merchant's folder, so applying
 * a changed folder to a live merchant updates them in place (their ids, and everything pointing at
 * them, stay). Rows imported before have none: applying matches them by name once and keys them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['cities', 'menu_groups', 'categories', 'products'])
    await sql.raw(`ALTER TABLE ${table} ADD COLUMN key text`).execute(db);
}
