import { sql, type Kysely } from 'kysely';

/**
 * Fiscal receipts: a dish's IKPU (MXIK) code, package code and VAT rate (its priced choices keep
 * theirs in modification_groups), the merchant's delivery line, and the receipt an order got.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE products ADD COLUMN fiscal jsonb`,
    `ALTER TABLE merchants ADD COLUMN delivery_fiscal jsonb`,
    `ALTER TABLE orders ADD COLUMN fiscal_receipt jsonb`,
    `ALTER TABLE orders ADD COLUMN fiscal_refund_receipt jsonb`,
  ])
    await sql.raw(statement).execute(db);
}
