import type { AcceptedConfig } from './accepted';
import type { Filled, FilledConfig, MerchantConfig, Problem } from './config-types';

/** The language keys of a folder's texts, and how staff call them. */
const KEYS = ['uz', 'ru', 'eng'] as const;
type Key = (typeof KEYS)[number];
const NAMES: Record<Key, string> = { uz: 'Uzbek', ru: 'Russian', eng: 'English' };
const ACTIVE: Record<Key, string> = { uz: 'uzLangActive', ru: 'ruLangActive', eng: 'engLangActive' };

type Text = Partial<Record<Key, string>>;

/** An object of texts by language (`{ "uz": …, "ru": … }`): only language keys, strings. */
const isText = (value: unknown): value is Text =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.entries(value).every(([k, v]) => (KEYS as readonly string[]).includes(k) && typeof v === 'string');

/** The languages the merchant offers (settings.json's `…LangActive`, each on unless turned off). */
export function offeredLanguages(settings: Record<string, unknown> | undefined): Key[] {
  return KEYS.filter((k) => settings?.[ACTIVE[k]] !== false);
}

/** Every text of a JSON document with its JSON path. */
function* texts(value: unknown, path = ''): Generator<[string, Text]> {
  if (isText(value)) yield [path || '/', value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* texts(v, `${path}/${i}`);
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) yield* texts(v, `${path}/${k}`);
}

/**
 * The languages the merchant offers decide the texts it writes: each text needs every offered
 * language, not empty; a language it does not offer may be left out (the storefront shows the
 * main language's text there).
 */
export function languageProblems(config: AcceptedConfig): Problem[] {
  // without its settings the languages offered are not known (settings.json's problems say why)
  if (!config.settings) return [];
  const offered = offeredLanguages(config.settings);
  const problems: Problem[] = [];
  for (const [file, doc] of Object.entries(config))
    if (file !== 'images' && file !== 'layout')
      for (const [path, text] of texts(doc))
        for (const lang of offered)
          if (text[lang] === undefined)
            problems.push({
              file: `${file}.json`,
              path,
              message: `needs its ${NAMES[lang]} text ("${lang}"): the merchant offers ${NAMES[lang]}`,
            });
          else if (text[lang]?.trim() === '' && Object.values(text).some((v) => v?.trim()))
            problems.push({
              file: `${file}.json`,
              path: `${path}/${lang}`,
              message: `the ${NAMES[lang]} text is empty: the merchant offers ${NAMES[lang]}, write it (or turn ${ACTIVE[lang]} off)`,
            });
  return problems;
}

/**
 * The folder's texts with every language filled: a language left out (or empty) takes the main
 * language's text, else the first written, so the storefront and the API always have all three.
 */
export function fillLanguages<T>(value: T, main: string): Filled<T> {
  const first = (KEYS as readonly string[]).includes(main) ? (main as Key) : 'uz';
  const fill = (v: unknown): unknown => {
    if (isText(v)) {
      const fallback = v[first]?.trim() ? v[first] : (KEYS.map((k) => v[k]).find((t) => t?.trim()) ?? '');
      return Object.fromEntries(KEYS.map((k) => [k, v[k]?.trim() ? v[k] : fallback]));
    }
    if (Array.isArray(v)) return v.map(fill);
    if (typeof v === 'object' && v !== null)
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
    return v;
  };
  return fill(value) as Filled<T>;
}

/** The folder with every text in all three languages (those left out take the main language's). */
export const withAllLanguages = (config: MerchantConfig): FilledConfig => ({
  ...fillLanguages(config, String(config.settings.mainLanguage ?? 'uz')),
  images: config.images,
});
