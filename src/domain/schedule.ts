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

/** A date's own hours (a holiday's short day) or a day off on that date (closed), whatever its weekday. */
export interface Holiday {
  /** YYYY-MM-DD, the merchant's local date */
  date: string;
  open: string;
  close: string;
  closed?: boolean;
}

export interface Hours {
  open: string;
  close: string;
  workHours?: readonly { day: Weekday; open: string; close: string; closed?: boolean }[] | null;
  /** dates whose hours differ from their weekday's: a holiday closed or a short day */
  holidays?: readonly Holiday[] | null;
}

/** Only the hours of something that has them (a branch): what the schedule rules read. */
export const hoursOf = ({ open, close, workHours, holidays }: Hours): Hours => ({
  open,
  close,
  workHours,
  holidays,
});

const toMinutes = (hhmm: string) => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** one formatter per time zone: making one costs about a millisecond, using it microseconds */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterIn = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'long',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

export function localParts(
  at: Date,
  timeZone = MERCHANT_TIME_ZONE,
): { day: string; time: string; weekday: Weekday } {
  const parts = Object.fromEntries(
    formatterIn(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: String(parts.weekday).toUpperCase() as Weekday,
  };
}

/** A real calendar day written YYYY-MM-DD (2027-02-30 is not one). */
export function isCalendarDate(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

/**
 * The holidays from today (the merchant's local date) to `days` ahead, by date: what a
 * storefront tells its customers before they come.
 */
export function upcomingHolidays(hours: Hours, now: Date, days = SCHEDULE_WINDOW_DAYS): Holiday[] {
  const today = localParts(now).day;
  const last = localParts(new Date(now.getTime() + days * 86_400_000)).day;
  return [...(hours.holidays ?? [])]
    .filter((h) => h.date >= today && h.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The instant of a day (YYYY-MM-DD) and time (HH:MM) in the merchant's zone. */
export function scheduledInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+05:00`);
}

/**
 * The hours of one local day: the date's own (a holiday) when it has them, else its weekday's,
 * else the branch's every-day open and close. A close before the open means past midnight: the
 * shift goes on into the next calendar day until its close (whatever that day's own hours say).
 */
export function hoursOfDay(
  hours: Hours,
  weekday: Weekday,
  day?: string,
): { open: string; close: string; closed?: boolean; holiday?: true } {
  const holiday = day === undefined ? undefined : hours.holidays?.find((h) => h.date === day);
  if (holiday) return { open: holiday.open, close: holiday.close, closed: !!holiday.closed, holiday: true };
  return hours.workHours?.find((w) => w.day === weekday) ?? { open: hours.open, close: hours.close };
}

/** The calendar day before a local day (YYYY-MM-DD). */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const weekdayBefore = (weekday: Weekday) => WEEKDAYS[(WEEKDAYS.indexOf(weekday) + 6) % 7] as Weekday;

/**
 * Open at a local weekday and time (and date, for its holiday): inside the day's own shift, or in
 * the hours after midnight of a shift that began the day before (a night shift of 31 December
 * still serves at 01:00 on a 1 January off; a day off on 31 December leaves 1 January's small
 * hours closed). An open equal to the close is open all day.
 */
export function isOpenAtLocal(hours: Hours, weekday: Weekday, time: string, day?: string): boolean {
  const t = toMinutes(time);
  const own = hoursOfDay(hours, weekday, day);
  if (!own.closed) {
    const o = toMinutes(own.open);
    const c = toMinutes(own.close);
    if (o === c || (o < c ? t >= o && t < c : t >= o)) return true;
  }
  const before = hoursOfDay(hours, weekdayBefore(weekday), day === undefined ? undefined : dayBefore(day));
  if (before.closed) return false;
  const o = toMinutes(before.open);
  const c = toMinutes(before.close);
  return o > c && t < c;
}

export function isOpenAt(hours: Hours, at: Date): boolean {
  const { weekday, time, day } = localParts(at);
  return isOpenAtLocal(hours, weekday, time, day);
}

export type ScheduleProblem =
  'DAY_AND_TIME_REQUIRED' | 'NO_SUCH_DAY' | 'IN_THE_PAST' | 'TOO_FAR_AHEAD' | 'OUTSIDE_HOURS';

/** How many days ahead an order or a booking may be made. */
export const SCHEDULE_WINDOW_DAYS = 7;

/**
 * Checks a later order's day and time: both given, a real calendar day (2027-02-31 is not one),
 * in the future, within the scheduling window, inside the branch's hours.
 */
export function checkSchedule(
  hours: Hours,
  day: string | null | undefined,
  time: string | null | undefined,
  now: Date,
  windowDays = SCHEDULE_WINDOW_DAYS,
): ScheduleProblem | null {
  if (!day || !time) return 'DAY_AND_TIME_REQUIRED';
  const at = scheduledInstant(day, time);
  if (Number.isNaN(at.getTime()) || localParts(at).day !== day) return 'NO_SUCH_DAY';
  if (at.getTime() <= now.getTime()) return 'IN_THE_PAST';
  if (at.getTime() > now.getTime() + windowDays * 86_400_000) return 'TOO_FAR_AHEAD';
  if (!isOpenAt(hours, at)) return 'OUTSIDE_HOURS';
  return null;
}

/** When the branch next opens at or after `now` (to the quarter hour), in its local day and time; null if never. */
export function nextOpening(hours: Hours, now: Date): { day: string; time: string } | null {
  const quarter = 15 * 60_000;
  if (isOpenAt(hours, now)) return localParts(now);
  const start = Math.ceil(now.getTime() / quarter) * quarter;
  for (let t = start; t < start + 8 * 86_400_000; t += quarter) {
    const at = new Date(t);
    if (isOpenAt(hours, at)) return localParts(at);
  }
  return null;
}

/** The first slot there is on the given days, in their order (tomorrow's when today's are over), or null. */
export function firstSlot(
  hours: Hours,
  days: readonly string[],
  now: Date,
): { day: string; time: string } | null {
  for (const day of days) {
    const time = timeSlots(hours, day, now)[0];
    if (time) return { day, time };
  }
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
