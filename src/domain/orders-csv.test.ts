import { describe, expect, it } from 'vitest';
import { collected, collectedAtHand, type CsvOrder } from './orders-csv';

const order = (o: Partial<CsvOrder>): CsvOrder => ({
  number: 1,
  placedAt: '2026-11-27 12:00',
  status: 'CLOSED',
  serviceType: 'PICK_UP',
  branch: 'Chilonzor',
  paymentType: 'CASH',
  isPaid: false,
  total: 50_000,
  delivery: 0,
  discount: 0,
  phone: null,
  ...o,
});

describe("the orders' spreadsheet money", () => {
  it('counts cash and terminal orders as paid once closed, online ones once paid', () => {
    expect(collected(order({}))).toBe(true);
    expect(collected(order({ paymentType: 'TERMINAL' }))).toBe(true);
    expect(collected(order({ status: 'ON_WAY' }))).toBe(false);
    expect(collected(order({ status: 'CANCELED' }))).toBe(false);
    expect(collected(order({ paymentType: 'PAYME', isPaid: false }))).toBe(false);
    expect(collected(order({ paymentType: 'PAYME', isPaid: true, status: 'COOKING' }))).toBe(true);
  });

  it('sums the cash and the terminal the till took from closed orders only', () => {
    expect(
      collectedAtHand([
        order({ total: 50_000 }),
        order({ total: 20_000 }),
        order({ total: 30_000, paymentType: 'TERMINAL' }),
        order({ total: 99_000, status: 'CANCELED' }),
        order({ total: 77_000, status: 'DONE' }),
        order({ total: 40_000, paymentType: 'PAYME', isPaid: true }),
      ]),
    ).toEqual({ cash: 70_000, terminal: 30_000 });
  });
});
