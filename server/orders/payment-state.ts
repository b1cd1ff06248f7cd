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

/**
 * The difference an edit asked for is settled, once: paid by a provider (PAID) or taken in
 * cash by the operator (CASH); the order owes nothing more, with a PAID change-log row. Returns the
 * order when this call settled it, null when it was already settled or made moot.
 */
export async function markExtraSettled(
  tx: Db,
  extraId: number,
  how: 'PAID' | 'CASH',
  staffId: number | null = null,
): Promise<Order | null> {
  const extra = await tx
    .updateTable('order_extra_payments')
    .set({ state: how, settled_at: new Date(), settled_by: staffId })
    .where('id', '=', extraId)
    .where('state', '=', 'DUE')
    .returningAll()
    .executeTakeFirst();
  if (!extra) return null;
  const row = await tx
    .updateTable('orders')
    .set({ extra_due: 0 })
    .where('id', '=', extra.order_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('order_log')
    .values({
      order_id: row.id,
      kind: 'PAID',
      status: row.status,
      courier_status: row.courier_status,
      ...(staffId ? { staff_id: staffId } : {}),
      changes: JSON.stringify([
        { field: how === 'CASH' ? 'extraCash' : 'extraPaid', before: extra.amount, after: 0 },
      ]),
    })
    .execute();
  return row;
}

/**
 * A provider gave back a paid difference: it is due again (the order still in the works), or
 * moot (the order is over or another difference is already asked for; the desk settles it by hand).
 */
export async function markExtraRefunded(tx: Db, extraId: number): Promise<Order> {
  const extra = await tx
    .selectFrom('order_extra_payments')
    .selectAll()
    .where('id', '=', extraId)
    .executeTakeFirstOrThrow();
  const order = await tx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', extra.order_id)
    .executeTakeFirstOrThrow();
  const another = await tx
    .selectFrom('order_extra_payments')
    .select('id')
    .where('order_id', '=', order.id)
    .where('state', '=', 'DUE')
    .executeTakeFirst();
  const dueAgain = !isFinal(order.status as OrderStatus) && !another;
  await tx
    .updateTable('order_extra_payments')
    .set({ state: dueAgain ? 'DUE' : 'VOID', settled_at: new Date() })
    .where('id', '=', extraId)
    .execute();
  const row = dueAgain
    ? await tx
        .updateTable('orders')
        .set({ extra_due: extra.amount })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : order;
  await tx
    .insertInto('order_log')
    .values({ order_id: row.id, kind: 'UPDATE', status: row.status, courier_status: row.courier_status })
    .execute();
  return row;
}
