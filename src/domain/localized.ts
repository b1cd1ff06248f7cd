export type Lang = 'uz' | 'ru' | 'en';
export interface LocalizedText {
  uz: string;
  ru: string;
  eng: string;
}

const ORDER: Record<Lang, (keyof LocalizedText)[]> = {
  uz: ['uz', 'ru', 'eng'],
  ru: ['ru', 'uz', 'eng'],
  en: ['eng', 'ru', 'uz'],
};

/** The key of a UI language in a LocalizedText (en → eng). */
export const textKey = (lang: Lang): keyof LocalizedText => ORDER[lang][0] as keyof LocalizedText;

/** Entity text in the UI language, falling back to the nearest filled language. */
export function localized(text: Partial<LocalizedText> | null | undefined, lang: Lang): string {
  if (!text) return '';
  for (const key of ORDER[lang]) {
    const value = text[key];
    if (value && value.trim() !== '') return value;
  }
  return '';
}

/**
 * A place's words (a branch address, a zone name) written once for every language or once per
 * language: the plain text the contract has always carried, and the translations when given.
 */
export function textAndTranslations(value: string | LocalizedText): {
  text: string;
  translations: LocalizedText | null;
} {
  if (typeof value === 'string') return { text: value, translations: null };
  return { text: localized(value, 'uz'), translations: value };
}

/** The text in the customer's language when it has translations, else the plain text. */
export function inLanguage(text: string, translations: LocalizedText | null | undefined, lang: Lang): string {
  return (translations && localized(translations, lang)) || text;
}
