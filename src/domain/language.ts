import type { Lang } from './localized';

export const LANGS: readonly Lang[] = ['uz', 'ru', 'en'];
export const LANGUAGE_COOKIE = 'lang';

export interface LanguageSettings {
  mainLanguage?: string | null;
  uzLangActive?: boolean;
  ruLangActive?: boolean;
  engLangActive?: boolean;
}

/** API spells English `eng`; the UI says `en`. */
export const toLang = (value: string | null | undefined): Lang | null =>
  value === 'eng' || value === 'en' ? 'en' : value === 'ru' || value === 'uz' ? value : null;

export function activeLanguages(settings: LanguageSettings): Lang[] {
  const active = LANGS.filter(
    (l) =>
      (l === 'uz' ? settings.uzLangActive : l === 'ru' ? settings.ruLangActive : settings.engLangActive) !==
      false,
  );
  return active.length > 0 ? active : ['uz'];
}

/**
 * The stored choice, else (inside Telegram) the Telegram user's language, else the merchant's
 * mainLanguage, else Russian — each only when the merchant offers it.
 */
export function chooseLanguage(input: {
  stored: string | null;
  settings: LanguageSettings;
  telegram?: string | null;
}): Lang {
  const active = activeLanguages(input.settings);
  const candidates = [
    toLang(input.stored),
    toLang(input.telegram?.slice(0, 2) ?? null),
    toLang(input.settings.mainLanguage),
    'ru' as Lang,
  ];
  return candidates.find((l): l is Lang => l !== null && active.includes(l)) ?? (active[0] as Lang);
}
