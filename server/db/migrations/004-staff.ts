import { sql, type Kysely } from 'kysely';

/**
 * Staff of a merchant (operators and kitchen) and their tokens; stream tickets may now open the
 * merchant's whole order stream for a staff member (no order, no customer).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE TABLE staff (
       id serial PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       phone text NOT NULL,
       name text NOT NULL,
       role text NOT NULL CHECK (role IN ('OPERATOR', 'KITCHEN')),
       is_active boolean NOT NULL DEFAULT true,
       created_date timestamptz NOT NULL DEFAULT now(),
       UNIQUE (merchant_id, phone)
     )`,
    `CREATE TABLE staff_tokens (
       token_hash text PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       staff_id integer NOT NULL REFERENCES staff(id),
       revoked boolean NOT NULL DEFAULT false,
       created_date timestamptz NOT NULL DEFAULT now()
     )`,
    `ALTER TABLE stream_tickets ALTER COLUMN user_id DROP NOT NULL`,
    `ALTER TABLE stream_tickets ALTER COLUMN order_id DROP NOT NULL`,
    `ALTER TABLE stream_tickets ADD COLUMN staff_id integer REFERENCES staff(id)`,
    `ALTER TABLE orders ADD COLUMN courier_name text`,
    `ALTER TABLE orders ADD COLUMN courier_phone text`,
  ])
    await sql.raw(statement).execute(db);
}
