import { fail } from '../http/errors';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as a UTC date (days are counted, never shifted: the zone is the database's to apply). */
function calendarDay(day: string, name: string): Date {
  const at = new Date(`${day}T00:00:00Z`);
  if (!DAY.test(day) || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day)
    throw fail(400, 'VALIDATION', `${name} ${day} is not a day`);
  return at;
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export interface Period {
  from: string;
  to: string;
  days: number;
  /** the same number of days just before */
  previous: { from: string; to: string };
}

/** The days from `from` to `to` (both included, a year at most) and the period of as many days before. */
export function period(from: string, to: string): Period {
  const start = calendarDay(from, 'from');
  const end = calendarDay(to, 'to');
  if (end < start) throw fail(400, 'VALIDATION', 'from is after to');
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
  if (days > 366) throw fail(400, 'VALIDATION', 'a year at most');
  return {
    from,
    to,
    days,
    previous: {
      from: isoDay(new Date(start.getTime() - days * DAY_MS)),
      to: isoDay(new Date(start.getTime() - DAY_MS)),
    },
  };
}

/** Every day of a period, in order. */
export function daysOf(from: string, days: number): string[] {
  const start = new Date(`${from}T00:00:00Z`).getTime();
  return Array.from({ length: days }, (_, i) => isoDay(new Date(start + i * DAY_MS)));
}
