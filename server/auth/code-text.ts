import { toLang } from '../../src/domain/language';
import type { Lang } from '../../src/domain/localized';
import type { Merchant } from '../db/schema';

/** What a customer's verification SMS says when the merchant wrote none, in their language. */
const DEFAULT_TEXT: Record<Lang, string> = {
  uz: '{merchant}: {code} — tasdiqlash kodi. Uni hech kimga bermang.',
  ru: '{merchant}: {code} — код подтверждения. Никому его не сообщайте.',
  en: '{merchant}: {code} is your code. Do not share it with anyone.',
};

/**
 * The customer's verification SMS: the merchant's own `smsContent` (with `{code}` and optionally
 * `{merchant}`), else the default text in the language the storefront asked in (its
 * `Accept-Language`), else the merchant's main language.
 */
export function codeText(
  merchant: Pick<Merchant, 'name' | 'settings'>,
  code: string,
  language: string | null = null,
): string {
  const settings = merchant.settings as { smsContent?: unknown; mainLanguage?: string | null };
  const own = settings.smsContent;
  const lang = toLang(language?.slice(0, 2)) ?? toLang(settings.mainLanguage) ?? 'uz';
  const template = typeof own === 'string' && own.includes('{code}') ? own : DEFAULT_TEXT[lang];
  return template.replaceAll('{merchant}', merchant.name).replaceAll('{code}', code);
}
