import { localized, textKey, type Lang, type LocalizedText } from '../../src/domain/localized';

const isLocalizedText = (value: object): value is LocalizedText => {
  const keys = Object.keys(value);
  return keys.length === 3 && 'uz' in value && 'ru' in value && 'eng' in value;
};

/**
 * A copy of an answer with every localized text reduced to one language: the text the storefront
 * would show in `lang` (its fallback included) under that language's key, the other two empty.
 * The shape stays the contract's, so the same client code reads either answer.
 */
export function oneLanguage<T>(value: T, lang: Lang): T {
  if (Array.isArray(value)) return value.map((v) => oneLanguage(v, lang)) as T;
  if (value === null || typeof value !== 'object') return value;
  if (isLocalizedText(value)) {
    const text = { uz: '', ru: '', eng: '' };
    text[textKey(lang)] = localized(value, lang);
    return text as T;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, oneLanguage(v, lang)])) as T;
}
