import { sql, type Kysely } from 'kysely';

/**
 * A branch's address and a delivery zone's name in each language, when the merchant wrote them
 * (the plain text stays the contract's `address` / `name`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE branches ADD COLUMN address_translations jsonb`,
    `ALTER TABLE delivery_zones ADD COLUMN name_translations jsonb`,
  ])
    await sql.raw(statement).execute(db);
}
