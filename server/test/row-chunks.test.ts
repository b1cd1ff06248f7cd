import { describe, expect, it } from 'vitest';
import { chunksByParameters, inChunks, MAX_PARAMETERS } from '../db/insert-rows';
import { changedColumns } from '../onboarding/apply-match';

describe('rows cut by the parameter limit', () => {
  it('binds at most 65,535 values a statement, every row kept in order', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      Object.fromEntries(Array.from({ length: 29 }, (__, c) => [`c${c}`, i])),
    );
    const chunks = chunksByParameters(rows);
    for (const chunk of chunks) expect(chunk.length * 29).toBeLessThanOrEqual(MAX_PARAMETERS);
    // 2,259 rows of 29 columns a statement
    expect(chunks).toHaveLength(5);
    expect(chunks.flat()).toEqual(rows);
  });

  it('counts every column any row has (a row without one still takes its place)', () => {
    const rows = [{ a: 1 }, { b: 2 }, { c: 3 }, { a: 4 }];
    expect(chunksByParameters(rows, 6).map((c) => c.length)).toEqual([2, 2]);
    expect(chunksByParameters([], 6)).toEqual([]);
    expect(inChunks([1, 2, 3], 0)).toEqual([[1], [2], [3]]);
  });
});

describe('the columns an applied folder changes', () => {
  it('leaves a row alone when its JSON comes back in the database order', () => {
    const stored = { name: { ru: 'Плов', uz: 'Osh', eng: 'Plov' }, price: 40000, tags: ['hot'], image: null };
    const written = {
      name: JSON.stringify({ uz: 'Osh', ru: 'Плов', eng: 'Plov' }),
      price: 40000,
      tags: '["hot"]',
      image: null,
    };
    expect(changedColumns(stored, written)).toBeNull();
  });

  it('names only what differs, and writes what it cannot tell equal', () => {
    const stored = { name: { eng: 'Plov' }, price: 40000, at: new Date(0) };
    expect(changedColumns(stored, { name: '{"eng":"Plov"}', price: 45000 })).toEqual({ price: 45000 });
    expect(changedColumns(stored, { at: new Date(0) })).toEqual({ at: new Date(0) });
    expect(changedColumns(stored, { name: '{"eng":"Osh"}' })).toEqual({ name: '{"eng":"Osh"}' });
  });
});
