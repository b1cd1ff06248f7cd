import { describe, expect, it } from 'vitest';
import {
  computeTotals,
  lineDiscount,
  lineTotal,
  lineUnitPrice,
  type PricedLine,
} from '../../src/domain/pricing';
import type { OrderLineRow } from '../db/schema';
import { fiscalDetail, fiscalSum } from './fiscal-items';

const CODES = { mxikCode: '10821001001000000', packageCode: '1545', vatPercent: 12 };
const DELIVERY = { ...CODES, mxikCode: '10112006002000000' };
const name = (eng: string) => ({ uz: `${eng} uz`, ru: `${eng} ru`, eng });

/** A small deterministic generator: the same orders on every run. */
function rng(seed: number) {
  let s = seed;
  return (lo: number, hi: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return lo + (s % (hi - lo + 1));
  };
}

function randomOrder(seed: number) {
  const int = rng(seed);
  const priced: PricedLine[] = [];
  const lines: OrderLineRow[] = [];
  for (let i = 0; i < int(1, 5); i++) {
    const modifiers = Array.from({ length: int(0, 2) }, (_, k) => ({
      modificationId: k,
      name: name(`extra ${k}`),
      price: int(0, 3) * 1000,
      count: int(1, 2),
      fiscal: CODES,
    }));
    const line: PricedLine = {
      cost: int(1, 900) * 100 + int(0, 1) * 45,
      discount: int(0, 3) * 7,
      modifiers,
      quantity: int(1, 4),
    };
    priced.push(line);
    lines.push({
      productId: i,
      name: name(`dish ${i}`),
      image: null,
      count: line.quantity,
      price: lineUnitPrice(line),
      discount: lineDiscount(line),
      total: lineTotal(line),
      modifications: modifiers,
      fiscal: CODES,
    });
  }
  const totals = computeTotals({
    lines: priced,
    serviceType: int(0, 1) ? 'DELIVERY' : 'PICK_UP',
    deliveryPrice: int(0, 3) * 5000,
    promo: int(0, 1)
      ? {
          discountType: int(0, 1) ? 'PERCENTAGE' : 'AMOUNT',
          productDiscount: int(1, 40) * 500,
          deliveryDiscount: int(0, 1) * 3000,
          minPrice: 0,
        }
      : null,
    cashback: int(0, 1) * int(1, 50_000),
    // the birthday promo: its part is shared out like the promo's
    birthdayPercent: int(0, 1) * int(1, 30),
  });
  const order = {
    lines,
    language: ['uz', 'ru', 'eng'][int(0, 2)] as string,
    promo_discount: totals.promoProductDiscount,
    birthday_discount: totals.birthdayDiscount,
    cashback: totals.cashback,
    delivery_price: totals.deliveryPrice,
    delivery_discount: totals.deliveryDiscount,
  };
  return { order, totals };
}

describe('fiscal receipt items', () => {
  it('add up to the order total to the tiyin, for a thousand random orders, as Payme and as Click lists them', () => {
    for (let seed = 1; seed <= 1000; seed++) {
      const { order, totals } = randomOrder(seed);
      const payme = fiscalDetail(order, DELIVERY) as NonNullable<ReturnType<typeof fiscalDetail>>;
      const click = fiscalDetail(order, DELIVERY, { deliveryAsItem: true }) as NonNullable<
        ReturnType<typeof fiscalDetail>
      >;
      expect(fiscalSum(payme), `seed ${seed}`).toBe(totals.totalPrice * 100);
      expect(fiscalSum(click), `seed ${seed}`).toBe(totals.totalPrice * 100);
      for (const item of [...payme.items, ...click.items]) {
        expect(item.discount ?? 0).toBeLessThanOrEqual(item.price * item.count);
        expect(Number.isInteger(item.price) && Number.isInteger(item.discount ?? 0)).toBe(true);
      }
    }
  });

  it('names each dish and each priced choice in the order language with its codes; delivery as shipping', () => {
    const detail = fiscalDetail(
      {
        lines: [
          {
            productId: 1,
            name: name('Plov'),
            image: null,
            count: 2,
            price: 47_000,
            discount: 4_500,
            total: 94_000,
            modifications: [
              { modificationId: 5, name: name('Egg'), count: 1, price: 2_000, fiscal: CODES },
              { modificationId: 6, name: name('Onion'), count: 1, price: 0 },
            ],
            fiscal: CODES,
          },
        ],
        language: 'ru',
        promo_discount: 0,
        cashback: 0,
        delivery_price: 15_000,
        delivery_discount: 0,
      },
      { ...DELIVERY, title: name('Courier') },
    );
    expect(detail).toEqual({
      receipt_type: 0,
      shipping: { title: 'Courier ru', price: 1_500_000 },
      items: [
        {
          title: 'Plov ru',
          price: 4_500_000,
          count: 2,
          code: CODES.mxikCode,
          package_code: '1545',
          vat_percent: 12,
          discount: 450_000,
        },
        {
          title: 'Plov ru: Egg ru',
          price: 200_000,
          count: 2,
          code: CODES.mxikCode,
          package_code: '1545',
          vat_percent: 12,
        },
      ],
    });
  });

  it('is none when a sold dish has no codes (ordered before the merchant took online payments)', () => {
    const { order } = randomOrder(7);
    const [first, ...rest] = order.lines as [OrderLineRow, ...OrderLineRow[]];
    expect(
      fiscalDetail({ ...order, lines: [{ ...first, fiscal: undefined }, ...rest] }, DELIVERY),
    ).toBeNull();
  });
});
