import type { Merchant } from '../db/schema';

/** What a customer's login SMS says when the merchant wrote none: its name, the code, a warning, in uz/ru/en. */
const DEFAULT_TEXT =
  '{merchant}: {code} — tasdiqlash kodi / код подтверждения / your code. Hech kimga bermang.';

/**
 * The customer's verification SMS: the merchant's own `smsContent` (with `{code}` and optionally
 * `{merchant}`), else the default text.
 */
export function codeText(merchant: Pick<Merchant, 'name' | 'settings'>, code: string): string {
  const own = (merchant.settings as { smsContent?: unknown }).smsContent;
  const template = typeof own === 'string' && own.includes('{code}') ? own : DEFAULT_TEXT;
  return template.replaceAll('{merchant}', merchant.name).replaceAll('{code}', code);
}
