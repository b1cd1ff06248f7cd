import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Order } from '../db/schema';
import type { PaymentTransactionTable } from '../db/tables-orders';
import type { OrderEvents } from '../orders/events';
import { changeOrders } from '../orders/order-changes';
import { payableOf, type Payable } from './payable';

/**
 * The steps every provider's transaction takes, each once whatever the provider repeats or races:
 * recorded under its provider id, performed (the order paid), cancelled (refunded if performed).
 * States as Payme counts them: 1 created, 2 performed, -1 cancelled, -2 cancelled after performing.
 *
 * One order, one payment: every step that can move money first locks the order's row, so the
 * steps of one order queue behind each other on every server process; the database backs it with
 * a unique index (one performed transaction per order, one open Payme/Uzum transaction per order).
 * An order cancelled while a transaction is open is never paid: the perform is refused.
 */
export type PaymentTransaction = Selectable<PaymentTransactionTable>;

/** Why a step was refused: the order is paid already, cancelled, or another transaction pays it. */
export type Refusal = 'PAID' | 'CANCELLED' | 'BUSY';

/** The order's row, locked until the caller's transaction ends: its payment steps queue here. */
const lockOrder = (tx: Db, orderId: number) =>
  tx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();

/** The payable a transaction (or its values) is for, read under the order's lock. */
async function lockedPayable(tx: Db, orderId: number, extraId: number | null | undefined): Promise<Payable> {
  const order = await lockOrder(tx, orderId);
  const extra = extraId
    ? await tx
        .selectFrom('order_extra_payments')
        .selectAll()
        .where('id', '=', extraId)
        .executeTakeFirstOrThrow()
    : null;
  return payableOf(order, extra);
}

/** Why a payable cannot be paid now, or null. */
const refusalOf = (p: Payable): Refusal | null => (p.closed ? 'CANCELLED' : p.paid ? 'PAID' : null);

const byProviderId = (tx: Db, provider: PaymentTransaction['provider'], providerId: string) =>
  tx
    .selectFrom('payment_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();

/** A merchant's transaction at a provider, by the provider's id for it (undefined: none). */
export const merchantTransaction = (
  db: Db,
  merchantId: number,
  provider: PaymentTransaction['provider'],
  providerId: string,
) =>
  db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('provider', '=', provider)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();

/**
 * Records a provider's transaction for an order that can still be paid. The same provider id
 * sent again, even at once, finds the first row. `exclusive`: refused while another transaction
 * of the order is open or performed (Payme and Uzum create before they pay; Click prepares each
 * attempt and the first complete wins).
 */
export async function openTransaction(
  db: Db,
  values: Insertable<PaymentTransactionTable>,
  exclusive: boolean,
): Promise<{ row: PaymentTransaction; refused?: undefined } | { row?: undefined; refused: Refusal }> {
  return db.transaction().execute(async (tx) => {
    const payable = await lockedPayable(tx, values.order_id, values.extra_id);
    const replay = await byProviderId(tx, values.provider, values.provider_id);
    if (replay) return { row: replay };
    const refused = refusalOf(payable);
    if (refused) return { refused };
    if (exclusive) {
      // one open payment of the order's own, and one of each difference
      const extraId = values.extra_id ?? null;
      const other = await tx
        .selectFrom('payment_transactions')
        .select('id')
        .where('order_id', '=', values.order_id)
        .where('extra_id', extraId === null ? 'is' : '=', extraId)
        .where('state', 'in', [1, 2])
        .executeTakeFirst();
      if (other) return { refused: 'BUSY' };
    }
    return {
      row: await tx
        .insertInto('payment_transactions')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow(),
    };
  });
}

const reread = (db: Db, id: number) =>
  db.selectFrom('payment_transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/**
 * Performs a created transaction and pays its order, in one database transaction holding the
 * order's lock; of two racing calls one moves it and the other finds it performed. An order
 * cancelled or paid by another transaction meanwhile is refused (and, `cancelRefused`, the
 * transaction cancelled: Click and Uzum end an attempt they were refused; Payme cancels itself).
 * `paid` is the order when this call paid it (announced by the orders service once committed).
 */
export async function performTransaction(
  db: Db,
  events: OrderEvents,
  id: number,
  cancelRefused: boolean,
): Promise<{ row: PaymentTransaction; paid: Order | null; refused?: Refusal }> {
  return changeOrders(db, events, async ({ tx, paid: pay, extraSettled }) => {
    const before = await reread(tx, id);
    const payable = await lockedPayable(tx, before.order_id, before.extra_id);
    const t = await reread(tx, id);
    if (t.state !== 1) return { row: t, paid: null };
    const refused = refusalOf(payable);
    if (refused) {
      const row = cancelRefused
        ? await tx
            .updateTable('payment_transactions')
            .set({ state: -1, cancel_time: Date.now(), reason: null })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : t;
      return { row, paid: null, refused };
    }
    const performed = await tx
      .updateTable('payment_transactions')
      .set({ state: 2, perform_time: Date.now() })
      .where('id', '=', id)
      .where('state', '=', 1)
      .returningAll()
      .executeTakeFirstOrThrow();
    // an edit's difference: settled, the order owes nothing more
    if (performed.extra_id !== null)
      return { row: performed, paid: await extraSettled(performed.extra_id, 'PAID') };
    const paid = await pay(performed.order_id);
    // Click's OFD takes the receipt's items after the payment: written now, sent after commit
    if (paid && performed.provider === 'CLICK')
      await tx
        .insertInto('fiscal_outbox')
        .values({
          merchant_id: paid.merchant_id,
          order_id: paid.id,
          provider: 'CLICK',
          payment_id: performed.provider_id,
        })
        .execute();
    return { row: performed, paid };
  });
}

/**
 * Cancels a transaction: -1 before it was performed, -2 after, when the money goes back and the
 * order is refunded. `refunded` is the order when this call refunded it (announced once committed).
 */
export async function cancelTransaction(
  db: Db,
  events: OrderEvents,
  t: PaymentTransaction,
  reason: number | null = null,
): Promise<{ row: PaymentTransaction; refunded: Order | null }> {
  return changeOrders(db, events, async ({ tx, refunded, extraRefunded }) => {
    await lockOrder(tx, t.order_id);
    const current = await reread(tx, t.id);
    if (current.state < 0) return { row: current, refunded: null };
    const state = current.state === 2 ? -2 : -1;
    const cancelled = await tx
      .updateTable('payment_transactions')
      .set({ state, cancel_time: Date.now(), reason })
      .where('id', '=', t.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (state !== -2) return { row: cancelled, refunded: null };
    // a difference given back is due again; the order's own payment given back refunds the order
    return {
      row: cancelled,
      refunded:
        current.extra_id !== null ? await extraRefunded(current.extra_id) : await refunded(t.order_id),
    };
  });
}

/** The merchant a provider's callback names by its sub (its secrets hold the provider's keys). */
export function merchantBySub(db: Db, sub: string) {
  return db.selectFrom('merchants').selectAll().where('sub', '=', sub).executeTakeFirst();
}
