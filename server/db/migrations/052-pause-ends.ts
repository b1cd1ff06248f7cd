import { sql, type Kysely } from 'kysely';

/**
 * A branch pause that ends on its own is announced to open storefronts when it ends: a timed
 * job clears the passed pauses each second, looking only at the branches paused now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE INDEX branches_paused ON branches (paused_until) WHERE paused_until IS NOT NULL`)
    .execute(db);
}
