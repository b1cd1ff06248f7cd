import { describe, expect, it, vi } from 'vitest';
import { positionSender, worthSending, type Fix } from './position-sender';

const at = (s: number) => new Date(Date.parse('2026-01-01T10:00:00Z') + s * 1000).toISOString();
const fix = (s: number, dLat: number): Fix => ({
  latitude: 41.3 + dLat,
  longitude: 69.2,
  accuracy: 5,
  at: at(s),
});

describe('the courier position sender', () => {
  it('sends the latest fix once 5 s are over when the courier moved sooner', async () => {
    vi.useFakeTimers();
    let queue: Fix[] = [];
    let clock = 0;
    const sender = positionSender({
      now: () => clock,
      load: () => queue,
      save: (q) => (queue = q),
      send: async () => false,
    });
    sender.push(fix(0, 0));
    clock = 2000;
    sender.push(fix(2, 0.001));
    sender.push(fix(3, 0.002));
    expect(queue).toHaveLength(1);
    clock = 5000;
    await vi.advanceTimersByTimeAsync(3000);
    expect(queue.map((f) => f.at)).toEqual([at(0), at(3)]);
    vi.useRealTimers();
  });

  it('sends at most every 5 s and 20 m', () => {
    expect(worthSending(null, fix(0, 0), 0)).toBe('send');
    expect(worthSending(fix(0, 0), fix(3, 0.001), 3000)).toBe('later'); // 111 m, but 3 s
    expect(worthSending(fix(0, 0), fix(10, 0.0001), 10_000)).toBe('no'); // 10 s, but 11 m
    expect(worthSending(fix(0, 0), fix(6, 0.001), 6000)).toBe('send');
  });

  it('keeps positions while offline and sends them, oldest first, when back', async () => {
    let queue: Fix[] = [];
    let online = false;
    const sent: string[] = [];
    let clock = 0;
    const sender = positionSender({
      now: () => clock,
      load: () => queue,
      save: (q) => (queue = q),
      send: async (f) => {
        if (!online) return false;
        sent.push(f.at);
        return true;
      },
    });
    sender.push(fix(0, 0));
    clock = 6000;
    sender.push(fix(6, 0.001));
    clock = 12_000;
    sender.push(fix(12, 0.002));
    await sender.flush();
    expect(queue).toHaveLength(3);
    online = true;
    await sender.flush();
    expect(sent).toEqual([at(0), at(6), at(12)]);
    expect(queue).toEqual([]);
  });
});
