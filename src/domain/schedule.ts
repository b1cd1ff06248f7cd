/**
 * Branch hours and scheduled times. Uzbekistan keeps one offset all year (UTC+5, no DST);
 * local parts come from Intl with the Asia/Tashkent zone.
 */
export const MERCHANT_TIME_ZONE = 'Asia/Tashkent';
export const WEEKDAYS = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface Hours {
  open: string;
  close: string;
  workHours?: readonly { day: Weekday; open: string; close: string }[] | null;
}

const toMinutes = (hhmm: string) => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

export function localParts(
  at: Date,
  timeZone = MERCHANT_TIME_ZONE,
): { day: string; time: string; weekday: Weekday } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'long',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: String(parts.weekday).toUpperCase() as Weekday,
  };
}

/** The instant of a day (YYYY-MM-DD) and time (HH:MM) in the merchant's zone. */
export function scheduledInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+05:00`);
}

function hoursFor(hours: Hours, weekday: Weekday): { open: string; close: string } {
  return hours.workHours?.find((w) => w.day === weekday) ?? { open: hours.open, close: hours.close };
}

/** Open at a local weekday and time; a close at or before the open means past midnight. */
export function isOpenAtLocal(hours: Hours, weekday: Weekday, time: string): boolean {
  const { open, close } = hoursFor(hours, weekday);
  const t = toMinutes(time);
  const o = toMinutes(open);
  const c = toMinutes(close);
  if (o === c) return true;
  return o < c ? t >= o && t < c : t >= o || t < c;
}

export function isOpenAt(hours: Hours, at: Date): boolean {
  const { weekday, time } = localParts(at);
  return isOpenAtLocal(hours, weekday, time);
}

export type ScheduleProblem = 'DAY_AND_TIME_REQUIRED' | 'IN_THE_PAST' | 'OUTSIDE_HOURS';

/** Checks a later order's day and time: both given, in the future, inside the branch's hours. */
export function checkSchedule(
  hours: Hours,
  day: string | null | undefined,
  time: string | null | undefined,
  now: Date,
): ScheduleProblem | null {
  if (!day || !time) return 'DAY_AND_TIME_REQUIRED';
  const at = scheduledInstant(day, time);
  if (Number.isNaN(at.getTime())) return 'DAY_AND_TIME_REQUIRED';
  if (at.getTime() <= now.getTime()) return 'IN_THE_PAST';
  if (!isOpenAt(hours, at)) return 'OUTSIDE_HOURS';
  return null;
}

/** Slots of `stepMinutes` on a day that are inside the hours and after `now`. */
export function timeSlots(hours: Hours, day: string, now: Date, stepMinutes = 30): string[] {
  const slots: string[] = [];
  for (let m = 0; m < 24 * 60; m += stepMinutes) {
    const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    if (checkSchedule(hours, day, time, now) === null) slots.push(time);
  }
  return slots;
}
