import { sql, type Kysely } from 'kysely';

/**
 * The manager's back office: a version per row it edits (a save that started from an older
 * one is refused, never a silent overwrite), the log of its changes (who, when, old → new; undo),
 * a category hidden from the storefront, and a promo code's limit of uses in all (counted by the
 * orders that take one, in their transaction).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE TABLE manage_versions (
       kind text NOT NULL,
       row_id integer NOT NULL,
       version integer NOT NULL,
       PRIMARY KEY (kind, row_id)
     )`,
    `CREATE TABLE manage_changes (
       id serial PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       staff_id integer REFERENCES staff(id),
       who text NOT NULL,
       kind text NOT NULL,
       row_id integer NOT NULL,
       action text NOT NULL,
       before jsonb,
       after jsonb,
       version integer NOT NULL,
       undo_of integer REFERENCES manage_changes(id),
       undone_by integer REFERENCES manage_changes(id),
       at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX manage_changes_merchant ON manage_changes (merchant_id, id DESC)`,
    `CREATE INDEX manage_changes_row ON manage_changes (kind, row_id, id DESC)`,
    `ALTER TABLE categories ADD COLUMN hidden boolean NOT NULL DEFAULT false`,
    `ALTER TABLE promos ADD COLUMN uses_limit integer`,
  ])
    await sql.raw(statement).execute(db);
}
