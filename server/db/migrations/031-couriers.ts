import { sql, type Kysely } from 'kysely';

/**
 * The restaurant's own couriers in the courier app: a courier record (the spec's Courier) is tied
 * to the staff member who logs in with it, knows whether its courier is on shift and where they
 * last were. Positions are kept per order (7 days, then deleted) and only while it is on the way.
 * An order keeps when it was given to a courier and picked up, the cash the courier collected,
 * how it is delivered (YANDEX or the restaurant's own, LAMENU) and why a courier could not deliver.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE couriers ADD COLUMN staff_id integer UNIQUE REFERENCES staff(id)`,
    `ALTER TABLE couriers ADD COLUMN shift_started_at timestamptz`,
    `ALTER TABLE couriers ADD COLUMN position_at timestamptz`,
    `CREATE TABLE courier_shifts (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      courier_id integer NOT NULL REFERENCES couriers(id),
      started_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz
    )`,
    `CREATE UNIQUE INDEX courier_shifts_open ON courier_shifts (courier_id) WHERE ended_at IS NULL`,
    `CREATE TABLE courier_positions (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id),
      courier_id integer REFERENCES couriers(id),
      order_id integer NOT NULL REFERENCES orders(id),
      latitude double precision NOT NULL,
      longitude double precision NOT NULL,
      accuracy double precision,
      at timestamptz NOT NULL,
      created_date timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX courier_positions_order ON courier_positions (order_id, at DESC)`,
    `CREATE INDEX courier_positions_age ON courier_positions (created_date)`,
    `ALTER TABLE orders ADD COLUMN courier_assigned_at timestamptz`,
    `ALTER TABLE orders ADD COLUMN picked_up_at timestamptz`,
    `ALTER TABLE orders ADD COLUMN cash_collected integer`,
    `ALTER TABLE orders ADD COLUMN delivery_type text`,
    `ALTER TABLE orders ADD COLUMN courier_reason text`,
  ])
    await sql.raw(statement).execute(db);
}
