import { describe, expect, test } from 'vitest';
import { cashbackEarned, cashbackExpired, cashbackExpiringNext } from './loyalty';

const NOW = new Date('2026-11-27T09:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

describe('cashback that expires', () => {
  const movements = [
    { amount: 100, at: daysAgo(40) },
    { amount: 50, at: daysAgo(35) },
    { amount: 80, at: daysAgo(5) },
    // spent last week: taken from the oldest first
    { amount: -30, at: daysAgo(7) },
  ];

  test('what is left of credits older than the expiry has expired, the oldest spent first', () => {
    // 100 + 50 older than 30 days, 30 of them spent: 120 expired; the recent 80 stays
    expect(cashbackExpired(movements, 30, 200, NOW)).toBe(120);
  });

  test('an expiry already taken is a debit: nothing expires twice', () => {
    expect(cashbackExpired([...movements, { amount: -120, at: daysAgo(0) }], 30, 80, NOW)).toBe(0);
  });

  test('never more than the balance, nothing when cashback never expires', () => {
    expect(cashbackExpired(movements, 30, 60, NOW)).toBe(60);
    expect(cashbackExpired(movements, null, 200, NOW)).toBe(0);
  });

  test('a credit exactly as old as the expiry has expired; a day younger has not', () => {
    expect(cashbackExpired([{ amount: 10, at: daysAgo(30) }], 30, 10, NOW)).toBe(10);
    expect(cashbackExpired([{ amount: 10, at: daysAgo(29) }], 30, 10, NOW)).toBe(0);
  });

  test('the next to expire is what is left of the oldest credit, on its day', () => {
    const next = cashbackExpiringNext(
      [
        { amount: 100, at: daysAgo(20) },
        { amount: 20, at: daysAgo(20) },
        { amount: 80, at: daysAgo(5) },
        { amount: -30, at: daysAgo(3) },
      ],
      30,
    );
    expect(next).toEqual({ amount: 90, on: new Date(daysAgo(20).getTime() + 30 * 86_400_000) });
    expect(
      cashbackExpiringNext(
        [
          { amount: 10, at: daysAgo(1) },
          { amount: -10, at: NOW },
        ],
        30,
      ),
    ).toBeNull();
    expect(cashbackExpiringNext([{ amount: 10, at: daysAgo(1) }], null)).toBeNull();
  });

  test('the cashback an order earns is rounded down', () => {
    expect(cashbackEarned(33_333, 3)).toBe(999);
  });
});
