import { sql, type Kysely } from 'kysely';

/** A refund staff made by hand for a cancelled paid order: when, by whom, how, with a note. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE orders ADD COLUMN refunded_at timestamptz`,
    `ALTER TABLE orders ADD COLUMN refunded_by integer REFERENCES staff(id)`,
    `ALTER TABLE orders ADD COLUMN refund_method text`,
    `ALTER TABLE orders ADD COLUMN refund_note text`,
  ])
    await sql.raw(statement).execute(db);
}
