import { sql, type Kysely } from 'kysely';

/**
 * The stop-list: a dish or one modifier that cannot be ordered now ("manti is finished"), at one
 * branch or every branch (branch_id null), until a time or until taken off (until null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE TABLE stop_list (
       id serial PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       product_id integer REFERENCES products(id) ON DELETE CASCADE,
       modification_id integer,
       branch_id integer REFERENCES branches(id) ON DELETE CASCADE,
       until timestamptz,
       staff_id integer REFERENCES staff(id),
       created_at timestamptz NOT NULL DEFAULT now(),
       CHECK ((product_id IS NULL) <> (modification_id IS NULL))
     )`,
    `CREATE INDEX stop_list_merchant ON stop_list (merchant_id)`,
  ])
    await sql.raw(statement).execute(db);
}
