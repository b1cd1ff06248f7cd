/** The courier's road: distances, the order to carry deliveries in, the time still to go. */

export interface Point {
  latitude: number;
  longitude: number;
}

const R = 6_371_000;
const rad = (d: number) => (d * Math.PI) / 180;

/** Metres between two points along the Earth's surface (haversine). */
export function metresBetween(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The deliveries in the order a courier carries them: those already on the way first, then from
 * the branch each time to the nearest point not yet visited. Stops without a point keep their place last.
 */
export function routeOrder<T extends { status: string; point: Point | null }>(
  stops: T[],
  start: Point | null,
): T[] {
  const onWay = stops.filter((s) => s.status === 'ON_WAY');
  const rest = stops.filter((s) => s.status !== 'ON_WAY');
  const placed = rest.filter((s) => s.point);
  const unplaced = rest.filter((s) => !s.point);
  const route: T[] = [];
  let here = start;
  while (placed.length > 0) {
    let best = 0;
    if (here) {
      const from = here;
      placed.forEach((s, i) => {
        if (metresBetween(from, s.point as Point) < metresBetween(from, placed[best]?.point as Point))
          best = i;
      });
    }
    const [next] = placed.splice(best, 1);
    if (!next) break;
    route.push(next);
    here = next.point;
  }
  return [...onWay, ...route, ...unplaced];
}

/** A courier's recent position with its time. */
export interface Fix extends Point {
  at: string | Date;
}

/** Below this a courier is standing, not riding (m/s). */
const MIN_SPEED = 1.5;
/** A city courier's usual pace when there is no recent movement to go by (m/s, about 18 km/h). */
export const USUAL_SPEED = 5;
/** Roads wind: the straight line times this is the distance ridden. */
const ROAD_FACTOR = 1.3;

/**
 * Metres per second over the last minutes of fixes (oldest first): the distance ridden over the
 * time it took, or the usual pace when the courier stood or there is too little to go by.
 */
export function recentSpeed(fixes: Fix[], windowMs = 5 * 60_000): number {
  const last = fixes.at(-1);
  if (!last) return USUAL_SPEED;
  const end = new Date(last.at).getTime();
  const recent = fixes.filter((f) => end - new Date(f.at).getTime() <= windowMs);
  let metres = 0;
  for (let i = 1; i < recent.length; i++) metres += metresBetween(recent[i - 1] as Fix, recent[i] as Fix);
  const first = recent[0] as Fix;
  const seconds = (end - new Date(first.at).getTime()) / 1000;
  if (seconds < 10) return USUAL_SPEED;
  const speed = metres / seconds;
  return speed < MIN_SPEED ? USUAL_SPEED : speed;
}

/** Whole minutes until the courier at `from` reaches `to` at `speed` m/s (at least 1). */
export function minutesToArrive(from: Point, to: Point, speed: number): number {
  const metres = metresBetween(from, to) * ROAD_FACTOR;
  return Math.max(1, Math.ceil(metres / Math.max(speed, MIN_SPEED) / 60));
}
