import type { i18n as I18n } from 'i18next';
import type { Lang } from '../domain/localized';
import { notify } from '../ui/notify';

/** A language whose strings did not load: said in the console and to the customer, in the language on screen. */
export const languageFailed = (i18n: I18n, lang: Lang) => (error: unknown) => {
  console.error(`The ${lang} strings did not load:`, error);
  notify('error', i18n.t('errors.language'));
};
