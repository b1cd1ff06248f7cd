/** The period picker's presets, as days (YYYY-MM-DD) in the merchant's calendar, from its today. */
export const PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'last7',
  'last30',
  'thisMonth',
  'lastMonth',
] as const;
export type Preset = (typeof PRESETS)[number];

const DAY_MS = 86_400_000;
const at = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const minus = (day: string, days: number) => iso(new Date(at(day).getTime() - days * DAY_MS));

/** from and to of a preset; weeks start on Monday. */
export function presetPeriod(preset: Preset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: minus(today, 1), to: minus(today, 1) };
    case 'thisWeek':
      return { from: minus(today, (at(today).getUTCDay() + 6) % 7), to: today };
    case 'last7':
      return { from: minus(today, 6), to: today };
    case 'last30':
      return { from: minus(today, 29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth': {
      const end = minus(`${today.slice(0, 8)}01`, 1);
      return { from: `${end.slice(0, 8)}01`, to: end };
    }
  }
}

/** The change from `before` to `now` as a signed whole percent (+12 %, −5 %), null when there was nothing before. */
export function change(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 100);
}
