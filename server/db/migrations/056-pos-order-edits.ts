import { sql, type Kysely } from 'kysely';

/**
 * The POS told of an order's edit: an outbox row per edit of an order the POS has or will
 * have, written in the edit's transaction with the order as it stood before it; and on the POS's
 * own row, the order as the POS last heard it (`sent_state`), so a change is told once: what the
 * POS already has is never sent again, whichever of the first send and the edit came first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE TABLE pos_order_edits (
       id serial PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       order_id integer NOT NULL REFERENCES orders(id),
       before jsonb NOT NULL,
       attempts integer NOT NULL DEFAULT 0,
       next_attempt_at timestamptz NOT NULL DEFAULT now(),
       sent_at timestamptz,
       last_error text,
       created_date timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX pos_order_edits_due ON pos_order_edits (next_attempt_at) WHERE sent_at IS NULL`,
    `ALTER TABLE pos_orders ADD COLUMN sent_state jsonb`,
  ])
    await sql.raw(statement).execute(db);
}
