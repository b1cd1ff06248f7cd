import type { FolderInput, Problem } from './config-types';
import { overlapMessage, overlappingZones } from './zone-overlap';

type Zone = { name?: unknown; polygon?: unknown };
const nameOf = (z: Zone, i: number) => {
  const n = z.name as string | { uz?: string; ru?: string; eng?: string } | undefined;
  return (typeof n === 'string' ? n : n?.eng || n?.uz || n?.ru) || `zone ${i + 1}`;
};
const isRing = (p: unknown): p is number[][] =>
  Array.isArray(p) &&
  p.every((q) => Array.isArray(q) && q.length === 2 && q.every((n) => typeof n === 'number'));

/** Each pair of a branch's zones that overlap, by name: said, not refused (nested rings are a choice). */
export function zoneWarnings(config: FolderInput): Problem[] {
  const branches = (config.branches as { branches?: { zones?: Zone[] }[] } | undefined)?.branches;
  if (!Array.isArray(branches)) return [];
  return branches.flatMap((b, i) => {
    const zones = (Array.isArray(b?.zones) ? b.zones : []).filter((z) => isRing(z?.polygon)) as {
      name?: unknown;
      polygon: number[][];
    }[];
    return overlappingZones(zones).map(([a, c]) => ({
      file: 'branches.json',
      path: `/branches/${i}/zones`,
      message: overlapMessage(nameOf(zones[a] as Zone, a), nameOf(zones[c] as Zone, c)),
    }));
  });
}
