import { describe, expect, it } from 'vitest';
import { metresBetween, minutesToArrive, recentSpeed, routeOrder, USUAL_SPEED } from './courier-route';

const branch = { latitude: 41.3, longitude: 69.2 };
const near = { latitude: 41.301, longitude: 69.2 };
const far = { latitude: 41.33, longitude: 69.2 };

describe('the courier road', () => {
  it('measures metres between points', () => {
    expect(Math.round(metresBetween(branch, near))).toBe(111);
  });

  it('carries what is on the way first, then the nearest stop each time, stops without a point last', () => {
    const stops = [
      { id: 1, status: 'DONE', point: far },
      { id: 2, status: 'DONE', point: null },
      { id: 3, status: 'DONE', point: near },
      { id: 4, status: 'ON_WAY', point: far },
    ];
    expect(routeOrder(stops, branch).map((s) => s.id)).toEqual([4, 3, 1, 2]);
  });

  it('takes the recent pace from the fixes, and the usual pace for a courier standing still', () => {
    const t0 = Date.parse('2026-01-01T10:00:00Z');
    const riding = [0, 1, 2].map((i) => ({
      latitude: 41.3 + i * 0.001,
      longitude: 69.2,
      at: new Date(t0 + i * 20_000),
    }));
    expect(recentSpeed(riding)).toBeCloseTo(111 / 20, 0);
    const standing = [0, 1].map((i) => ({ ...branch, at: new Date(t0 + i * 60_000) }));
    expect(recentSpeed(standing)).toBe(USUAL_SPEED);
    expect(recentSpeed([])).toBe(USUAL_SPEED);
  });

  it('gives fewer minutes as the courier comes closer, never under one', () => {
    const a = minutesToArrive(far, branch, 5);
    const b = minutesToArrive(near, branch, 5);
    expect(a).toBeGreaterThan(b);
    expect(b).toBe(1);
  });
});
