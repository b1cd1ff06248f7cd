import { sql, type Kysely } from 'kysely';

/** A delivery zone's minimum order and the sum from which its delivery is free (both optional). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE delivery_zones ADD COLUMN min_order integer CHECK (min_order >= 0)`,
    `ALTER TABLE delivery_zones ADD COLUMN free_from integer CHECK (free_from >= 0)`,
  ])
    await sql.raw(statement).execute(db);
}
