import { sql } from 'kysely';
import { birthdayWindow, type BirthdayWindow } from '../../src/domain/birthday';
import { localParts, MERCHANT_TIME_ZONE } from '../../src/domain/schedule';
import type { Db } from '../db/database';
import { loyaltyOf } from '../db/loyalty';
import type { Merchant, User } from '../db/schema';
import { fail } from '../http/errors';

/** The birthday promo a customer may take now: its percent and window. */
export interface BirthdayOffer extends BirthdayWindow {
  percent: number;
}

/** The merchant's own calendar day at `now` (its settings' timeZone, Tashkent when unset or unknown). */
function merchantDay(merchant: Pick<Merchant, 'settings'>, now: Date): string {
  const zone = merchant.settings.timeZone;
  try {
    return localParts(now, typeof zone === 'string' && zone ? zone : MERCHANT_TIME_ZONE).day;
  } catch {
    return localParts(now).day;
  }
}

/**
 * The birthday promo this customer may take at `now`, or null: the merchant gives none, the
 * customer's birthday is unknown or not within its window, or an order not cancelled already took
 * this birthday's. The storefront's checkout and the server's pricing both go by this answer.
 */
export async function birthdayOffer(
  db: Db,
  merchant: Pick<Merchant, 'id' | 'settings'>,
  user: Pick<User, 'id' | 'birthday'>,
  now = new Date(),
): Promise<BirthdayOffer | null> {
  if (!user.birthday || !user.id) return null;
  const promo = (await loyaltyOf(db, merchant.id)).birthday;
  const window = birthdayWindow(user.birthday, merchantDay(merchant, now), promo);
  if (!window || !promo) return null;
  const taken = await db
    .selectFrom('birthday_uses')
    .innerJoin('orders', 'orders.id', 'birthday_uses.order_id')
    .select('orders.status')
    .where('birthday_uses.merchant_id', '=', merchant.id)
    .where('birthday_uses.user_id', '=', user.id)
    .where('birthday_uses.year', '=', window.year)
    .executeTakeFirst();
  if (taken && taken.status !== 'CANCELED') return null;
  return { ...window, percent: promo.percent };
}

/**
 * Takes this birthday's promo for an order, inside the order's transaction: one row per customer
 * and birthday under a unique key, so of two orders racing one takes it and the other waits for it
 * and is refused (422 BIRTHDAY_USED, priced again it costs its full price). A cancelled order's use
 * is taken over.
 */
export async function takeBirthdayUse(
  tx: Db,
  use: { merchantId: number; userId: number; year: number; orderId: number },
): Promise<void> {
  const taken = await tx
    .insertInto('birthday_uses')
    .values({ merchant_id: use.merchantId, user_id: use.userId, year: use.year, order_id: use.orderId })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'user_id', 'year'])
        .doUpdateSet({ order_id: use.orderId, used_at: sql`now()` })
        .where(
          sql<boolean>`EXISTS (SELECT 1 FROM orders o WHERE o.id = birthday_uses.order_id AND o.status = 'CANCELED')`,
        ),
    )
    .returning('order_id')
    .executeTakeFirst();
  if (taken?.order_id !== use.orderId) throw fail(422, 'BIRTHDAY_USED');
}
