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

/** The SMS asking for an edit's difference, in the order's language: the sum and the link. */
export function extraPaymentSms(
  order: { number: number },
  amount: number,
  language: string | null,
  payUrl: string,
): string {
  const lang = toLang(language) ?? 'ru';
  const sum = formatSum(amount, lang).replace(/\u00a0/g, ' ');
  return TEXTS[lang].extraPayment
    .replace('{{number}}', String(order.number))
    .replace('{{sum}}', sum)
    .replace('{{url}}', payUrl);
}

/**
 * Inside the edit's transaction: that SMS to the order's customer in the notices outbox (sent after
 * the commit with retries, as every notice). `payUrl` builds the provider's link returning to the
 * order's page; nothing is written without a link or a phone.
 */
export async function enqueueExtraPaymentSms(
  tx: Db,
  merchant: Merchant,
  order: Order,
  amount: number,
  storefrontUrl: string,
  payUrl: (page: string) => string | null,
): Promise<void> {
  const page = orderUrl(merchant, order.id, storefrontUrl);
  const link = payUrl(page);
  const details = order.details as { receiverPhone?: string | null };
  const user = order.user_id
    ? await tx.selectFrom('users').select('phone').where('id', '=', order.user_id).executeTakeFirst()
    : undefined;
  const phone = details.receiverPhone ?? user?.phone ?? null;
  if (!link || !phone) return;
  await tx
    .insertInto('order_notifications')
    .values({
      merchant_id: merchant.id,
      order_id: order.id,
      channel: 'SMS',
      step: 'EXTRA_PAYMENT',
      phone,
      body: JSON.stringify({
        title: (typeof merchant.settings.brand === 'string' && merchant.settings.brand) || merchant.name,
        text: extraPaymentSms(order, amount, order.language, link),
        url: page,
      }),
    })
    .execute();
}
