import { describe, expect, it } from 'vitest';
import { hyphenate, SOFT_HYPHEN } from './hyphenate';

/** the soft hyphens shown as "-" */
const shown = (text: string, lang: 'uz' | 'ru' | 'en') => hyphenate(text, lang).replaceAll(SOFT_HYPHEN, '-');

describe('soft hyphens in long words', () => {
  it('breaks Russian between syllables, never before the last letters', () => {
    expect(shown('Самаркандский плов', 'ru')).toBe('Са-мар-канд-ский плов');
    expect(shown('Ташкентский плов', 'ru')).toBe('Таш-кент-ский плов');
    expect(shown('Свадебный плов', 'ru')).toBe('Сва-деб-ный плов');
    // й, ь, ъ stay with the letter before them
    expect(shown('Маленькие', 'ru')).toBe('Ма-лень-кие');
    expect(shown('Разъезжающий', 'ru')).toBe('Разъ-ез-жа-ю-щий');
  });
  it('breaks Uzbek Latin with o‘, g‘, sh, ch and ng as single letters', () => {
    expect(shown('Samarqand oshi', 'uz')).toBe('Sa-mar-qand oshi');
    expect(shown('Moshxo‘rda', 'uz')).toBe('Mosh-xo‘r-da');
    expect(shown("Chuchvara sho'rva", 'uz')).toBe("Chuch-va-ra sho'rva");
    expect(shown('Qanotlari', 'uz')).toBe('Qa-not-la-ri');
    expect(shown("ko'ngillilar", 'uz')).toBe("ko'-ngil-li-lar");
    // of three consonants the last starts the next syllable
    expect(shown("do'stliklar", 'uz')).toBe("do'st-lik-lar");
  });
  it('leaves short words, numbers and English (the browser hyphenates English) alone', () => {
    expect(shown('Tovuq shashlik', 'uz')).toBe('Tovuq shash-lik');
    expect(shown('Манты, 5 штук', 'ru')).toBe('Манты, 5 штук');
    expect(shown('Samarkand plov', 'en')).toBe('Samarkand plov');
    // a Russian name shown on an English page still breaks by Russian rules
    expect(shown('Самаркандский', 'en')).toBe('Са-мар-канд-ский');
  });
  it('adds nothing but soft hyphens', () => {
    const name = 'Самаркандский плов «Тойхона»';
    expect(hyphenate(name, 'ru').replaceAll(SOFT_HYPHEN, '')).toBe(name);
  });
});
