import { describe, expect, it } from 'vitest';
import { haversineMeters, isClosedRing, pointInPolygon, zoneForPoint } from './geo';

const square = [
  [41.3, 69.2],
  [41.3, 69.3],
  [41.2, 69.3],
  [41.2, 69.2],
  [41.3, 69.2],
];

describe('geo', () => {
  it('measures distances in metres', () => {
    // Amir Timur square to Chorsu bazaar, about 3.3 km
    const d = haversineMeters([41.3111, 69.2797], [41.3264, 69.2364]);
    expect(d).toBeGreaterThan(3_500);
    expect(d).toBeLessThan(4_000);
  });

  it('finds points inside and outside a polygon', () => {
    expect(pointInPolygon([41.25, 69.25], square)).toBe(true);
    expect(pointInPolygon([41.35, 69.25], square)).toBe(false);
  });

  it('knows a closed ring', () => {
    expect(isClosedRing(square)).toBe(true);
    expect(isClosedRing(square.slice(0, 4))).toBe(false);
  });

  it('prices a point by the cheapest zone that holds it', () => {
    const zones = [
      { id: 1, price: 15_000, polygon: square },
      { id: 2, price: 9_000, polygon: square },
    ];
    expect(zoneForPoint([41.25, 69.25], zones)?.id).toBe(2);
    expect(zoneForPoint([40, 60], zones)).toBeNull();
  });
});
