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

/** A movement of a customer's cashback: earned or returned (positive), spent or expired (negative). */
export interface CashbackMovement {
  amount: number;
  at: Date;
}

const DAY_MS = 86_400_000;

/**
 * What is left of each credit once the debits have taken from the oldest first (first in, first
 * out: what is spent or expired is always the oldest cashback), oldest credit first.
 */
function creditsLeft(movements: readonly CashbackMovement[]): CashbackMovement[] {
  let debits = movements.reduce((sum, m) => (m.amount < 0 ? sum - m.amount : sum), 0);
  const left: CashbackMovement[] = [];
  for (const credit of [...movements].filter((m) => m.amount > 0).sort((a, b) => +a.at - +b.at)) {
    const taken = Math.min(debits, credit.amount);
    debits -= taken;
    if (credit.amount > taken) left.push({ amount: credit.amount - taken, at: credit.at });
  }
  return left;
}

/**
 * The cashback that has expired by `now` and is still in the balance: what is left of the credits
 * older than `expiryDays` (none when cashback never expires). Never more than the balance.
 */
export function cashbackExpired(
  movements: readonly CashbackMovement[],
  expiryDays: number | null,
  balance: number,
  now: Date,
): number {
  if (expiryDays === null) return 0;
  const cutoff = now.getTime() - expiryDays * DAY_MS;
  const due = creditsLeft(movements)
    .filter((c) => c.at.getTime() <= cutoff)
    .reduce((sum, c) => sum + c.amount, 0);
  return Math.max(0, Math.min(due, balance));
}

/** The next cashback to expire: how much, and when (null when none will, or it never does). */
export function cashbackExpiringNext(
  movements: readonly CashbackMovement[],
  expiryDays: number | null,
): { amount: number; on: Date } | null {
  if (expiryDays === null) return null;
  const [oldest] = creditsLeft(movements);
  if (!oldest) return null;
  const on = new Date(oldest.at.getTime() + expiryDays * DAY_MS);
  // the credits of that same day expire with it
  const day = on.toISOString().slice(0, 10);
  const amount = creditsLeft(movements)
    .filter((c) => new Date(c.at.getTime() + expiryDays * DAY_MS).toISOString().slice(0, 10) === day)
    .reduce((sum, c) => sum + c.amount, 0);
  return { amount, on };
}
