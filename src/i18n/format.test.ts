import { describe, expect, it } from 'vitest';
import { formatPhone, formatSum } from './format';

const nb = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatting', () => {
  it('formats sum amounts per locale', () => {
    expect(nb(formatSum(25000, 'uz'))).toBe("25 000 so'm");
    expect(nb(formatSum(25000, 'ru'))).toBe('25 000 сум');
    expect(nb(formatSum(25000, 'en'))).toBe('25,000 sum');
    expect(nb(formatSum(1234567.4, 'ru'))).toBe('1 234 567 сум');
  });
  it('formats Uzbek phones', () => {
    expect(formatPhone('998901234567')).toBe('+998 90 123 45 67');
  });
});
