import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../domain/localized';

/**
 * Every UI string comes from locales/{uz,ru,en}/<namespace>.json. Only the language in use is
 * loaded (one small chunk); another loads when the customer switches.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  // the staff desk's strings load with the desk (src/ops), never with the storefront
  '!../../locales/*/ops.json',
]);

async function resourcesOf(lang: Lang): Promise<Record<string, Record<string, unknown>>> {
  const entries = Object.entries(files).filter(([path]) => path.includes(`/locales/${lang}/`));
  const loaded = await Promise.all(
    entries.map(
      async ([path, load]) => [/\/(\w+)\.json$/.exec(path)?.[1] ?? 'common', (await load()).default] as const,
    ),
  );
  return Object.fromEntries(loaded);
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
