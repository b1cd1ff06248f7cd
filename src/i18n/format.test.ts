import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatKm, formatPhone, formatSum } from './format';

const nb = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatting', () => {
  it('formats sum amounts per locale', () => {
    expect(nb(formatSum(25000, 'uz'))).toBe("25 000 so'm");
    expect(nb(formatSum(25000, 'ru'))).toBe('25 000 сум');
    expect(nb(formatSum(25000, 'en'))).toBe('25,000 sum');
    expect(nb(formatSum(1234567.4, 'ru'))).toBe('1 234 567 сум');
    expect(nb(formatSum(5000, 'en'))).toBe('5,000 sum');
    expect(nb(formatSum(999.6, 'uz'))).toBe("1 000 so'm");
    expect(nb(formatSum(500, 'ru'))).toBe('500 сум');
    expect(nb(formatSum(0, 'en'))).toBe('0 sum');
    expect(nb(formatSum(-15000, 'ru'))).toBe('-15 000 сум');
  });
  it('formats Uzbek phones', () => {
    expect(formatPhone('998901234567')).toBe('+998 90 123 45 67');
  });
});

describe('dates and times, in Tashkent', () => {
  // 08:50 UTC is 13:50 in Tashkent (UTC+5), on Sunday 22 November 2026
  const instant = '2026-11-22T08:50:00Z';

  it('names Uzbek months itself (Chromium has none), and takes the others from Intl', () => {
    expect(formatDateTime(instant, 'uz')).toBe('22-noyabr, 13:50');
    expect(formatDateTime(instant, 'ru')).toMatch(/^22 нояб\.?,? 13:50$/);
    expect(formatDateTime(instant, 'en')).toMatch(/^22 Nov,? 13:50$/);
  });

  it('keeps the Tashkent day across midnight UTC', () => {
    expect(formatDateTime('2026-12-31T20:30:00Z', 'uz')).toBe('1-yanvar, 01:30');
  });

  it('writes a calendar day with its weekday', () => {
    expect(formatDay('2026-11-22', 'uz')).toBe('22-noyabr, yakshanba');
    expect(formatDay('2026-11-23', 'uz')).toBe('23-noyabr, dushanba');
    expect(formatDay('2026-11-22', 'ru')).toBe('воскресенье, 22 ноября');
    expect(formatDay('2026-11-22', 'en')).toBe('Sunday 22 November');
    expect(formatDay('not a day', 'en')).toBe('not a day');
  });
});

describe('distances', () => {
  it('use the decimal comma where the language does', () => {
    expect(formatKm(6.93, 'uz')).toBe('6,9');
    expect(formatKm(6.93, 'ru')).toBe('6,9');
    expect(formatKm(6.93, 'en')).toBe('6.9');
    expect(formatKm(12, 'en')).toBe('12.0');
  });
});
