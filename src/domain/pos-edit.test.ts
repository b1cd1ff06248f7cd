import { describe, expect, it } from 'vitest';
import { commentWithChanges, posEdit, type PosLine } from './pos-edit';

const egg = { modificationId: 9, count: 1, name: 'Quail egg' };
const plov = (count: number, modifications = [egg]): PosLine => ({
  productId: 1,
  count,
  name: 'Plov',
  modifications,
});
const tea = (count: number): PosLine => ({ productId: 2, count, name: 'Tea', modifications: [] });
const snap = (lines: PosLine[], comment: string | null = null, address: string | null = 'Navoi 1') => ({
  lines,
  comment,
  address,
});

describe('what the POS is told of an edit', () => {
  it('adds the lines that grew by how much they grew, and names the ones taken away', () => {
    const edit = posEdit(snap([plov(1), tea(2)]), snap([plov(2), tea(1)]));
    expect(edit?.added).toEqual([plov(1)]);
    expect(edit?.removed).toEqual([tea(1)]);
    expect(edit?.commentChanged).toBe(false);
    // the same dish with other choices is another line
    const other = posEdit(snap([plov(1)]), snap([plov(1, [])]));
    expect(other?.added).toEqual([plov(1, [])]);
    expect(other?.removed).toEqual([plov(1)]);
  });

  it('is nothing when the POS already has the order as it is', () => {
    expect(posEdit(snap([plov(1), tea(1), plov(1)]), snap([tea(1), plov(2)]))).toBeNull();
  });

  it('says in the comment what cannot be taken off, and the new address', () => {
    const edit = posEdit(snap([plov(1), tea(1)], 'ring'), snap([plov(1)], 'ring twice', 'Bobur 5'));
    expect(edit?.commentChanged).toBe(true);
    expect(edit?.addressChanged).toBe(true);
    expect(commentWithChanges(edit!, 'Bobur 5')).toBe('CHANGED: −Tea ×1; address: Bobur 5 · ring twice');
    const added = posEdit(snap([plov(1)]), snap([plov(1), tea(1)]));
    expect(commentWithChanges(added!, null)).toBe('');
  });
});
