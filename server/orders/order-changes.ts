import type { Db } from '../db/database';
import type { Order } from '../db/schema';
import type { OrderChange } from '../../src/domain/order-edit';
import type { OrderEvents } from './events';
import { markExtraRefunded, markExtraSettled, markPaid, markRefunded } from './payment-state';
import { transitionOrder, type Move } from './transition';

/** The changes a unit of work makes to orders, inside its transaction. */
export interface OrderChanges {
  tx: Db;
  /** a status move (src/domain/order-lifecycle decides; 409/403 otherwise) */
  move(order: Order, move: Move): Promise<Order>;
  /** a provider confirmed the payment: the order when this paid it, null when it already was */
  paid(orderId: number): Promise<Order | null>;
  /** a provider gave the money back (an order still in the works is cancelled) */
  refunded(orderId: number): Promise<Order>;
  /** an edit's difference paid or taken in cash: the order when this settled it, else null */
  extraSettled(extraId: number, how: 'PAID' | 'CASH', staffId?: number | null): Promise<Order | null>;
  /** a provider gave an edit's difference back: due again while the order is in the works */
  extraRefunded(extraId: number): Promise<Order>;
  /**
   * a change the caller wrote to the row itself (a courier named, a refund settled): logged; an
   * edit of the order with who made it and what changed, and its page fetches it again
   */
  updated(
    row: Order,
    kind?: 'UPDATE' | 'REFUNDED',
    edit?: { staffId: number; changes: OrderChange[] },
  ): Promise<Order>;
}

/**
 * The one way orders change: `work` runs in one transaction and changes orders through `changes`;
 * once it has committed, every changed order is announced to its customer's page and the
 * merchant's desk (its latest row, once). Nothing is announced when the work fails.
 */
export async function changeOrders<T>(
  db: Db,
  events: OrderEvents,
  work: (changes: OrderChanges) => Promise<T>,
): Promise<T> {
  const changed = new Map<number, Order>();
  const keep = <R extends Order | null>(row: R): R => {
    if (row) changed.set(row.id, row);
    return row;
  };
  const result = await db.transaction().execute((tx) =>
    work({
      tx,
      move: async (order, move) => keep(await transitionOrder(tx, order, move)),
      paid: async (orderId) => keep(await markPaid(tx, orderId)),
      refunded: async (orderId) => keep(await markRefunded(tx, orderId)),
      extraSettled: async (extraId, how, staffId) => keep(await markExtraSettled(tx, extraId, how, staffId)),
      extraRefunded: async (extraId) => keep(await markExtraRefunded(tx, extraId)),
      updated: async (row, kind = 'UPDATE', edit) => {
        await tx
          .insertInto('order_log')
          .values({
            order_id: row.id,
            kind,
            status: row.status,
            courier_status: row.courier_status,
            ...(edit ? { staff_id: edit.staffId, changes: JSON.stringify(edit.changes) } : {}),
          })
          .execute();
        return edit ? (keep({ ...row, edited: true }), row) : keep(row);
      },
    }),
  );
  for (const row of changed.values()) events.announce(row);
  return result;
}

/** A move in a transaction of its own, announced live once it committed. */
export const moveOrder = (db: Db, events: OrderEvents, order: Order, move: Move): Promise<Order> =>
  changeOrders(db, events, (changes) => changes.move(order, move));
