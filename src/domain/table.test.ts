import { describe, expect, it } from 'vitest';
import { findTable } from './table';

const branches = [
  {
    id: 3,
    key: 'chilonzor',
    tables: [{ id: 1 }, { id: 20, name: { uz: 'Ayvon', ru: 'Терраса', eng: 'Terrace' } }],
  },
  { id: 4, key: 'yunusobod', tables: [] },
];

describe('a table link', () => {
  it('finds the branch by key or id and the table it lists', () => {
    expect(findTable(branches, 'chilonzor', 1)).toEqual({ branchId: 3, tableId: 1, name: null });
    expect(findTable(branches, '3', 20)?.name?.eng).toBe('Terrace');
  });
  it('refuses an unknown branch or a table the branch does not list', () => {
    expect(findTable(branches, 'sergeli', 1)).toBeNull();
    expect(findTable(branches, 'chilonzor', 2)).toBeNull();
    expect(findTable(branches, 'chilonzor', 0)).toBeNull();
  });
  it('takes any number at a branch that lists no tables', () => {
    expect(findTable(branches, 'yunusobod', 9)).toEqual({ branchId: 4, tableId: 9, name: null });
  });
});
