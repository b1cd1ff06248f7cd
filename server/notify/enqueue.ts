import { completes } from '../../src/domain/order-lifecycle';
import { orderPagePath } from '../../src/domain/routes';
import type { OrderStatus } from '../../src/domain/order-status';
import type { Db } from '../db/database';
import type { Order } from '../db/schema';
import { orderMessage, receiptMessage, smsText } from './order-messages';

/** Steps an SMS announces: the order is accepted, then on its way (the receipt comes on fulfilment). */
const SMS_STEPS = new Set(['ACCEPTED', 'ON_WAY']);

/**
 * Inside the order's transaction: what this move tells the customer, written to the outboxes and
 * sent after the commit on their own (a slow or failing Bot API, push service or SMS gateway never
 * holds an order back). A Telegram order hears from the merchant's bot; a web order by web push on
 * every device the customer allowed; by SMS the accepted and on-the-way steps when the customer
 * asked for the receipt or the merchant texts everyone, and the receipt itself on fulfilment. All
 * in the order's language.
 */
export async function enqueueOrderNotices(tx: Db, order: Order): Promise<void> {
  const wantsReceipt = order.details.sendCheque === true;
  const receipt = wantsReceipt && completes(order.service_type, order.status as OrderStatus);
  const plain = orderMessage({ ...order, courier_name: null, courier_phone: null }, order.language);
  if ((!plain && !receipt) || !order.user_id) return;
  const [merchant, user] = await Promise.all([
    tx
      .selectFrom('merchants')
      .select(['name', 'settings', 'status_sms'])
      .where('id', '=', order.merchant_id)
      .executeTakeFirstOrThrow(),
    tx
      .selectFrom('users')
      .select(['telegram_id', 'phone'])
      .where('id', '=', order.user_id)
      .executeTakeFirstOrThrow(),
  ]);
  const message = plain && orderMessage({ ...order, ...(await courierOf(tx, order)) }, order.language);
  const title = (typeof merchant.settings.brand === 'string' && merchant.settings.brand) || merchant.name;
  const url = orderPagePath(order.id);
  const rows: {
    channel: 'PUSH' | 'SMS';
    step: string;
    subscription_id?: number;
    phone?: string;
    text: string;
  }[] = [];

  if (message && order.order_device === 'TELEGRAM_BOT' && user.telegram_id)
    await tx
      .insertInto('bot_messages')
      .values({
        merchant_id: order.merchant_id,
        order_id: order.id,
        chat_id: user.telegram_id,
        step: order.status,
        body: JSON.stringify(message),
      })
      .execute();
  if (message && order.order_device !== 'TELEGRAM_BOT') {
    const devices = await tx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('merchant_id', '=', order.merchant_id)
      .where('user_id', '=', order.user_id)
      .execute();
    for (const device of devices)
      rows.push({ channel: 'PUSH', step: order.status, subscription_id: device.id, text: message.text });
  }
  const phone =
    (typeof order.details.sendChequePhone === 'string' && order.details.sendChequePhone) || user.phone;
  if (phone && message && SMS_STEPS.has(order.status) && (wantsReceipt || merchant.status_sms))
    rows.push({ channel: 'SMS', step: order.status, phone, text: smsText(message.text) });
  if (phone && receipt)
    rows.push({ channel: 'SMS', step: 'RECEIPT', phone, text: receiptMessage(order, order.language) });

  if (rows.length > 0)
    await tx
      .insertInto('order_notifications')
      .values(
        rows.map((row) => ({
          merchant_id: order.merchant_id,
          order_id: order.id,
          channel: row.channel,
          step: row.step,
          subscription_id: row.subscription_id ?? null,
          phone: row.phone ?? null,
          body: JSON.stringify({ title, text: row.text, url }),
        })),
      )
      .execute();
}

/**
 * The courier the customer is told about: the one the desk named (a Yandex performer is written
 * there too, with their car from the claim), else the assigned courier's record.
 */
async function courierOf(tx: Db, order: Order) {
  const car =
    order.delivery_type === 'YANDEX'
      ? ((
          await tx
            .selectFrom('delivery_claims')
            .select('performer')
            .where('order_id', '=', order.id)
            .orderBy('id', 'desc')
            .limit(1)
            .executeTakeFirst()
        )?.performer?.car ?? null)
      : null;
  if (order.courier_name || !order.courier_id)
    return { courier_name: order.courier_name, courier_phone: order.courier_phone, courier_car: car };
  const courier = await tx
    .selectFrom('couriers')
    .select(['first_name', 'phone'])
    .where('id', '=', order.courier_id)
    .executeTakeFirst();
  return {
    courier_name: courier?.first_name ?? null,
    courier_phone: courier?.phone ?? null,
    courier_car: null,
  };
}
