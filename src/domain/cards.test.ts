import { describe, expect, it } from 'vitest';
import { cardType, isExpired, isValidCardNumber, maskCard } from './cards';

describe('cards', () => {
  it('checks the Luhn digit', () => {
    expect(isValidCardNumber('8600123412341239')).toBe(true);
    expect(isValidCardNumber('8600123412341234')).toBe(false);
    expect(isValidCardNumber('4111111111111111')).toBe(true);
    expect(isValidCardNumber('411111111111111')).toBe(false);
  });
  it('knows an expired card', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(isExpired('10/26', now)).toBe(true);
    expect(isExpired('11/26', now)).toBe(false);
    expect(isExpired('13/30', now)).toBe(true);
  });
  it('masks and types a card', () => {
    expect(maskCard('8600123412341239')).toBe('8600 •••• •••• 1239');
    expect(cardType('9860000000000000')).toBe('HUMO');
    expect(cardType('8600123412341239')).toBe('UZCARD');
  });
});
