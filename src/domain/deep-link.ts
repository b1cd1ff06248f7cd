/**
 * The links that open the storefront somewhere (Telegram's `startapp`, or `?startapp=` on the
 * web): a product, a category, a promo code, a table, an order. Telegram allows letters, digits,
 * `_` and `-` in the parameter; folder keys never hold `_`, so `table_<branch>_<table>` parses.
 */
export type DeepLink =
  | { kind: 'product'; id: number }
  | { kind: 'category'; id: number }
  | { kind: 'promo'; code: string }
  | { kind: 'table'; branch: string; table: number }
  | { kind: 'order'; id: number }
  | { kind: 'unknown' };

const ID = /^[1-9]\d{0,9}$/;

export function parseDeepLink(param: string): DeepLink {
  const [, kind = '', rest = ''] = /^([a-z]+)_(.+)$/.exec(param.trim()) ?? [];
  if ((kind === 'product' || kind === 'category' || kind === 'order') && ID.test(rest))
    return { kind, id: Number(rest) };
  if (kind === 'promo' && /^[A-Za-z0-9-]{1,64}$/.test(rest)) return { kind, code: rest.toUpperCase() };
  const table = kind === 'table' ? /^([A-Za-z0-9-]{1,64})_([1-9]\d{0,3})$/.exec(rest) : null;
  if (table) return { kind: 'table', branch: table[1] as string, table: Number(table[2]) };
  return { kind: 'unknown' };
}

/** The Mini App link of a start parameter: `https://t.me/<bot>/<app>?startapp=…` or the bot's `?startapp=`. */
export function telegramLink(botLink: string, param: string): string {
  const url = new URL(botLink.startsWith('http') ? botLink : `https://t.me/${botLink.replace(/^@/, '')}`);
  url.searchParams.set('startapp', param);
  return url.toString();
}
