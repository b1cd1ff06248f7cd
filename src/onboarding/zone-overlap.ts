import { pointInPolygon } from '../domain/geo';

type Ring = readonly (readonly number[])[];
type Point = readonly [number, number];

const at = (ring: Ring, i: number): Point => [ring[i]?.[0] ?? 0, ring[i]?.[1] ?? 0];
const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Two segments cross at a point inside both (touching at an end or along a shared border is not crossing). */
function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** A corner of `a` inside `b` and not on its border (zones that share a border only touch). */
function cornerInside(a: Ring, b: Ring): boolean {
  for (let i = 0; i < a.length; i++) {
    const p = at(a, i);
    const onBorder = b.some((_, k) => {
      if (k === 0) return false;
      const s = at(b, k - 1);
      const e = at(b, k);
      const within =
        Math.min(s[0], e[0]) <= p[0] &&
        p[0] <= Math.max(s[0], e[0]) &&
        Math.min(s[1], e[1]) <= p[1] &&
        p[1] <= Math.max(s[1], e[1]);
      return within && Math.abs(cross(s, e, p)) < 1e-12;
    });
    if (!onBorder && pointInPolygon(p, b)) return true;
  }
  return false;
}

/** Whether two zone rings share any area (not only a border). */
export function ringsOverlap(a: Ring, b: Ring): boolean {
  for (let i = 1; i < a.length; i++)
    for (let k = 1; k < b.length; k++)
      if (segmentsCross(at(a, i - 1), at(a, i), at(b, k - 1), at(b, k))) return true;
  return cornerInside(a, b) || cornerInside(b, a);
}

/**
 * The pairs of a branch's zones that overlap: a point in both is priced by the cheaper one, which
 * nobody sees on the map. Each pair once, by their positions in the list.
 */
export function overlappingZones(zones: readonly { polygon: Ring }[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < zones.length; i++)
    for (let k = i + 1; k < zones.length; k++)
      if (ringsOverlap(zones[i]?.polygon ?? [], zones[k]?.polygon ?? [])) pairs.push([i, k]);
  return pairs;
}

/** What the validator says of two overlapping zones (by their names). */
export const overlapMessage = (one: string, other: string) =>
  `zones "${one}" and "${other}" of this branch overlap: a point in both pays the cheaper one's price — move a corner so they only touch`;
