import { describe, expect, it } from 'vitest';
import { formatPhone, formatSum } from './format';
import { activeLanguages, chooseLanguage } from './language';

const nb = (s: string) => s.replace(/\u00a0/g, ' ');

describe('language choice', () => {
  const all = { mainLanguage: 'uz', uzLangActive: true, ruLangActive: true, engLangActive: true };
  it('uses the stored choice first', () => {
    expect(chooseLanguage({ stored: 'en', settings: all })).toBe('en');
  });
  it('then the merchant main language, then Russian', () => {
    expect(chooseLanguage({ stored: null, settings: all })).toBe('uz');
    expect(chooseLanguage({ stored: null, settings: { ...all, mainLanguage: null } })).toBe('ru');
    expect(chooseLanguage({ stored: null, settings: { ...all, mainLanguage: 'eng' } })).toBe('en');
  });
  it('never picks a language the merchant does not offer', () => {
    const noEnglish = { ...all, engLangActive: false };
    expect(activeLanguages(noEnglish)).toEqual(['uz', 'ru']);
    expect(chooseLanguage({ stored: 'en', settings: noEnglish })).toBe('uz');
  });
  it('uses the Telegram language when nothing is stored', () => {
    expect(chooseLanguage({ stored: null, settings: all, telegram: 'ru' })).toBe('ru');
    expect(chooseLanguage({ stored: 'en', settings: all, telegram: 'ru' })).toBe('en');
  });
});

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
