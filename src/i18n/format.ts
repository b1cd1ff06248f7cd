import type { Lang } from '../domain/localized';

const CURRENCY: Record<Lang, string> = { uz: "so'm", ru: 'сум', en: 'sum' };
const NUMBER_LOCALE: Record<Lang, string> = { uz: 'ru-RU', ru: 'ru-RU', en: 'en-US' };
const formatters = new Map<Lang, Intl.NumberFormat>();

/** "25 000 so'm", "25 000 сум", "25,000 sum" (spaces are no-break spaces). */
export function formatSum(amount: number, lang: Lang): string {
  let f = formatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(NUMBER_LOCALE[lang], { maximumFractionDigits: 0 });
    formatters.set(lang, f);
  }
  return `${f.format(Math.round(amount)).replace(/\s/g, '\u00a0')}\u00a0${CURRENCY[lang]}`;
}

/** +998 90 123 45 67 from 998901234567. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  const m = /^(998)(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(d);
  return m ? `+${m[1]} ${m[2]} ${m[3]} ${m[4]} ${m[5]}` : digits;
}

const INTL_LANG: Record<Lang, string> = { uz: 'uz-Latn-UZ', ru: 'ru-RU', en: 'en-GB' };

export function formatDateTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(INTL_LANG[lang], {
    timeZone: 'Asia/Tashkent',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
