import { sql, type Kysely } from 'kysely';

/**
 * Modifier groups' and choices' ids come from the database. They used to be computed from the
 * product's id (id × 100 + group × 10 + choice), which collides from the tenth group or choice on;
 * the sequence starts above every id that rule could make, so imported menus keep theirs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`CREATE SEQUENCE modification_ids START WITH 300000000`).execute(db);
}
