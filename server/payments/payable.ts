import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Order } from '../db/schema';
import type { ExtraPaymentTable } from '../db/tables-edits';
import { parseRef } from '../../src/domain/payment-ref';

export { payableRef } from '../../src/domain/payment-ref';

/**
 * What a provider's callback pays: an order's own payment, or the difference an edit of a
 * paid order asked for. Providers know it by the account reference we put in the link: the order's
 * id (`123`), or the order's id and the difference's (`123-7`), in the same field (Payme's
 * account.order_id, Click's merchant_trans_id, Uzum's params.order_id).
 */
export type ExtraPayment = Selectable<ExtraPaymentTable>;

export interface Payable {
  order: Order;
  /** the difference this pays; null: the order's own payment */
  extra: ExtraPayment | null;
  /** sum */
  amount: number;
  /** paid already (the order, or the difference paid or taken in cash) */
  paid: boolean;
  /** can no longer be paid: the order cancelled, or the difference made moot by a later edit */
  closed: boolean;
}

/** A payable's state from its rows (the caller may hold the order's lock). */
export function payableOf(order: Order, extra: ExtraPayment | null): Payable {
  if (!extra)
    return {
      order,
      extra,
      amount: order.total_price,
      paid: order.is_paid,
      closed: order.status === 'CANCELED',
    };
  return {
    order,
    extra,
    amount: extra.amount,
    paid: extra.state === 'PAID' || extra.state === 'CASH',
    closed: order.status === 'CANCELED' || extra.state === 'VOID',
  };
}

/** The payable a reference names for this merchant, or null when there is none. */
export async function findPayable(db: Db, merchantId: number, raw: unknown): Promise<Payable | null> {
  const ref = parseRef(raw);
  if (!ref) return null;
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', ref.orderId)
    .executeTakeFirst();
  if (!order) return null;
  if (ref.extraId === null) return payableOf(order, null);
  const extra = await db
    .selectFrom('order_extra_payments')
    .selectAll()
    .where('id', '=', ref.extraId)
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  return extra ? payableOf(order, extra) : null;
}

/** The order's difference still due, if it has one. */
export const dueExtra = (db: Db, orderId: number) =>
  db
    .selectFrom('order_extra_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('state', '=', 'DUE')
    .executeTakeFirst();
