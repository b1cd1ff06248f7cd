/**
 * The merchant's loyalty: the cashback a fulfilled order earns (a percent of its total, 0–30), the
 * most of an order the balance may pay (a percent), how long earned cashback lasts (days, or null:
 * never expires) and a birthday promo (a percent off, some days before and after the birthday).
 */
export interface Loyalty {
  cashbackPercent: number;
  maxPayPercent: number;
  expiryDays: number | null;
  birthday: { percent: number; daysBefore: number; daysAfter: number } | null;
}

/** A merchant that has not set its own: 3 % back, the balance may pay a whole order, never expires. */
export const DEFAULT_LOYALTY: Loyalty = {
  cashbackPercent: 3,
  maxPayPercent: 100,
  expiryDays: null,
  birthday: null,
};

/** The cashback an order of `totalPrice` earns at `percent` (whole sums, rounded down). */
export const cashbackEarned = (totalPrice: number, percent: number) =>
  Math.floor((totalPrice * percent) / 100);

/** The most of an order of `totalBeforeCashback` the balance may pay. */
export const cashbackCap = (totalBeforeCashback: number, maxPayPercent: number) =>
  Math.floor((totalBeforeCashback * maxPayPercent) / 100);
