import { sql, type Kysely } from 'kysely';

/**
 * Why an order was cancelled, as a code the customer reads in their own language (the `reason`
 * column keeps the words given with it). Orders cancelled before keep their words only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`ALTER TABLE orders ADD COLUMN reason_code text`).execute(db);
}
