import type { Lang } from '../domain/localized';
import { formatSum } from '../domain/money';
import { localParts, MERCHANT_TIME_ZONE, WEEKDAYS } from '../domain/schedule';

const NUMBER_LOCALE: Record<Lang, string> = { uz: 'ru-RU', ru: 'ru-RU', en: 'en-US' };

/** A bill's line: a deduction with the minus sign a bill uses ("−30 000 so'm"), else as `formatSum`. */
export function formatMoney(amount: number, lang: Lang): string {
  return amount < 0 ? `\u2212${formatSum(-amount, lang)}` : formatSum(amount, lang);
}

/** "6,9" in Uzbek and Russian, "6.9" in English: a distance in kilometres to one decimal. */
export function formatKm(km: number, lang: Lang): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[lang], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(km);
}

export { formatPhone } from '../domain/phone';
export { formatSum } from '../domain/money';

const INTL_LANG: Record<Lang, string> = { uz: 'uz-Latn-UZ', ru: 'ru-RU', en: 'en-GB' };

// Chromium ships no Uzbek date names ("M11 22"): Uzbek (Latin) months and weekdays are ours
// (weekdays in the order of the schedule's WEEKDAYS, Sunday first).
const UZ_MONTHS = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avgust',
  'sentabr',
  'oktabr',
  'noyabr',
  'dekabr',
];
const UZ_WEEKDAYS = ['yakshanba', 'dushanba', 'seshanba', 'chorshanba', 'payshanba', 'juma', 'shanba'];

/** The Uzbek day and month of an instant in Tashkent ("22-noyabr"), from the schedule's one reading of the clock. */
function uzDay(date: Date): { dayMonth: string; weekday: string; time: string } {
  const { day, time, weekday } = localParts(date);
  return {
    dayMonth: `${Number(day.slice(8, 10))}-${UZ_MONTHS[Number(day.slice(5, 7)) - 1]}`,
    weekday: UZ_WEEKDAYS[WEEKDAYS.indexOf(weekday)] as string,
    time,
  };
}

/** "22-noyabr, 13:50", "22 нояб., 13:50", "22 Nov, 13:50": an instant, in Tashkent time. */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (lang === 'uz') {
    const p = uzDay(date);
    return `${p.dayMonth}, ${p.time}`;
  }
  return new Intl.DateTimeFormat(INTL_LANG[lang], {
    timeZone: MERCHANT_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** "22-noyabr, yakshanba", "22 ноября, воскресенье", "Sunday 22 November": a calendar day (YYYY-MM-DD). */
export function formatDay(day: string, lang: Lang): string {
  // noon UTC is the same calendar day in Tashkent (UTC+5)
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  if (lang === 'uz') {
    const p = uzDay(date);
    return `${p.dayMonth}, ${p.weekday}`;
  }
  return new Intl.DateTimeFormat(INTL_LANG[lang], {
    timeZone: MERCHANT_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    weekday: 'long',
  }).format(date);
}

/** "13:50": the time of an instant in Tashkent. */
export function formatTime(iso: string | Date): string {
  return localParts(typeof iso === 'string' ? new Date(iso) : iso).time;
}
