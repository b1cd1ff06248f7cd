import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketTotals } from './basket';
import {
  computeTotals,
  itemPrice,
  lineDiscount,
  linePrice,
  lineTotal,
  pricedLine,
  type PricedLine,
} from './pricing';

const plov: PricedLine = { cost: 40_000, discount: 0, modifiers: [], quantity: 1 };

describe('line prices (spec section 5)', () => {
  it('item total = (cost + modifier price × count) × quantity', () => {
    const line = {
      cost: 30_000,
      discount: 0,
      modifiers: [
        { price: 5_000, count: 2 },
        { price: 2_000, count: 1 },
      ],
      quantity: 3,
    };
    expect(lineTotal(line)).toBe((30_000 + 5_000 * 2 + 2_000) * 3);
  });

  it('per-item discount is a percent of cost only, times quantity', () => {
    const line = { cost: 20_000, discount: 10, modifiers: [{ price: 5_000, count: 1 }], quantity: 2 };
    expect(lineDiscount(line)).toBe(4_000);
  });
});

describe('computeTotals', () => {
  it('adds products, delivery and subtracts item discounts', () => {
    const totals = computeTotals({
      lines: [plov, { cost: 10_000, discount: 20, modifiers: [], quantity: 2 }],
      serviceType: 'DELIVERY',
      deliveryPrice: 12_000,
    });
    expect(totals).toMatchObject({
      productCount: 3,
      productPrice: 60_000,
      productDiscount: 4_000,
      deliveryPrice: 12_000,
      deliveryDiscount: 0,
      totalDiscount: 4_000,
      totalPrice: 68_000,
    });
  });

  it('delivery is zero for pick-up and dine-in', () => {
    expect(computeTotals({ lines: [plov], serviceType: 'PICK_UP', deliveryPrice: 12_000 }).totalPrice).toBe(
      40_000,
    );
    expect(
      computeTotals({ lines: [plov], serviceType: 'DINE_IN', deliveryPrice: 12_000 }).deliveryPrice,
    ).toBe(0);
  });

  it('applies a PERCENTAGE promo to products and delivery once minPrice is reached', () => {
    const promo = {
      discountType: 'PERCENTAGE',
      productDiscount: 10,
      deliveryDiscount: 50,
      minPrice: 40_000,
    } as const;
    const totals = computeTotals({ lines: [plov], serviceType: 'DELIVERY', deliveryPrice: 10_000, promo });
    expect(totals).toMatchObject({
      promoApplied: true,
      promoProductDiscount: 4_000,
      deliveryDiscount: 5_000,
      totalPrice: 41_000,
    });
  });

  it('does not apply a promo under minPrice and says how much is missing', () => {
    const promo = {
      discountType: 'AMOUNT',
      productDiscount: 30_000,
      deliveryDiscount: 0,
      minPrice: 100_000,
    } as const;
    const totals = computeTotals({ lines: [plov], serviceType: 'PICK_UP', deliveryPrice: 0, promo });
    expect(totals).toMatchObject({
      promoApplied: false,
      promoMissingAmount: 60_000,
      promoProductDiscount: 0,
      totalPrice: 40_000,
    });
  });

  it('minPrice counts products after item discounts', () => {
    const promo = {
      discountType: 'AMOUNT',
      productDiscount: 1_000,
      deliveryDiscount: 0,
      minPrice: 40_000,
    } as const;
    const discounted = { ...plov, discount: 10 };
    expect(
      computeTotals({ lines: [discounted], serviceType: 'PICK_UP', deliveryPrice: 0, promo })
        .promoMissingAmount,
    ).toBe(4_000);
  });

  it('caps the delivery discount at the delivery price', () => {
    const promo = {
      discountType: 'AMOUNT',
      productDiscount: 0,
      deliveryDiscount: 50_000,
      minPrice: 0,
    } as const;
    const totals = computeTotals({ lines: [plov], serviceType: 'DELIVERY', deliveryPrice: 8_000, promo });
    expect(totals.deliveryDiscount).toBe(8_000);
    expect(totals.totalPrice).toBe(40_000);
  });

  it('floors the product part at zero (an AMOUNT promo larger than the basket)', () => {
    const promo = {
      discountType: 'AMOUNT',
      productDiscount: 90_000,
      deliveryDiscount: 0,
      minPrice: 0,
    } as const;
    const totals = computeTotals({ lines: [plov], serviceType: 'DELIVERY', deliveryPrice: 8_000, promo });
    expect(totals.promoProductDiscount).toBe(40_000);
    expect(totals.totalPrice).toBe(8_000);
  });

  it('subtracts cashback, never below zero for products and never more than spent', () => {
    const some = computeTotals({
      lines: [plov],
      serviceType: 'DELIVERY',
      deliveryPrice: 8_000,
      cashback: 5_000,
    });
    expect(some).toMatchObject({ cashback: 5_000, totalPrice: 43_000 });
    const tooMuch = computeTotals({
      lines: [plov],
      serviceType: 'DELIVERY',
      deliveryPrice: 8_000,
      cashback: 99_000,
    });
    expect(tooMuch).toMatchObject({ cashback: 40_000, totalPrice: 8_000 });
  });
});

describe("a delivery zone's minimum order and free delivery", () => {
  const zone = { minOrder: 50_000, freeFrom: 100_000 };
  const delivery = (lines: PricedLine[], extra = {}) =>
    computeTotals({ lines, serviceType: 'DELIVERY', deliveryPrice: 15_000, zone, ...extra });

  it('says how much more a delivery needs, counting the dishes after their discounts and the promo', () => {
    expect(delivery([plov])).toMatchObject({ minOrderMissing: 10_000, freeDeliveryMissing: 60_000 });
    // 60 000 at 20 % off is 48 000: under the minimum
    const discounted = { cost: 60_000, discount: 20, modifiers: [], quantity: 1 };
    expect(delivery([discounted]).minOrderMissing).toBe(2_000);
    const promo = {
      discountType: 'AMOUNT' as const,
      productDiscount: 15_000,
      deliveryDiscount: 0,
      minPrice: 0,
    };
    expect(delivery([{ ...plov, cost: 60_000 }], { promo }).minOrderMissing).toBe(5_000);
    expect(delivery([{ ...plov, cost: 60_000 }]).minOrderMissing).toBe(0);
  });

  it('charges no delivery at or above the free sum, and the full price below it', () => {
    const at = delivery([{ ...plov, cost: 100_000 }]);
    expect(at).toMatchObject({ deliveryPrice: 0, freeDeliveryMissing: 0, totalPrice: 100_000 });
    const below = delivery([{ ...plov, cost: 99_000 }]);
    expect(below).toMatchObject({ deliveryPrice: 15_000, freeDeliveryMissing: 1_000, totalPrice: 114_000 });
  });

  it('leaves pick-up alone, and a zone without sums changes nothing', () => {
    const pickUp = computeTotals({ lines: [plov], serviceType: 'PICK_UP', deliveryPrice: 15_000, zone });
    expect(pickUp).toMatchObject({ minOrderMissing: 0, freeDeliveryMissing: 0, totalPrice: 40_000 });
    const plain = computeTotals({ lines: [plov], serviceType: 'DELIVERY', deliveryPrice: 15_000, zone: {} });
    expect(plain).toMatchObject({ minOrderMissing: 0, freeDeliveryMissing: 0, totalPrice: 55_000 });
  });
});

describe('one price for a line, wherever it is shown', () => {
  const product = fc.record({
    id: fc.constant(1),
    active: fc.constant(true),
    costPrice: fc.integer({ min: 1, max: 500_000 }),
    discount: fc.integer({ min: 0, max: 100 }),
    modificationGroups: fc.array(
      fc.record({
        id: fc.nat(),
        min: fc.constant(0),
        max: fc.constant(10),
        modifications: fc.array(
          fc.record({ id: fc.nat({ max: 1000 }), price: fc.integer({ min: 0, max: 50_000 }) }),
          {
            maxLength: 4,
          },
        ),
      }),
      { maxLength: 3 },
    ),
  });

  it('the product sheet, the basket, the checkout summary and the server price a line alike', () => {
    fc.assert(
      fc.property(product, fc.integer({ min: 1, max: 20 }), fc.nat(), (p, quantity, seed) => {
        const mods = p.modificationGroups.flatMap((g) => g.modifications);
        const choices = mods
          .filter((_, i) => (seed >> i) & 1)
          .map((m) => ({ modificationId: m.id, count: 1 + ((seed >> 3) % 2) }));
        // the product sheet's "Add · price"
        const sheet = linePrice(pricedLine(p, choices, quantity));
        // the basket and the checkout summary (one line)
        const basketLine = { key: 'k', productId: 1, modifications: choices, quantity, seenUnitPrice: 0 };
        const basket = basketTotals([basketLine], [p]);
        // the server's check: its own line rows summed by computeTotals
        const server = computeTotals({
          lines: [pricedLine(p, choices, quantity)],
          serviceType: 'PICK_UP',
          deliveryPrice: 0,
        });
        expect(sheet).toBe(basket.productPrice - basket.productDiscount);
        expect(sheet).toBe(server.totalPrice);
      }),
      { numRuns: 500 },
    );
  });

  it("a product card's price is what the sheet, the basket and the server charge for one of it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 0, max: 100 }),
        (costPrice, discount) => {
          const card = itemPrice({ costPrice, discount });
          const sheet = linePrice(pricedLine({ costPrice, discount }, [], 1));
          const basket = basketTotals(
            [{ key: 'k', productId: 1, modifications: [], quantity: 1, seenUnitPrice: 0 }],
            [{ id: 1, active: true, costPrice, discount }],
          );
          const server = computeTotals({
            lines: [pricedLine({ costPrice, discount }, [], 1)],
            serviceType: 'PICK_UP',
            deliveryPrice: 0,
          });
          expect(card).toBe(sheet);
          expect(card).toBe(basket.totalPrice);
          expect(card).toBe(server.totalPrice);
        },
      ),
      { numRuns: 2_000 },
    );
    // the example that split them: the card once rounded 12 345 × 0.9 up, the sheet the discount
    expect(itemPrice({ costPrice: 12_345, discount: 10 })).toBe(11_110);
  });

  it('rounds a percentage discount once per line, not per unit', () => {
    const line = pricedLine({ costPrice: 12_345, discount: 5 }, [], 2);
    expect(linePrice(line)).toBe(23_455);
  });
});
