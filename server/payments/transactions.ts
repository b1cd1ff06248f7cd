import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Order } from '../db/schema';
import type { PaymentTransactionTable } from '../db/tables-orders';
import { markPaid, markRefunded } from './paid';

/**
 * The steps every provider's transaction takes, each once whatever the provider repeats or races:
 * recorded under its provider id, performed (the order paid), cancelled (refunded if performed).
 * States as Payme counts them: 1 created, 2 performed, -1 cancelled, -2 cancelled after performing.
 */
export type PaymentTransaction = Selectable<PaymentTransactionTable>;

/** Records a provider's transaction; the same provider id sent twice, even at once, finds the first row. */
export async function recordTransaction(
  db: Db,
  values: Insertable<PaymentTransactionTable>,
): Promise<PaymentTransaction> {
  const created = await db
    .insertInto('payment_transactions')
    .values(values)
    .onConflict((oc) => oc.columns(['provider', 'provider_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return (
    created ??
    db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('provider', '=', values.provider)
      .where('provider_id', '=', values.provider_id)
      .executeTakeFirstOrThrow()
  );
}

const reread = (db: Db, id: number) =>
  db.selectFrom('payment_transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/**
 * Performs a created transaction and pays its order, in one database transaction; of two racing
 * calls one moves it and the other finds it performed. `paid` is the order when this call paid it.
 */
export async function performTransaction(
  db: Db,
  id: number,
): Promise<{ row: PaymentTransaction; paid: Order | null }> {
  return db.transaction().execute(async (tx) => {
    const performed = await tx
      .updateTable('payment_transactions')
      .set({ state: 2, perform_time: Date.now() })
      .where('id', '=', id)
      .where('state', '=', 1)
      .returningAll()
      .executeTakeFirst();
    if (!performed) return { row: await reread(tx, id), paid: null };
    return { row: performed, paid: await markPaid(tx, performed.order_id) };
  });
}

/**
 * Cancels a transaction: -1 before it was performed, -2 after, when the money goes back and the
 * order is refunded. `refunded` is the order when this call refunded it.
 */
export async function cancelTransaction(
  db: Db,
  t: PaymentTransaction,
  reason: number | null = null,
): Promise<{ row: PaymentTransaction; refunded: Order | null }> {
  return db.transaction().execute(async (tx) => {
    const state = t.state === 2 ? -2 : -1;
    const cancelled = await tx
      .updateTable('payment_transactions')
      .set({ state, cancel_time: Date.now(), reason })
      .where('id', '=', t.id)
      .where('state', '=', t.state)
      .returningAll()
      .executeTakeFirst();
    if (!cancelled) return { row: await reread(tx, t.id), refunded: null };
    return { row: cancelled, refunded: state === -2 ? await markRefunded(tx, t.order_id) : null };
  });
}

/** The merchant a provider's callback names by its sub (its secrets hold the provider's keys). */
export function merchantBySub(db: Db, sub: string) {
  return db.selectFrom('merchants').selectAll().where('sub', '=', sub).executeTakeFirst();
}
