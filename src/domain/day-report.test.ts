import { describe, expect, it } from 'vitest';
import { csvField, dayReport, type ReportOrder } from './day-report';

const plov = { productId: 1, name: { uz: 'Osh', ru: 'Плов', eng: 'Plov' } };
const tea = { productId: 2, name: { uz: 'Choy', ru: 'Чай', eng: 'Tea' } };
const order = (
  status: string,
  paymentType: string,
  serviceType: string,
  lines: ReportOrder['lines'],
): ReportOrder => ({
  status,
  paymentType,
  serviceType,
  lines,
  totalPrice: lines.reduce((s, l) => s + l.total, 0),
});

describe('the day report', () => {
  it('sums what was not cancelled, by payment, by service, and ranks the dishes', () => {
    const report = dayReport([
      order('CLOSED', 'CASH', 'PICK_UP', [{ ...plov, count: 2, total: 90000 }]),
      order('DELIVERED', 'PAYME', 'DELIVERY', [
        { ...plov, count: 1, total: 45000 },
        { ...tea, count: 4, total: 24000 },
      ]),
      order('CANCELED', 'CASH', 'PICK_UP', [{ ...tea, count: 10, total: 60000 }]),
    ]);
    expect(report).toMatchObject({ orders: 2, revenue: 159000, averageCheck: 79500, cancelled: 1 });
    expect(report.byPayment).toEqual([
      { key: 'CASH', orders: 1, revenue: 90000 },
      { key: 'PAYME', orders: 1, revenue: 69000 },
    ]);
    expect(report.byService.map((s) => s.key)).toEqual(['PICK_UP', 'DELIVERY']);
    expect(report.topDishes.map((d) => [d.productId, d.count, d.revenue])).toEqual([
      [2, 4, 24000],
      [1, 3, 135000],
    ]);
  });

  it('is all zeros on a day without orders', () => {
    expect(dayReport([])).toEqual({
      orders: 0,
      revenue: 0,
      averageCheck: 0,
      cancelled: 0,
      byPayment: [],
      byService: [],
      topDishes: [],
    });
  });

  it('writes CSV fields a spreadsheet reads as text', () => {
    expect(csvField('Gulnora')).toBe('Gulnora');
    expect(csvField('a, "b"')).toBe('"a, ""b"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(null)).toBe('');
    expect(csvField(-5)).toBe('-5');
  });
});
