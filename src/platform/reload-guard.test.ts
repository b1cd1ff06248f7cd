import { describe, expect, it } from 'vitest';
import { shouldReload } from './reload-guard';

describe('reload guard', () => {
  it('reloads at most once per path within 10 s', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(shouldReload('/basket', 100_000, storage)).toBe(true);
    expect(shouldReload('/basket', 105_000, storage)).toBe(false);
    expect(shouldReload('/profile', 105_000, storage)).toBe(true);
    expect(shouldReload('/basket', 110_001, storage)).toBe(true);
  });
});
