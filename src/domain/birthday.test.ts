import { describe, expect, it } from 'vitest';
import { birthdayMonthDay, birthdayWindow } from './birthday';
import { computeTotals } from './pricing';

const promo = { percent: 15, daysBefore: 3, daysAfter: 3 };

describe('the birthday window', () => {
  it('holds the birthday and the days before and after it, not a day more', () => {
    const born = '1990-06-15';
    expect(birthdayWindow(born, '2026-06-15', promo)).toEqual({
      year: 2026,
      from: '2026-06-12',
      until: '2026-06-18',
    });
    expect(birthdayWindow(born, '2026-06-12', promo)?.year).toBe(2026);
    expect(birthdayWindow(born, '2026-06-18', promo)?.year).toBe(2026);
    expect(birthdayWindow(born, '2026-06-11', promo)).toBeNull();
    expect(birthdayWindow(born, '2026-06-19', promo)).toBeNull();
  });

  it('belongs to the birthday it surrounds across New Year', () => {
    expect(birthdayWindow('2000-01-01', '2026-12-30', promo)).toEqual({
      year: 2027,
      from: '2026-12-29',
      until: '2027-01-04',
    });
    expect(birthdayWindow('1985-12-31', '2027-01-02', promo)?.year).toBe(2026);
  });

  it('keeps a 29 February birthday on the 28th in a year without one', () => {
    const exact = { percent: 10, daysBefore: 0, daysAfter: 0 };
    expect(birthdayWindow('2000-02-29', '2027-02-28', exact)?.from).toBe('2027-02-28');
    expect(birthdayWindow('2000-02-29', '2028-02-29', exact)?.from).toBe('2028-02-29');
    expect(birthdayWindow('2000-02-29', '2028-02-28', exact)).toBeNull();
  });

  it('reads both ways a birthday is kept, and nothing else', () => {
    expect(birthdayMonthDay('15.06.1990')).toEqual({ month: 6, day: 15 });
    expect(birthdayMonthDay('1990-06-15')).toEqual({ month: 6, day: 15 });
    expect(birthdayMonthDay('1990-04-31')).toBeNull();
    expect(birthdayMonthDay('tomorrow')).toBeNull();
    expect(birthdayWindow(null, '2026-06-15', promo)).toBeNull();
    expect(birthdayWindow('1990-06-15', '2026-06-15', null)).toBeNull();
  });
});

describe('the birthday discount in the totals', () => {
  const lines = [{ cost: 50_000, discount: 10, modifiers: [], quantity: 2 }];

  it('takes its percent off the dishes after their own discount and the promo, never off delivery', () => {
    const t = computeTotals({
      lines,
      serviceType: 'DELIVERY',
      deliveryPrice: 15_000,
      promo: { discountType: 'AMOUNT', productDiscount: 10_000, deliveryDiscount: 0, minPrice: 0 },
      birthdayPercent: 15,
    });
    // 100 000 − 10 000 (dishes' own) − 10 000 (promo) = 80 000; 15 % of it
    expect(t.birthdayDiscount).toBe(12_000);
    expect(t.deliveryPrice).toBe(15_000);
    expect(t.totalDiscount).toBe(10_000 + 10_000 + 12_000);
    expect(t.totalPrice).toBe(80_000 - 12_000 + 15_000);
  });

  it('comes before cashback, which pays at most what is left of the dishes', () => {
    const t = computeTotals({
      lines,
      serviceType: 'PICK_UP',
      deliveryPrice: 0,
      birthdayPercent: 50,
      cashback: 60_000,
    });
    expect(t.birthdayDiscount).toBe(45_000);
    expect(t.cashback).toBe(45_000);
    expect(t.totalPrice).toBe(0);
  });

  it('is nothing without a birthday percent', () => {
    const t = computeTotals({ lines, serviceType: 'PICK_UP', deliveryPrice: 0 });
    expect(t.birthdayDiscount).toBe(0);
    expect(t.totalPrice).toBe(90_000);
  });
});
