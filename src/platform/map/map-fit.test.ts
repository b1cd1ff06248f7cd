import { describe, expect, it } from 'vitest';
import { fitPoints } from './map-fit';

describe('a map fitted to its points', () => {
  it('centres between them and zooms out until all show, no further', () => {
    // 1.2 km north to south in Tashkent on a 300 × 220 map
    const { center, zoom } = fitPoints(
      [
        [41.3, 69.24],
        [41.311, 69.24],
      ],
      { width: 300, height: 220 },
    );
    expect(center[0]).toBeCloseTo(41.3055, 9);
    expect(center[1]).toBe(69.24);
    expect(zoom).toBe(13);
    // one zoom closer would put them farther apart than the map is tall
    const pixelsApart = (z: number) => {
      const y = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI);
      return (y(41.311) - y(41.3)) * 256 * 2 ** z;
    };
    expect(pixelsApart(13)).toBeLessThanOrEqual(220 - 64);
    expect(pixelsApart(14)).toBeGreaterThan(220 - 64);
  });

  it('keeps a single point, or points on one spot, at the closest zoom allowed', () => {
    expect(fitPoints([[41.3, 69.24]], { width: 300, height: 220 })).toEqual({
      center: [41.3, 69.24],
      zoom: 16,
    });
  });
});
