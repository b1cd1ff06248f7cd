import type { Db } from '../db/database';
import type { Merchant, Order } from '../db/schema';
import { orderUrl } from '../telegram/bot-outbox';
import { phoneOrderSms } from './order-messages';
import { enqueueOrderSms } from './order-sms';

/**
 * Inside the order's transaction: the SMS a caller gets when the desk took their order by phone, in
 * the language they spoke. `payUrl` builds the provider's link returning to the order's page.
 */
export async function enqueuePhoneOrderSms(
  tx: Db,
  merchant: Merchant,
  order: Order,
  to: { phone: string; language: string | null; storefrontUrl: string },
  payUrl: (page: string) => string | null,
): Promise<void> {
  const page = orderUrl(merchant, order.id, to.storefrontUrl);
  const text = phoneOrderSms(order, to.language, page, payUrl(page));
  await enqueueOrderSms(tx, merchant, order, { step: 'PHONE_ORDER', phone: to.phone, text, url: page });
}
