import en from '../../locales/en/bot.json' with { type: 'json' };
import ru from '../../locales/ru/bot.json' with { type: 'json' };
import uz from '../../locales/uz/bot.json' with { type: 'json' };
import { toLang } from '../../src/domain/language';
import type { Lang } from '../../src/domain/localized';
import { formatSum } from '../../src/domain/money';
import type { Db } from '../db/database';
import type { Merchant, Order } from '../db/schema';
import { orderUrl } from '../telegram/bot-outbox';

const TEXTS: Record<Lang, typeof en> = { uz, ru, en };

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

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
  const total = formatSum(order.total_price, lang).replace(/\u00a0/g, ' ');
  const lines = [fill(TEXTS[lang].phoneOrder, { number: order.number, total, url: pageUrl })];
  if (payUrl) lines.push(fill(TEXTS[lang].payLink, { url: payUrl }));
  return lines.join('\n');
}

/**
 * Inside the order's transaction: that SMS in the notices outbox (sent after the commit with
 * retries, as every notice). `payUrl` builds the provider's link returning to the order's page.
 */
export async function enqueuePhoneOrderSms(
  tx: Db,
  merchant: Merchant,
  order: Order,
  to: { phone: string; language: string | null; storefrontUrl: string },
  payUrl: (page: string) => string | null,
): Promise<void> {
  const page = orderUrl(merchant, order.id, to.storefrontUrl);
  await tx
    .insertInto('order_notifications')
    .values({
      merchant_id: merchant.id,
      order_id: order.id,
      channel: 'SMS',
      step: 'PHONE_ORDER',
      phone: to.phone,
      body: JSON.stringify({
        title: (typeof merchant.settings.brand === 'string' && merchant.settings.brand) || merchant.name,
        text: phoneOrderSms(order, to.language, page, payUrl(page)),
        url: page,
      }),
    })
    .execute();
}
