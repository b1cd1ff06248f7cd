import { describe, expect, it } from 'vitest';
import { isEditable, lineChanges, settleEdit, valueChange, type EditLine } from './order-edit';

const plov = (count: number, mods: EditLine['modifications'] = []): EditLine => ({
  productId: 1,
  name: 'Plov',
  count,
  modifications: mods,
});
const tea: EditLine = { productId: 2, name: 'Tea', count: 1, modifications: [] };
const sauce = { modificationId: 7, name: 'Sauce', count: 1 };

describe('order edits', () => {
  it('may change an order until the kitchen cooks it', () => {
    expect(['AT_TIME', 'OPEN', 'ACCEPTED'].every(isEditable)).toBe(true);
    expect(['COOKING', 'DONE', 'ON_WAY', 'CANCELED', 'CLOSED'].some(isEditable)).toBe(false);
  });

  it('names each dish whose count changed, a modifier making another line', () => {
    expect(lineChanges([plov(1)], [plov(2), tea])).toEqual([
      { field: 'line:Plov', before: 1, after: 2 },
      { field: 'line:Tea', before: 0, after: 1 },
    ]);
    expect(lineChanges([plov(1)], [plov(1, [sauce])])).toEqual([
      { field: 'line:Plov', before: 1, after: 0 },
      { field: 'line:Plov (Sauce)', before: 0, after: 1 },
    ]);
    // the same dish listed twice counts as its sum; modifiers in another order are the same line
    const two = { modificationId: 8, name: 'Bread', count: 2 };
    expect(lineChanges([plov(1, [sauce, two]), plov(1, [sauce, two])], [plov(2, [two, sauce])])).toEqual([]);
  });

  it('says a value changed only when it did', () => {
    expect(valueChange('comment', 'a', 'a')).toEqual([]);
    expect(valueChange('comment', null, 'call first')).toEqual([
      { field: 'comment', before: null, after: 'call first' },
    ]);
  });

  it('owes back what a paid online order now costs less, asks for the difference when it costs more', () => {
    expect(settleEdit({ isPaid: true, paymentType: 'PAYME', paid: 50_000, newTotal: 38_000 })).toEqual({
      refundOwed: 12_000,
      extraDue: 0,
    });
    expect(settleEdit({ isPaid: true, paymentType: 'CLICK', paid: 50_000, newTotal: 50_000 })).toEqual({
      refundOwed: 0,
      extraDue: 0,
    });
    expect(settleEdit({ isPaid: true, paymentType: 'UZUM', paid: 50_000, newTotal: 54_000 })).toEqual({
      refundOwed: 0,
      extraDue: 4_000,
    });
    // cash, terminal, or a link not yet paid: the new total is what is charged
    expect(settleEdit({ isPaid: false, paymentType: 'PAYME', paid: 0, newTotal: 90_000 })).toEqual({
      refundOwed: 0,
      extraDue: 0,
    });
    expect(settleEdit({ isPaid: true, paymentType: 'CASH', paid: 50_000, newTotal: 90_000 })).toEqual({
      refundOwed: 0,
      extraDue: 0,
    });
  });
});
