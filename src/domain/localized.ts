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

/** Entity text in the UI language, falling back to the nearest filled language. */
export function localized(text: Partial<LocalizedText> | null | undefined, lang: Lang): string {
  if (!text) return '';
  for (const key of ORDER[lang]) {
    const value = text[key];
    if (value && value.trim() !== '') return value;
  }
  return '';
}
