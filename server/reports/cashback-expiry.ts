import { sql } from 'kysely';
import type { Db } from '../db/database';
import { cashbackExpired } from '../../src/domain/loyalty';
import { startTimedJob } from '../timed-job';

/** How often expired cashback is taken out of the balances. */
const EVERY_MS = 60 * 60_000;

/**
 * Takes the cashback that has expired (the merchant's loyalty `expiry_days`) out of each customer's
 * balance: a debit marked expired in their movements. Each customer's row is locked while their
 * movements are read and the debit written, so an order spending cashback at the same moment, or
 * another process running this, sees the other's result: nothing expires twice, no balance goes
 * below zero. Returns how many customers lost cashback.
 */
export async function expireCashback(db: Db, now = new Date()): Promise<number> {
  const merchants = await db
    .selectFrom('merchant_loyalty')
    .select(['merchant_id', 'expiry_days'])
    .where('expiry_days', 'is not', null)
    .execute();
  let customers = 0;
  for (const { merchant_id: merchantId, expiry_days: days } of merchants) {
    const cutoff = new Date(now.getTime() - (days as number) * 86_400_000);
    // the customers who may have some: credits older than the cutoff beyond all their debits
    const candidates = await db
      .selectFrom('cashback_entries')
      .select('user_id')
      .where('merchant_id', '=', merchantId)
      .groupBy('user_id')
      .having(
        sql<boolean>`sum(CASE WHEN amount > 0 AND created_date <= ${cutoff} THEN amount ELSE 0 END)
          + sum(CASE WHEN amount < 0 THEN amount ELSE 0 END) > 0`,
      )
      .execute();
    for (const { user_id: userId } of candidates)
      if (await expireFor(db, merchantId, userId, days as number, now)) customers += 1;
  }
  return customers;
}

async function expireFor(db: Db, merchantId: number, userId: number, days: number, now: Date) {
  return db.transaction().execute(async (tx) => {
    const user = await tx
      .selectFrom('users')
      .select('cashback')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return false;
    const movements = await tx
      .selectFrom('cashback_entries')
      .select(['amount', 'created_date'])
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .execute();
    const expired = cashbackExpired(
      movements.map((m) => ({ amount: m.amount, at: new Date(m.created_date) })),
      days,
      user.cashback,
      now,
    );
    if (expired <= 0) return false;
    await tx
      .updateTable('users')
      .set({ cashback: sql`cashback - ${expired}` })
      .where('id', '=', userId)
      .execute();
    await tx
      .insertInto('cashback_entries')
      .values({ merchant_id: merchantId, user_id: userId, order_id: null, amount: -expired, expired: true })
      .execute();
    return true;
  });
}

/** The hourly run of `expireCashback`, first at start. */
export const startCashbackExpiry = (db: Db) =>
  startTimedJob('cashback expiry', EVERY_MS, async () => void (await expireCashback(db)), { now: true });
