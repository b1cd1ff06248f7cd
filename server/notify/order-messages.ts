import en from '../../locales/en/bot.json' with { type: 'json' };
import ru from '../../locales/ru/bot.json' with { type: 'json' };
import uz from '../../locales/uz/bot.json' with { type: 'json' };
import enOrders from '../../locales/en/orders.json' with { type: 'json' };
import ruOrders from '../../locales/ru/orders.json' with { type: 'json' };
import uzOrders from '../../locales/uz/orders.json' with { type: 'json' };
import type { CancelReason } from '../../src/domain/cancel-reasons';
import { toLang } from '../../src/domain/language';
import type { Lang } from '../../src/domain/localized';
import { formatPhone } from '../../src/domain/phone';
import { formatSum } from '../../src/domain/money';

const TEXTS: Record<Lang, typeof en> = { uz, ru, en };
/** why an order was cancelled, in the words its page shows */
const REASONS: Record<Lang, Record<CancelReason, string>> = {
  uz: uzOrders.cancelReason,
  ru: ruOrders.cancelReason,
  en: enOrders.cancelReason,
};

export interface OrderForMessage {
  id: number;
  number: number;
  status: string;
  service_type: string;
  courier_name: string | null;
  courier_phone: string | null;
  /** a Yandex performer's car (model and number), when the delivery service said */
  courier_car?: string | null;
  reason: string | null;
  reason_code?: string | null;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * What the merchant's bot tells a Telegram customer when their order moves, in their language:
 * accepted; ready (pick-up); on the way with the courier's name, phone and car; delivered;
 * cancelled with the reason; and the label of the button that opens the order in the Mini App
 * ("follow the courier" while a courier brings it: the order's page shows them on the map). Null
 * for other moves.
 */
export function orderMessage(
  order: OrderForMessage,
  language: string | null,
): { text: string; button: string } | null {
  const lang = toLang(language) ?? 'ru';
  const t = TEXTS[lang];
  const status = order.status;
  const relevant =
    status === 'ACCEPTED' ||
    status === 'ON_WAY' ||
    status === 'DELIVERED' ||
    status === 'CANCELED' ||
    (status === 'DONE' && order.service_type === 'PICK_UP');
  if (!relevant) return null;
  const lines = [fill(t[status as keyof typeof t], { number: order.number })];
  if (status === 'ON_WAY' && order.courier_name)
    lines.push(
      fill(t.courier, {
        name: order.courier_name,
        phone: order.courier_phone ? dialable(order.courier_phone) : '',
      }).replace(/,\s*$/, ''),
    );
  if (status === 'ON_WAY' && order.courier_name && order.courier_car)
    lines.push(fill(t.car, { car: order.courier_car }));
  const why = status === 'CANCELED' ? cancelReason(order, lang) : null;
  if (why) lines.push(fill(t.reason, { reason: why }));
  const follow = status === 'ON_WAY' && order.service_type === 'DELIVERY';
  return { text: lines.join('\n'), button: follow ? t.follow : t.open };
}

/**
 * A courier's number as Telegram links it: an Uzbek one grouped; a delivery service's forwarding
 * number with its extension after a comma (the dialler's pause) kept in one piece, with its plus.
 */
function dialable(phone: string): string {
  const [number = '', extension] = phone.split(',');
  if (extension) return `+${number.replace(/\D/g, '')},${extension}`;
  const formatted = formatPhone(number);
  return /^\d/.test(formatted) ? `+${formatted}` : formatted;
}

/** The reason in the customer's language, with the words given beside it ("other": the words alone). */
function cancelReason(order: OrderForMessage, lang: Lang): string | null {
  const code = order.reason_code as CancelReason | null | undefined;
  const coded = code && code !== 'OTHER' ? REASONS[lang][code].replace(/\.$/, '') : null;
  return [coded, order.reason].filter(Boolean).join(' — ') || null;
}

/** An SMS costs by its length and encoding: the same words without the pictograms. */
export const smsText = (text: string) =>
  text
    .replace(/\p{Extended_Pictographic}\uFE0F?\s*/gu, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();

/** A sum in an SMS: as the language writes it, with plain spaces. */
const smsSum = (amount: number, lang: Lang) => formatSum(amount, lang).replace(/\u00a0/g, ' ');

/** The receipt by SMS, once the order is fulfilled: its total and, when registered, the fiscal receipt's link. */
export function receiptMessage(
  order: { number: number; total_price: number; fiscal_receipt: { qrCodeUrl: string } | null },
  language: string | null,
): string {
  const lang = toLang(language) ?? 'ru';
  const lines = [fill(TEXTS[lang].receipt, { number: order.number, total: smsSum(order.total_price, lang) })];
  if (order.fiscal_receipt?.qrCodeUrl)
    lines.push(fill(TEXTS[lang].receiptLink, { url: order.fiscal_receipt.qrCodeUrl }));
  return lines.join('\n');
}

/**
 * The SMS a caller gets when the desk took their order by phone, in the language they spoke:
 * the number and total, the order's page to follow it, and the provider's payment link when they
 * pay online.
 */
export function phoneOrderSms(
  order: { number: number; total_price: number },
  language: string | null,
  pageUrl: string,
  payUrl: string | null,
): string {
  const lang = toLang(language) ?? 'ru';
  const total = smsSum(order.total_price, lang);
  const lines = [fill(TEXTS[lang].phoneOrder, { number: order.number, total, url: pageUrl })];
  if (payUrl) lines.push(fill(TEXTS[lang].payLink, { url: payUrl }));
  return lines.join('\n');
}

/** The SMS asking for an edit's difference, in the order's language: the sum and the link. */
export function extraPaymentSms(
  order: { number: number },
  amount: number,
  language: string | null,
  payUrl: string,
): string {
  const lang = toLang(language) ?? 'ru';
  return fill(TEXTS[lang].extraPayment, { number: order.number, sum: smsSum(amount, lang), url: payUrl });
}
