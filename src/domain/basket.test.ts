import { describe, expect, it } from 'vitest';
import {
  addLine,
  basketTotals,
  modifierProblems,
  defaultChoices,
  removeLine,
  revalidate,
  blocksCheckout,
  setQuantity,
  type MenuProductLike,
} from './basket';

const plov: MenuProductLike = {
  id: 1,
  costPrice: 45000,
  discount: 10,
  active: true,
  count: null,
  modificationGroups: [
    {
      id: 10,
      min: 1,
      max: 1,
      modifications: [
        { id: 11, price: 0 },
        { id: 12, price: 20000 },
      ],
    },
    {
      id: 20,
      min: 0,
      max: 2,
      modifications: [
        { id: 21, price: 12000 },
        { id: 22, price: 4000 },
        { id: 23, price: 2000 },
      ],
    },
  ],
};
const tea: MenuProductLike = { id: 2, costPrice: 6000, active: true, count: 3 };

describe('basket', () => {
  it('merges the same product with the same choices, keeps different choices apart', () => {
    let lines = addLine([], plov, [{ modificationId: 11, count: 1 }], 1);
    lines = addLine(lines, plov, [{ modificationId: 11, count: 1 }], 2);
    lines = addLine(
      lines,
      plov,
      [
        { modificationId: 12, count: 1 },
        { modificationId: 21, count: 1 },
      ],
      1,
    );
    expect(lines.map((l) => [l.quantity, l.seenUnitPrice])).toEqual([
      [3, 45000],
      [1, 77000],
    ]);
  });

  it('changes quantities and removes lines', () => {
    const lines = addLine(addLine([], tea, [], 1), plov, [{ modificationId: 11, count: 1 }], 1);
    const key = lines[0]?.key as string;
    expect(setQuantity(lines, key, 4)[0]?.quantity).toBe(4);
    expect(setQuantity(lines, key, 0)).toHaveLength(1);
    expect(removeLine(lines, key)).toHaveLength(1);
  });

  it("opens with each group's default choices, never more than the group allows", () => {
    expect(defaultChoices(plov)).toEqual([]);
    const withDefaults = {
      ...plov,
      modificationGroups: [
        {
          id: 1,
          min: 1,
          max: 1,
          modifications: [
            { id: 2, price: 0 },
            { id: 3, price: 0, isDefault: true },
          ],
        },
        {
          id: 4,
          min: 0,
          max: 1,
          modifications: [
            { id: 5, price: 0, isDefault: true },
            { id: 6, price: 0, isDefault: true },
          ],
        },
      ],
    };
    expect(defaultChoices(withDefaults)).toEqual([
      { modificationId: 3, count: 1 },
      { modificationId: 5, count: 1 },
    ]);
    expect(modifierProblems(withDefaults, defaultChoices(withDefaults))).toEqual([]);
  });

  it('enforces modifier min and max', () => {
    expect(modifierProblems(plov, [])).toEqual([{ kind: 'min', groupId: 10, min: 1 }]);
    expect(
      modifierProblems(plov, [
        { modificationId: 11, count: 1 },
        { modificationId: 21, count: 1 },
        { modificationId: 22, count: 1 },
        { modificationId: 23, count: 1 },
      ]),
    ).toEqual([{ kind: 'max', groupId: 20, max: 2 }]);
    expect(modifierProblems(plov, [{ modificationId: 12, count: 1 }])).toEqual([]);
  });

  it('totals with pricing: (cost + modifiers) × quantity, discount a percent of cost', () => {
    const lines = addLine(addLine([], plov, [{ modificationId: 12, count: 1 }], 2), tea, [], 1);
    expect(basketTotals(lines, [plov, tea])).toMatchObject({
      productPrice: 2 * 65000 + 6000,
      productDiscount: 9000,
      totalPrice: 127000,
    });
  });

  it('flags a sold-out dish, or a line with a sold-out modifier, as keeping the basket from checkout', () => {
    const lines = addLine(
      addLine(
        [],
        plov,
        [
          { modificationId: 11, count: 1 },
          { modificationId: 21, count: 1 },
        ],
        1,
      ),
      tea,
      [],
      1,
    );
    expect(revalidate(lines, [plov, { ...tea, stopped: true }])).toEqual([
      { key: lines[1]?.key, kind: 'stopped' },
    ]);
    const noSausage = {
      ...plov,
      modificationGroups: plov.modificationGroups?.map((g) => ({
        ...g,
        modifications: g.modifications.map((m) => (m.id === 21 ? { ...m, stopped: true } : m)),
      })),
    };
    const issues = revalidate(lines, [noSausage, tea]);
    expect(issues).toEqual([{ key: lines[0]?.key, kind: 'stopped' }]);
    expect(issues.some(blocksCheckout)).toBe(true);
    expect(revalidate(lines, [plov, tea]).some(blocksCheckout)).toBe(false);
  });

  it('flags products gone, repriced or short in stock instead of changing them', () => {
    const lines = addLine(addLine([], plov, [{ modificationId: 11, count: 1 }], 1), tea, [], 5);
    expect(revalidate(lines, [plov, tea])).toEqual([{ key: lines[1]?.key, kind: 'stock', max: 3 }]);
    expect(revalidate(lines, [{ ...plov, costPrice: 47000 }]).map((i) => i.kind)).toEqual([
      'repriced',
      'gone',
    ]);
    expect(revalidate(lines, [{ ...plov, active: false }, tea]).map((i) => i.kind)).toEqual([
      'gone',
      'stock',
    ]);
  });
});
