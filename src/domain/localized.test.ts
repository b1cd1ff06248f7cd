import { describe, expect, it } from 'vitest';
import { defaultCity } from './city';
import { localized } from './localized';

describe('localized entity text', () => {
  it('falls back sensibly when a language is empty', () => {
    expect(localized({ uz: 'Osh', ru: 'Плов', eng: 'Plov' }, 'en')).toBe('Plov');
    expect(localized({ uz: 'Osh', ru: 'Плов', eng: '' }, 'en')).toBe('Плов');
    expect(localized({ uz: 'Osh', ru: ' ', eng: '' }, 'ru')).toBe('Osh');
    expect(localized(null, 'uz')).toBe('');
  });
});

describe('default city (spec section 4)', () => {
  const cities = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('prefers the main city, then the address city, then the first', () => {
    expect(defaultCity(cities, 2, 3)?.id).toBe(2);
    expect(defaultCity(cities, 9, 3)?.id).toBe(3);
    expect(defaultCity(cities, null, null)?.id).toBe(1);
    expect(defaultCity([], 1, 1)).toBeNull();
  });
});
