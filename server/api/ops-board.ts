import { sql } from 'kysely';
import { nextStatuses } from '../../src/domain/order-lifecycle';
import type { OrderStatus } from '../../src/domain/order-status';
import { posOrderStates } from '../pos/desk';
import type { Db } from '../db/database';
import type { Order } from '../db/schema';
import { toOrder } from '../http/mappers';
import type { Schemas } from '../http/types';

/** Orders nobody needs to act on any more: the history's, not the board's. */
export const FINISHED: OrderStatus[] = ['CLOSED', 'CANCELED'];

/**
 * How far back a `since` look reaches past the cursor: an order changed inside a transaction that
 * committed after the last look carries a time before its cursor, and is still seen. Orders seen
 * twice are the same order (the desk keeps them by id).
 */
export const SINCE_OVERLAP_MS = 60_000;

/** Whether an order is on the board: anything not finished, and a cancelled one owed money back. */
export const onBoard = (o: Pick<Order, 'status' | 'refund_due'>) =>
  !FINISHED.includes(o.status as OrderStatus) || o.refund_due;

/**
 * Many orders as the desk sees them, in one query per table (not one per order): each with its
 * change log, its customer's name and phone and the moves the lifecycle allows.
 */
export async function staffOrders(db: Db, orders: Order[]): Promise<Schemas['StaffOrder'][]> {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const userIds = [...new Set(orders.map((o) => o.user_id).filter((id): id is number => id !== null))];
  const [logs, users, pos] = await Promise.all([
    db
      .selectFrom('order_log')
      .leftJoin('staff', 'staff.id', 'order_log.staff_id')
      .selectAll('order_log')
      // who made an edit
      .select('staff.name as by')
      .where('order_id', 'in', ids)
      .orderBy('order_log.id')
      .execute(),
    userIds.length
      ? db
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name', 'phone'])
          .where('id', 'in', userIds)
          .execute()
      : [],
    posOrderStates(db, ids),
  ]);
  const logOf = new Map<number, typeof logs>();
  for (const l of logs) logOf.set(l.order_id, [...(logOf.get(l.order_id) ?? []), l]);
  const userOf = new Map(users.map((u) => [u.id, u]));
  return orders.map((order) => {
    const customer = order.user_id ? userOf.get(order.user_id) : undefined;
    const name = [customer?.first_name, customer?.last_name].filter(Boolean).join(' ') || null;
    return {
      ...toOrder(order, logOf.get(order.id) ?? []),
      customer: { name, phone: customer?.phone ?? null },
      nextStatuses: nextStatuses(order.service_type, order.status as OrderStatus),
      ...(pos.has(order.id) ? { pos: pos.get(order.id) } : {}),
    };
  });
}

/** The time the database gives the next cursor: its own clock, less the overlap. */
export async function boardCursor(db: Db): Promise<string> {
  const { now } = await sql<{ now: Date }>`SELECT clock_timestamp() AS now`
    .execute(db)
    .then((r) => r.rows[0] ?? { now: new Date() });
  return new Date(new Date(now).getTime() - SINCE_OVERLAP_MS).toISOString();
}
