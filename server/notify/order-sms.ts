import type { Db } from '../db/database';
import type { Merchant, Order } from '../db/schema';

/**
 * Inside the order's transaction: an SMS about the order in the notices outbox, under the
 * merchant's brand with the order's page (sent after the commit with retries, as every notice).
 */
export async function enqueueOrderSms(
  tx: Db,
  merchant: Merchant,
  order: Order,
  sms: { step: string; phone: string; text: string; url: string },
): Promise<void> {
  await tx
    .insertInto('order_notifications')
    .values({
      merchant_id: merchant.id,
      order_id: order.id,
      channel: 'SMS',
      step: sms.step,
      phone: sms.phone,
      body: JSON.stringify({
        title: (typeof merchant.settings.brand === 'string' && merchant.settings.brand) || merchant.name,
        text: sms.text,
        url: sms.url,
      }),
    })
    .execute();
}
