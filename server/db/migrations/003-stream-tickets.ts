import { sql, type Kysely } from 'kysely';

/** Single-use tickets for the order event stream (the session token stays out of URLs). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE TABLE stream_tickets (
       ticket_hash text PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       user_id integer NOT NULL REFERENCES users(id),
       order_id integer NOT NULL REFERENCES orders(id),
       expires_at timestamptz NOT NULL,
       used boolean NOT NULL DEFAULT false
     )`,
    `CREATE INDEX stream_tickets_expiry ON stream_tickets (expires_at)`,
  ])
    await sql.raw(statement).execute(db);
}
