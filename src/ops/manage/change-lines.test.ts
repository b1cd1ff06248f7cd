import { describe, expect, it } from 'vitest';
import { fieldLines, undoable, valueText, type ManageChange } from './change-lines';

const change = (id: number, kind: ManageChange['kind'], rowId: number, extra: Partial<ManageChange> = {}) =>
  ({
    id,
    kind,
    rowId,
    action: 'changed',
    who: 'Malika',
    at: '2026-11-27T09:00:00Z',
    before: { price: 32000 },
    after: { price: 35000 },
    undone: false,
    undoOf: null,
    name: null,
    ...extra,
  }) as ManageChange;

describe("the back office's history", () => {
  it('offers undo only on the newest change of each row, not undone, of a kind the server puts back', () => {
    const list = [
      change(9, 'product', 1),
      change(8, 'product', 1),
      change(7, 'promo', 4, { undone: true }),
      change(6, 'zone', 3),
      change(5, 'hours', 2),
      change(4, 'categories-order', 1),
    ];
    expect([...undoable(list)].sort()).toEqual([4, 5, 9]);
  });

  it('says a value in a few words', () => {
    const words = { yes: 'yes', no: 'no' };
    expect(valueText(35000, 'ru', words)).toBe('35 000');
    expect(valueText({ uz: 'Osh', ru: 'Плов', eng: 'Plov' }, 'ru', words)).toBe('Плов');
    expect(valueText(true, 'en', words)).toBe('yes');
    expect(valueText(null, 'en', words)).toBe('—');
    const days = { ...words, dayOff: 'day off', days: { MONDAY: 'Monday' } };
    expect(
      valueText(
        [
          { date: '2027-01-01', open: '10:00', close: '22:00', closed: true },
          { date: '2027-01-03', open: '14:00', close: '18:00' },
        ],
        'en',
        days,
      ),
    ).toBe('2027-01-01 day off, 2027-01-03 14:00–18:00');
    expect(valueText([{ day: 'MONDAY', open: '10:00', close: '10:00', closed: true }], 'en', days)).toBe(
      'Monday day off',
    );
    expect(valueText([], 'en', days)).toBe('—');
    expect(valueText([[41.1, 69.2]], 'en', words)).toBe('[[41.1,69.2]]');
    expect(valueText({ ids: Array.from({ length: 40 }, (_, i) => i + 1000) }, 'en', words)).toHaveLength(80);
  });

  it('lists the fields a change touched, old → new', () => {
    expect(fieldLines({ before: { price: 1, hidden: false }, after: { price: 2, hidden: true } })).toEqual([
      { field: 'price', before: 1, after: 2 },
      { field: 'hidden', before: false, after: true },
    ]);
    expect(fieldLines({ before: null, after: { price: 2 } })).toEqual([
      { field: 'price', before: undefined, after: 2 },
    ]);
  });
});
