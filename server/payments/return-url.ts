import type { Merchant } from '../db/schema';
import { fail } from '../http/errors';

/**
 * The page a payment provider sends the customer back to: only one of the merchant's own
 * storefront origins (its domain; in development its *.localhost name or localhost), and never
 * with a `;`, which would let a customer rewrite the provider's parameters (Payme's link is
 * `m=…;ac.order_id=…;a=…;c=<return url>`).
 */
export function checkReturnUrl(
  merchant: Merchant,
  raw: string | undefined,
  production: boolean,
): string | null {
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fail(400, 'VALIDATION', 'returnUrl');
  }
  const domain = typeof merchant.settings.domain === 'string' ? merchant.settings.domain : null;
  const hosts = new Set([domain, ...(production ? [] : [`${merchant.sub}.localhost`, 'localhost'])]);
  const scheme = production
    ? url.protocol === 'https:'
    : url.protocol === 'https:' || url.protocol === 'http:';
  if (raw.includes(';') || !scheme || !hosts.has(url.hostname) || url.username || url.password)
    throw fail(400, 'VALIDATION', 'returnUrl');
  return url.toString();
}
