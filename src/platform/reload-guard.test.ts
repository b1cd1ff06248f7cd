import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasNewerBuild, reloadIfNewerBuild, shouldReload, watchBuild } from './reload-guard';

const memoryStorage = () => {
  const store = new Map<string, string>();
  return {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
};

describe('reload guard', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reloads at most once per path within 10 s', () => {
    const storage = memoryStorage();
    expect(shouldReload('/basket', 100_000, storage)).toBe(true);
    expect(shouldReload('/basket', 105_000, storage)).toBe(false);
    expect(shouldReload('/profile', 105_000, storage)).toBe(true);
    expect(shouldReload('/basket', 110_001, storage)).toBe(true);
  });

  it('reloads at the next navigation once /build.json names a newer build, and only then', async () => {
    vi.useFakeTimers();
    let served = 'build-1';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ id: served }), { status: 200 })),
    );
    const reload = vi.fn();
    const stop = watchBuild('build-1', 60_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(hasNewerBuild()).toBe(false);
    expect(reloadIfNewerBuild('/basket', reload, memoryStorage())).toBe(false);
    served = 'build-2';
    await vi.advanceTimersByTimeAsync(60_000);
    expect(hasNewerBuild()).toBe(true);
    const storage = memoryStorage();
    expect(reloadIfNewerBuild('/basket', reload, storage)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // a reload that lands on the old build again does not loop
    expect(reloadIfNewerBuild('/basket', reload, storage)).toBe(false);
    stop();
  });

  it("reloads at the next navigation once a menu answer carries another version of the merchant's configuration", async () => {
    vi.resetModules();
    const guard = await import('./reload-guard');
    guard.noteConfigVersion('aaa'); // the page was drawn from this one
    guard.noteConfigVersion(null);
    guard.noteConfigVersion('aaa');
    expect(guard.hasNewerBuild()).toBe(false);
    guard.noteConfigVersion('bbb'); // a folder was applied meanwhile
    expect(guard.hasNewerBuild()).toBe(true);
    const reload = vi.fn();
    expect(guard.reloadIfNewerBuild('/menu', reload, memoryStorage())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
