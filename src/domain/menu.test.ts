import { describe, expect, it } from 'vitest';
import { buildMenu } from './menu';

const branches = [
  { id: 1, isActive: true },
  { id: 2, isActive: false },
  { id: 3, isActive: true },
];
const groups = [
  { id: 10, priority: 2 },
  { id: 11, priority: 1 },
  { id: 12, priority: 3 },
];
const categories = [
  { id: 20, groupId: 10, priority: 5 },
  { id: 21, groupId: 11, priority: 1 },
  { id: 22, groupId: 12, priority: 2 },
  { id: 23, groupId: 10, priority: 0 },
];
const products = [
  { id: 1, categoryId: 20, priority: 3, active: true, productBranch: [1, 3] },
  { id: 2, categoryId: 20, priority: 1, active: true, productBranch: [1] },
  { id: 3, categoryId: 21, priority: 1, active: true, productBranch: [2] },
  { id: 4, categoryId: 22, priority: 1, active: false, productBranch: [1, 3] },
  { id: 5, categoryId: 23, priority: 9, active: true, productBranch: [3] },
];

describe('buildMenu (spec section 4)', () => {
  it('lists every active product when no branch is chosen, by ascending priority', () => {
    const menu = buildMenu({ groups, categories, products, branches, branchId: null });
    expect(menu.products.map((p) => p.id)).toEqual([2, 3, 1, 5]);
    expect(menu.categories.map((c) => [c.id, c.products])).toEqual([
      [23, [5]],
      [21, [3]],
      [20, [2, 1]],
    ]);
    expect(menu.groups.map((g) => [g.id, g.categories])).toEqual([
      [11, [21]],
      [10, [23, 20]],
    ]);
  });

  it('keeps only products available in the chosen active branch, and drops empty categories and groups', () => {
    const menu = buildMenu({ groups, categories, products, branches, branchId: 3 });
    expect(menu.products.map((p) => p.id)).toEqual([1, 5]);
    expect(menu.categories.map((c) => c.id)).toEqual([23, 20]);
    expect(menu.groups.map((g) => g.id)).toEqual([10]);
  });

  it('lists nothing for an inactive branch', () => {
    const menu = buildMenu({ groups, categories, products, branches, branchId: 2 });
    expect(menu.products).toEqual([]);
    expect(menu.groups).toEqual([]);
  });
});
