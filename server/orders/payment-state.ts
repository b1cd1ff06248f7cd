import type { Db } from '../db/database';
import type { Order } from '../db/schema';
import { HttpError } from '../http/errors';
import { transitionOrder } from './transition';
import { isFinal, type OrderStatus } from '../../src/domain/order-status';

/**
 * A provider confirmed the payment: the order is paid, once (the row changes only from unpaid),
 * with a PAID change-log row. Returns the order when this call paid it, null when it already was.
 */
export async function markPaid(tx: Db, orderId: number): Promise<Order | null> {
  const row = await tx
    .updateTable('orders')
    .set({ is_paid: true })
    .where('id', '=', orderId)
    .where('is_paid', '=', false)
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  await tx
    .insertInto('order_log')
    .values({ order_id: row.id, kind: 'PAID', status: row.status, courier_status: row.courier_status })
    .execute();
  return row;
}

/**
 * A provider gave the money back: the order is no longer paid, and an order still in the works
 * is cancelled (the kitchen must not cook what nobody pays for).
 */
export async function markRefunded(tx: Db, orderId: number): Promise<Order> {
  const row = await tx
    .updateTable('orders')
    // the provider gave it back: the customer sees it returned, and when
    .set({ is_paid: false, refund_due: false, refunded_at: new Date(), refund_method: 'PROVIDER' })
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('order_log')
    .values({ order_id: row.id, kind: 'UPDATE', status: row.status, courier_status: row.courier_status })
    .execute();
  if (isFinal(row.status as OrderStatus)) return row;
  try {
    return await transitionOrder(tx, row, {
      to: 'CANCELED',
      actor: 'SYSTEM',
      reasonCode: 'PAYMENT_REFUNDED',
      reason: null,
    });
  } catch (error) {
    // too far along to cancel (ready or on its way): the desk sees it unpaid and settles it
    if (error instanceof HttpError && error.statusCode === 409) return row;
    throw error;
  }
}
