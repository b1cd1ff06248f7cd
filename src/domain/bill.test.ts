import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billRows, billTotal, orderBillParts } from './bill';
import { computeTotals, type PricingInput } from './pricing';

const order: fc.Arbitrary<PricingInput> = fc.record({
  lines: fc.array(
    fc.record({
      cost: fc.integer({ min: 1_000, max: 300_000 }),
      discount: fc.integer({ min: 0, max: 60 }),
      modifiers: fc.array(
        fc.record({ price: fc.integer({ min: 0, max: 20_000 }), count: fc.integer({ min: 1, max: 3 }) }),
        { maxLength: 3 },
      ),
      quantity: fc.integer({ min: 1, max: 12 }),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  serviceType: fc.constantFrom('DELIVERY', 'PICK_UP', 'DINE_IN'),
  deliveryPrice: fc.integer({ min: 0, max: 40_000 }),
  promo: fc.option(
    fc.record({
      discountType: fc.constantFrom('AMOUNT', 'PERCENTAGE'),
      productDiscount: fc.integer({ min: 0, max: 60_000 }),
      deliveryDiscount: fc.integer({ min: 0, max: 60_000 }),
      minPrice: fc.integer({ min: 0, max: 400_000 }),
    }),
  ),
  cashback: fc.integer({ min: 0, max: 200_000 }),
  birthdayPercent: fc.constantFrom(0, 5, 10, 15, 100),
});

describe("an order's bill", () => {
  it('adds up to the total, at checkout and on the order page, for any order', () => {
    fc.assert(
      fc.property(order, (input) => {
        const totals = computeTotals(input);
        const delivery = input.serviceType === 'DELIVERY';
        // checkout: straight from the totals
        expect(billTotal(billRows(totals, delivery))).toBe(totals.totalPrice);
        // the order page: the placed order as the API answers it (server/api/mappers.ts)
        const placed = {
          productPrice: totals.productPrice,
          productDiscount: totals.productDiscount,
          totalProductDiscount:
            totals.productDiscount + totals.promoProductDiscount + totals.birthdayDiscount,
          deliveryPrice: totals.deliveryPrice,
          deliveryDiscount: totals.deliveryDiscount,
          birthdayDiscount: totals.birthdayDiscount,
          cashback: totals.cashback,
        };
        const rows = billRows(orderBillParts(placed), delivery);
        expect(billTotal(rows)).toBe(totals.totalPrice);
        // every deduction is a line of its own (what it takes off)
        const line = (kind: string) => 0 - (rows.find((r) => r.kind === kind)?.amount ?? 0);
        expect(line('cashbackUsed')).toBe(totals.cashback);
        expect(line('promoDiscount')).toBe(totals.promoProductDiscount);
        expect(line('birthdayDiscount')).toBe(totals.birthdayDiscount);
        expect(line('deliveryDiscount')).toBe(totals.deliveryDiscount);
        expect(line('productDiscount')).toBe(totals.productDiscount);
      }),
      { numRuns: 1_000 },
    );
  });

  it('lists the cashback the order page once left out (products 156 000 + delivery 19 000)', () => {
    const rows = billRows(
      orderBillParts({
        productPrice: 156_000,
        productDiscount: 0,
        totalProductDiscount: 30_000,
        deliveryPrice: 19_000,
        deliveryDiscount: 0,
        cashback: 511,
      }),
      true,
    );
    expect(rows).toEqual([
      { kind: 'products', amount: 156_000 },
      { kind: 'delivery', amount: 19_000 },
      { kind: 'promoDiscount', amount: -30_000 },
      { kind: 'cashbackUsed', amount: -511 },
    ]);
    expect(billTotal(rows)).toBe(144_489);
  });
});
