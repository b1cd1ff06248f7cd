import { describe, expect, it } from 'vitest';
import { activeLanguages, chooseLanguage } from './language';

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
