import { useTranslation } from 'react-i18next';
import type { Lang } from '../../domain/localized';
import { useStorefront } from '../../tenant/storefront-context';

/** Only the languages the merchant activates are offered. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { lang, languages, setLang } = useStorefront();
  if (languages.length < 2) return null;
  return (
    <select
      className="lang-select"
      aria-label={t('language.label')}
      value={lang}
      onChange={(e) => setLang(e.target.value as Lang)}
    >
      {languages.map((l) => (
        // the option reads as it is named (a visible "UZ" named "Oʻzbekcha" fails label-content-name-mismatch)
        <option key={l} value={l} lang={l}>
          {t(`language.${l}`)}
        </option>
      ))}
    </select>
  );
}
