import type { Db } from '../db/database';
import type { Merchant, Order, Staff } from '../db/schema';
import { fail, notFound } from '../http/errors';
import { enqueueExtraPaymentSms } from '../notify/extra-payment-message';
import { extraCheckoutUrl } from './checkout-url';
import type { OrderEvents } from './events';
import { changeOrders } from './order-changes';

/**
 * Inside an edit's transaction, with the order's row locked: the difference asked before is
 * made moot, and when the order now costs more than was paid, a new one is asked for, DUE, with an
 * SMS to the customer carrying the provider's link (the notices outbox sends it after the commit).
 * An open payment of the order refused the edit before this runs (ORDER_PAYING).
 */
export async function askForDifference(
  tx: Db,
  merchant: Merchant,
  order: Order,
  staffId: number,
  storefrontUrl: string,
): Promise<void> {
  await tx
    .updateTable('order_extra_payments')
    .set({ state: 'VOID', settled_at: new Date() })
    .where('order_id', '=', order.id)
    .where('state', '=', 'DUE')
    .execute();
  if (order.extra_due <= 0) return;
  const extra = await tx
    .insertInto('order_extra_payments')
    .values({ merchant_id: merchant.id, order_id: order.id, amount: order.extra_due, staff_id: staffId })
    .returningAll()
    .executeTakeFirstOrThrow();
  await enqueueExtraPaymentSms(tx, merchant, order, extra.amount, storefrontUrl, (page) =>
    extraCheckoutUrl(merchant, order, extra, page),
  );
}

/**
 * The operator took an edit's difference in cash: settled once, with who took it; refused
 * while a provider's payment of it is under way (409 ORDER_PAYING), or when nothing is due (409
 * NO_DIFFERENCE_DUE). Of this and a provider's confirmation racing, one settles it (the order's lock).
 */
export async function takeDifferenceInCash(
  db: Db,
  events: OrderEvents,
  input: { merchant: Merchant; staff: Staff; orderId: number },
): Promise<Order> {
  return changeOrders(db, events, async ({ tx, extraSettled }) => {
    const order = await tx
      .selectFrom('orders')
      .selectAll()
      .where('merchant_id', '=', input.merchant.id)
      .where('id', '=', input.orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw notFound('order');
    const extra = await tx
      .selectFrom('order_extra_payments')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('state', '=', 'DUE')
      .executeTakeFirst();
    if (!extra || order.status === 'CANCELED') throw fail(409, 'NO_DIFFERENCE_DUE');
    const paying = await tx
      .selectFrom('payment_transactions')
      .select('id')
      .where('extra_id', '=', extra.id)
      .where('state', '=', 1)
      .executeTakeFirst();
    if (paying) throw fail(409, 'ORDER_PAYING');
    return (await extraSettled(extra.id, 'CASH', input.staff.id)) ?? order;
  });
}
