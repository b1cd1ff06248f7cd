export type LatLon = readonly [latitude: number, longitude: number];

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function haversineMeters(a: LatLon, b: LatLon): number {
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** Ray casting; the polygon is a ring of [lat, lon] points (closed or not). */
export function pointInPolygon(point: LatLon, polygon: readonly (readonly number[])[]): boolean {
  let inside = false;
  const [y, x] = point;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi = 0, xi = 0] = polygon[i] ?? [];
    const [yj = 0, xj = 0] = polygon[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A zone polygon is closed: at least 4 points and the first equals the last. */
export function isClosedRing(polygon: readonly (readonly number[])[]): boolean {
  const first = polygon[0];
  const last = polygon[polygon.length - 1];
  return polygon.length >= 4 && !!first && !!last && first[0] === last[0] && first[1] === last[1];
}

export interface PricedZone {
  id: number;
  price: number;
  polygon: readonly (readonly number[])[];
}

/** The zone a point falls in; the cheapest when zones overlap. */
export function zoneForPoint<Z extends PricedZone>(point: LatLon, zones: readonly Z[]): Z | null {
  const hits = zones.filter((z) => pointInPolygon(point, z.polygon));
  hits.sort((a, b) => a.price - b.price);
  return hits[0] ?? null;
}
