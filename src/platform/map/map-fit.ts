import type { LatLon } from './map-types';

/**
 * The centre and the closest zoom (web Mercator tiles of 256 px) at which every point shows on a
 * map of `width` × `height` pixels with `padding` around them, between `min` and `max`.
 */
export function fitPoints(
  points: readonly LatLon[],
  {
    width,
    height,
    padding = 32,
    min = 10,
    max = 16,
  }: { width: number; height: number; padding?: number; min?: number; max?: number },
): { center: LatLon; zoom: number } {
  const lats = points.map((p) => p[0]);
  const lons = points.map((p) => p[1]);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...lons), Math.max(...lons)];
  const center: LatLon = [(south + north) / 2, (west + east) / 2];
  // Mercator y of a latitude, in turns of the world (0..1 across the map)
  const y = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI);
  const spanX = (east - west) / 360;
  const spanY = y(north) - y(south);
  const fit = (pixels: number, span: number) =>
    span <= 0 ? max : Math.log2(Math.max(1, pixels - 2 * padding) / (256 * span));
  const zoom = Math.floor(Math.min(fit(width, spanX), fit(height, spanY)));
  return { center, zoom: Math.max(min, Math.min(max, zoom)) };
}
