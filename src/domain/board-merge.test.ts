import { describe, expect, it } from 'vitest';
import { mergeBoard } from './board-merge';

describe('the board after a look at what changed', () => {
  it('replaces changed orders, adds new ones, drops the gone, keeps the rest and takes the new cursor', () => {
    const before = {
      orders: [
        { id: 1, status: 'OPEN' },
        { id: 2, status: 'OPEN' },
        { id: 3, status: 'COOKING' },
      ],
      cursor: 'a',
    };
    const after = mergeBoard(before, {
      content: [
        { id: 2, status: 'ACCEPTED' },
        { id: 4, status: 'OPEN' },
      ],
      gone: [3],
      cursor: 'b',
    });
    expect(after.orders).toEqual([
      { id: 1, status: 'OPEN' },
      { id: 2, status: 'ACCEPTED' },
      { id: 4, status: 'OPEN' },
    ]);
    expect(after.cursor).toBe('b');
    // nothing changed: the same board
    expect(mergeBoard(after, { content: [] })).toEqual(after);
  });
});
