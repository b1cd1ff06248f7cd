import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followEvents } from './live-events';

/** A stand-in for the browser's EventSource: the test opens, breaks and speaks for the server. */
class FakeSource {
  static last: FakeSource | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.last = this;
  }
  close() {
    this.closed = true;
  }
}

describe('following a live event stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands each event on, fetches again after a break, polls slowly only while the stream is down', () => {
    const seen: unknown[] = [];
    const onResync = vi.fn();
    const stop = followEvents('/api/x', { onEvent: (e) => seen.push(e), onResync }, 60_000);
    const source = FakeSource.last as FakeSource;
    expect(source.url).toBe('/api/x');
    source.onopen?.();
    source.onmessage?.({ data: '{"kind":"menu"}' });
    source.onmessage?.({ data: 'not json' });
    expect(seen).toEqual([{ kind: 'menu' }]);
    vi.advanceTimersByTime(180_000);
    expect(onResync).not.toHaveBeenCalled();

    source.onerror?.();
    vi.advanceTimersByTime(120_000);
    expect(onResync).toHaveBeenCalledTimes(2);
    // back: whatever was missed is fetched once, and the polling stops
    source.onopen?.();
    expect(onResync).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(180_000);
    expect(onResync).toHaveBeenCalledTimes(3);

    stop();
    expect(source.closed).toBe(true);
  });

  it('polls slowly where the browser has no EventSource, until stopped', () => {
    vi.stubGlobal('EventSource', undefined);
    const onResync = vi.fn();
    const stop = followEvents('/api/x', { onEvent: () => undefined, onResync }, 60_000);
    vi.advanceTimersByTime(120_000);
    expect(onResync).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(120_000);
    expect(onResync).toHaveBeenCalledTimes(2);
  });
});
