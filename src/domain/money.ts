import type { Lang } from './localized';

const CURRENCY: Record<Lang, string> = { uz: "so'm", ru: 'сум', en: 'sum' };
const GROUP: Record<Lang, string> = { uz: '\u00a0', ru: '\u00a0', en: ',' };

/**
 * "25 000 so'm", "25 000 сум", "25,000 sum" (spaces are no-break spaces). Grouped by hand, not by
 * Intl: the same text from the server's ICU and the browser's (hydration compares them), and no
 * Intl formatter in the first screen's render.
 */
export function formatSum(amount: number, lang: Lang): string {
  const whole = Math.round(amount);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, GROUP[lang]);
  return `${whole < 0 ? '-' : ''}${digits}\u00a0${CURRENCY[lang]}`;
}
