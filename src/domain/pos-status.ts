import { nextStatuses, pathOf } from './order-lifecycle';
import type { OrderStatus } from './order-status';

/**
 * iiko's delivery statuses (DeliveryStatus of the Transport API: Unconfirmed, WaitCooking,
 * ReadyForCooking, CookingStarted, CookingCompleted, Waiting, OnWay, Delivered, Closed, Cancelled)
 * as our order's status; Unconfirmed leaves it where it is (null).
 */
export const IIKO_STATUS: Readonly<Record<string, OrderStatus | null>> = {
  Unconfirmed: null,
  WaitCooking: 'ACCEPTED',
  ReadyForCooking: 'ACCEPTED',
  CookingStarted: 'COOKING',
  CookingCompleted: 'DONE',
  Waiting: 'DONE',
  OnWay: 'ON_WAY',
  Delivered: 'DELIVERED',
  Closed: 'CLOSED',
  Cancelled: 'CANCELED',
};

/**
 * Poster's online order statuses (incomingOrders: 0 new, 1 accepted, 7 cancelled) and the
 * statuses of the check it becomes (dash.getTransaction: 1 open, 2 closed, 3 removed): what each
 * means for our order (an open check is the accepted order being worked on: nothing to move).
 */
export const POSTER_STATUS: Readonly<Record<string, OrderStatus | null>> = {
  '0': null,
  '1': 'ACCEPTED',
  '7': 'CANCELED',
  open: null,
  closed: 'CLOSED',
  removed: 'CANCELED',
};

/**
 * The forward moves that take an order from `from` to `to` along its service type's path, one
 * status at a time (the POS may report cooking for an order we still show as new). Empty when the
 * order is already there; null when `to` is behind it, off its path (a pick-up is never on the way:
 * its DELIVERED is CLOSED), or a cancel it can no longer take.
 */
export function stepsTo(serviceType: string, from: OrderStatus, to: OrderStatus): OrderStatus[] | null {
  if (from === to) return [];
  if (to === 'CANCELED') return nextStatuses(serviceType, from).includes('CANCELED') ? ['CANCELED'] : null;
  const path = pathOf(serviceType);
  const target = serviceType !== 'DELIVERY' && (to === 'ON_WAY' || to === 'DELIVERED') ? 'DONE' : to;
  const fromAt = from === 'AT_TIME' ? -1 : path.indexOf(from);
  const toAt = path.indexOf(target);
  if (toAt < 0 || (fromAt < 0 && from !== 'AT_TIME')) return null;
  if (toAt <= fromAt) return toAt === fromAt ? [] : null;
  const steps = path.slice(fromAt + 1, toAt + 1);
  return from === 'AT_TIME' ? ['OPEN', ...steps.filter((s) => s !== 'OPEN')] : steps;
}
