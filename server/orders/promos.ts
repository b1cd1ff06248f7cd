import type { Db } from '../db/database';
import type { Promo } from '../db/schema';
import { fail } from '../http/errors';

/** An active promo within its dates; unknown, inactive and expired codes are one answer. */
export async function findLivePromo(
  db: Db,
  merchantId: number,
  code: string,
  now = new Date(),
): Promise<Promo> {
  const promo = await db
    .selectFrom('promos')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb.fn('upper', ['code']), '=', code.trim().toUpperCase())
    .executeTakeFirst();
  const live =
    promo &&
    promo.is_active &&
    (!promo.start_date || new Date(promo.start_date) <= now) &&
    (!promo.end_date || new Date(promo.end_date) >= now);
  if (!live) throw fail(404, 'PROMO_NOT_FOUND');
  return promo;
}

export const promoRule = (p: Promo) => ({
  discountType: p.discount_type as 'AMOUNT' | 'PERCENTAGE',
  productDiscount: p.product_discount,
  deliveryDiscount: p.delivery_discount,
  minPrice: p.min_price,
});
