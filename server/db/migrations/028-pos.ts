import { sql, type Kysely } from 'kysely';

/**
 * The restaurant's POS (iiko or Poster): the merchant's connection, the POS's ids of its branches
 * and dishes (a dish's modifier groups and choices keep theirs in the JSON that holds them),
 * the stop-list entries the POS owns (the desk cannot lift them), the orders to send to the POS
 * (an outbox row per order, written in the order's transaction) with what the POS said of each,
 * and when the menu and the stop-list last came in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE merchants ADD COLUMN pos jsonb`,
    `ALTER TABLE branches ADD COLUMN pos_ids jsonb NOT NULL DEFAULT '{}'`,
    `ALTER TABLE products ADD COLUMN pos_ids jsonb NOT NULL DEFAULT '{}'`,
    `ALTER TABLE stop_list ADD COLUMN source text`,
    `CREATE TABLE pos_orders (
       id serial PRIMARY KEY,
       merchant_id integer NOT NULL REFERENCES merchants(id),
       order_id integer NOT NULL UNIQUE REFERENCES orders(id),
       provider text NOT NULL,
       pos_order_id text NOT NULL,
       attempts integer NOT NULL DEFAULT 0,
       next_attempt_at timestamptz NOT NULL DEFAULT now(),
       sent_at timestamptz,
       last_error text,
       creation_status text,
       pos_number text,
       pos_error text,
       pos_status text,
       pos_timestamp double precision NOT NULL DEFAULT 0,
       created_date timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX pos_orders_due ON pos_orders (next_attempt_at) WHERE sent_at IS NULL`,
    `CREATE INDEX pos_orders_pos_id ON pos_orders (provider, pos_order_id)`,
    `CREATE TABLE pos_syncs (
       merchant_id integer NOT NULL REFERENCES merchants(id),
       kind text NOT NULL,
       at timestamptz NOT NULL DEFAULT now(),
       ok boolean NOT NULL,
       result text NOT NULL,
       PRIMARY KEY (merchant_id, kind)
     )`,
  ])
    await sql.raw(statement).execute(db);
}
