import type { FiscalCodes, L10n, Order } from '../db/schema';

/** One position of a fiscal receipt as Payme's `detail.items` documents it (amounts in tiyin). */
export interface FiscalItem {
  title: string;
  /** price of one unit as the menu lists it, in tiyin */
  price: number;
  count: number;
  code: string;
  package_code: string;
  vat_percent: number;
  /** the whole position's discount in tiyin: the dish's own, and its share of promo, birthday and cashback */
  discount?: number;
}

export interface FiscalDetail {
  receipt_type: 0;
  shipping?: { title: string; price: number };
  items: FiscalItem[];
}

type Lines = Pick<
  Order,
  'lines' | 'language' | 'promo_discount' | 'cashback' | 'delivery_price' | 'delivery_discount'
> &
  Partial<Pick<Order, 'birthday_discount'>>;
type Delivery = (FiscalCodes & { title?: L10n }) | null;

const text = (name: L10n, lang: string | null) =>
  (lang === 'ru' ? name.ru : lang === 'eng' || lang === 'en' ? name.eng : name.uz) ||
  name.ru ||
  name.uz ||
  name.eng;

const DELIVERY: L10n = { uz: 'Yetkazib berish', ru: 'Доставка', eng: 'Delivery' };

/**
 * An order as its fiscal receipt: each dish and each priced choice a position with its codes,
 * delivery as `shipping` (Payme) — or, with `deliveryAsItem`, a position with delivery's own codes
 * (Click's OFD items). The order's promo, birthday discount and cashback are shared out over the dishes in proportion
 * to what they cost, so Σ(price × count − discount) + shipping = the order's total, to the tiyin.
 * Null when a sold item has no codes (the merchant took no online payment when it was ordered).
 */
export function fiscalDetail(
  order: Lines,
  delivery: Delivery,
  options: { deliveryAsItem?: boolean } = {},
): FiscalDetail | null {
  const lang = order.language;
  const items: (FiscalItem & { own: number })[] = [];
  for (const line of order.lines) {
    if (!line.fiscal) return null;
    const choices = line.modifications.filter((m) => m.price > 0);
    const unit = line.price - choices.reduce((sum, m) => sum + m.price * m.count, 0);
    items.push(position(text(line.name, lang), unit, line.count, line.fiscal, line.discount));
    for (const m of choices) {
      if (!m.fiscal) return null;
      items.push(
        position(
          `${text(line.name, lang)}: ${text(m.name, lang)}`,
          m.price,
          m.count * line.count,
          m.fiscal,
          0,
        ),
      );
    }
  }
  // what the promo, the birthday and the cashback took off the dishes, shared out (whole tiyin, the rest to the first)
  let left = (order.promo_discount + (order.birthday_discount ?? 0) + order.cashback) * 100;
  const base = items.reduce((sum, i) => sum + i.own, 0);
  if (left > 0 && base > 0) {
    const total = left;
    for (const item of items) {
      const share = Math.min(item.own, Math.floor((total * item.own) / base));
      item.discount = (item.discount ?? 0) + share;
      item.own -= share;
      left -= share;
    }
    for (const item of items) {
      if (left === 0) break;
      const more = Math.min(item.own, left);
      item.discount = (item.discount ?? 0) + more;
      item.own -= more;
      left -= more;
    }
  }
  const shipped = order.delivery_price - order.delivery_discount;
  const title = text(delivery?.title ?? DELIVERY, lang);
  const detail: FiscalDetail = { receipt_type: 0, items: items.map(({ own: _own, ...item }) => item) };
  if (shipped > 0 && options.deliveryAsItem) {
    if (!delivery) return null;
    const { own: _own, ...item } = position(title, shipped, 1, delivery, 0);
    detail.items.push(item);
  } else if (shipped > 0) detail.shipping = { title, price: shipped * 100 };
  return detail;
}

function position(title: string, sum: number, count: number, codes: FiscalCodes, discount: number) {
  const price = sum * 100;
  return {
    title,
    price,
    count,
    code: codes.mxikCode,
    package_code: codes.packageCode,
    vat_percent: codes.vatPercent,
    ...(discount > 0 ? { discount: discount * 100 } : {}),
    own: price * count - discount * 100,
  };
}

/** What a fiscal receipt adds up to, in tiyin (the test's check, and the callbacks' guard). */
export const fiscalSum = (detail: FiscalDetail) =>
  detail.items.reduce((sum, i) => sum + i.price * i.count - (i.discount ?? 0), 0) +
  (detail.shipping?.price ?? 0);
