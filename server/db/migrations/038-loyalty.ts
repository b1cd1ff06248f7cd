import { sql, type Kysely } from 'kysely';

/**
 * The loyalty each merchant sets on the desk (PUT /api/manage/v1/loyalty): cashback percent, the
 * most of an order cashback may pay, expiry and the birthday promo. No row: the defaults
 * (src/domain/loyalty.ts, 3 % as before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE merchant_loyalty (
    merchant_id integer PRIMARY KEY REFERENCES merchants(id),
    cashback_percent double precision NOT NULL CHECK (cashback_percent BETWEEN 0 AND 30),
    max_pay_percent integer NOT NULL CHECK (max_pay_percent BETWEEN 0 AND 100),
    expiry_days integer CHECK (expiry_days > 0),
    birthday jsonb,
    updated_by integer REFERENCES staff(id),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}
