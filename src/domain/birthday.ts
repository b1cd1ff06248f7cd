/**
 * The birthday promo: a customer whose birthday is within the merchant's window (some days
 * before and after it) gets its percent off the dishes, once for each birthday. Days are the
 * merchant's own calendar days (YYYY-MM-DD); a 29 February birthday is kept on 28 February in other
 * years.
 */
export interface BirthdayPromo {
  percent: number;
  daysBefore: number;
  daysAfter: number;
}

/** The window around one birthday: the year of that birthday and its first and last day. */
export interface BirthdayWindow {
  year: number;
  from: string;
  until: string;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Month and day of a birthday kept as YYYY-MM-DD or DD.MM.YYYY; null for anything else. */
export function birthdayMonthDay(birthday: string | null | undefined): { month: number; day: number } | null {
  const text = birthday?.trim() ?? '';
  const iso = /^\d{4}-(\d{2})-(\d{2})/.exec(text);
  const dotted = /^(\d{2})\.(\d{2})\.\d{4}/.exec(text);
  const [month, day] = iso
    ? [Number(iso[1]), Number(iso[2])]
    : dotted
      ? [Number(dotted[2]), Number(dotted[1])]
      : [0, 0];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  // 31 April is no one's birthday
  if (new Date(Date.UTC(2000, month - 1, day)).getUTCMonth() !== month - 1) return null;
  return { month, day };
}

/** The day a birthday falls on in `year` (29 February on the 28th when the year has none). */
function birthdayIn(year: number, month: number, day: number): number {
  const at = Date.UTC(year, month - 1, day);
  return new Date(at).getUTCMonth() === month - 1 ? at : Date.UTC(year, month - 1, day - 1);
}

/**
 * The birthday window `today` is in, or null: today outside every window, no birthday, or no promo.
 * The year is the birthday's own (a window across New Year belongs to the birthday it surrounds),
 * so "once a year" means once for each birthday.
 */
export function birthdayWindow(
  birthday: string | null | undefined,
  today: string,
  promo: BirthdayPromo | null,
): BirthdayWindow | null {
  const md = birthdayMonthDay(birthday);
  if (!md || !promo || promo.percent <= 0) return null;
  const now = msOf(today);
  const year = Number(today.slice(0, 4));
  for (const y of [year - 1, year, year + 1]) {
    const at = birthdayIn(y, md.month, md.day);
    const from = at - promo.daysBefore * DAY_MS;
    const until = at + promo.daysAfter * DAY_MS;
    if (now >= from && now <= until) return { year: y, from: dayOf(from), until: dayOf(until) };
  }
  return null;
}
