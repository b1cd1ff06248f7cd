import { describe, expect, it } from 'vitest';
import { fullPhone, localPhoneDigits, maskLocalPhone } from './phone';

describe('phone numbers as customers enter them', () => {
  it.each([
    ['+998 90 123 45 67', '901234567'],
    ['998901234567', '901234567'],
    ['+998 (90) 123-45-67', '901234567'],
    ['+998-90-123-45-67', '901234567'],
    ['(90) 123-45-67', '901234567'],
    ['90 123 45 67', '901234567'],
    ['901234567', '901234567'],
    // a local number that itself begins with 99 8 stays as typed
    ['99 812 34 56', '998123456'],
    // typing on past nine digits changes nothing
    ['9981234567', '998123456'],
    ['9', '9'],
    ['', ''],
  ])('%s → %s', (input, local) => {
    expect(localPhoneDigits(input)).toBe(local);
  });

  it('gives the API its form, and nothing for nothing', () => {
    expect(fullPhone('+998 90 123 45 67')).toBe('998901234567');
    expect(fullPhone('90 123 45 67')).toBe('998901234567');
    expect(fullPhone(' ')).toBe('');
  });

  it('groups the local digits as they are written', () => {
    expect(maskLocalPhone('901234567')).toBe('90 123 45 67');
    expect(maskLocalPhone('9012')).toBe('90 12');
  });
});
