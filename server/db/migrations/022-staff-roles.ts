import { sql, type Kysely } from 'kysely';

/**
 * Every staff role at once, so the areas that bring them need no migration of the same check:
 * MANAGER (the owner or manager: the desk plus the back office and the reports) and COURIER (the
 * restaurant's own couriers, in the courier app). A staff member may belong to one branch (the
 * kitchen of that branch, a courier of that branch); none means every branch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE staff DROP CONSTRAINT IF EXISTS staff_role_check`,
    `ALTER TABLE staff ADD CONSTRAINT staff_role_check CHECK (role IN ('OPERATOR', 'KITCHEN', 'MANAGER', 'COURIER'))`,
    `ALTER TABLE staff ADD COLUMN branch_id integer REFERENCES branches(id)`,
  ])
    await sql.raw(statement).execute(db);
}
