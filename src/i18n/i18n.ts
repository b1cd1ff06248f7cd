import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../domain/localized';

/**
 * Every UI string comes from locales/{uz,ru,en}/<namespace>.json. Only the language in use is
 * loaded (one chunk of its namespaces, src/i18n/strings); another loads when the customer switches.
 */
const languages: Record<Lang, () => Promise<{ default: Record<string, Record<string, unknown>> }>> = {
  uz: () => import('./strings/uz'),
  ru: () => import('./strings/ru'),
  en: () => import('./strings/en'),
};

async function resourcesOf(lang: Lang): Promise<Record<string, Record<string, unknown>>> {
  const files = (await languages[lang]()).default;
  return Object.fromEntries(
    Object.entries(files).map(([path, bundle]) => [/\/(\w+)\.json$/.exec(path)?.[1] ?? 'common', bundle]),
  );
}

export async function createI18n(lang: Lang): Promise<i18n> {
  const resources = { [lang]: await resourcesOf(lang) };
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(resources[lang] ?? {}),
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Loads a language's strings if needed, then switches to it. */
export async function switchLanguage(instance: i18n, lang: Lang): Promise<void> {
  if (!instance.hasResourceBundle(lang, 'common')) {
    for (const [ns, bundle] of Object.entries(await resourcesOf(lang)))
      instance.addResourceBundle(lang, ns, bundle, true, true);
  }
  await instance.changeLanguage(lang);
}
