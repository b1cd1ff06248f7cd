import { DEFAULT_LOYALTY, type Loyalty } from '../../src/domain/loyalty';
import type { Db } from './database';

/** The merchant's loyalty settings, its defaults when it has set none (inside a transaction too). */
export async function loyaltyOf(db: Db, merchantId: number): Promise<Loyalty> {
  const row = await db
    .selectFrom('merchant_loyalty')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) return DEFAULT_LOYALTY;
  return {
    cashbackPercent: row.cashback_percent,
    maxPayPercent: row.max_pay_percent,
    expiryDays: row.expiry_days,
    birthday: row.birthday,
  };
}
