import type { Db } from '../db/database';
import type { Merchant, Order } from '../db/schema';
import { orderUrl } from '../telegram/bot-outbox';
import { extraPaymentSms } from './order-messages';
import { enqueueOrderSms } from './order-sms';

/**
 * Inside the edit's transaction: the SMS asking the order's customer for the edit's difference, in
 * the order's language. `payUrl` builds the provider's link returning to the order's page; nothing
 * is written without a link or a phone.
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
  const text = extraPaymentSms(order, amount, order.language, link);
  await enqueueOrderSms(tx, merchant, order, { step: 'EXTRA_PAYMENT', phone, text, url: page });
}
