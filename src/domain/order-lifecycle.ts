import type { OrderStatus } from './order-status';

/**
 * The order's life, one truth for the server, the staff desk and the development simulator:
 * which status may follow which, who may make the move, and what a move means (cashback earned,
 * spent cashback returned, a refund due).
 *
 *   delivery:          OPEN → ACCEPTED → COOKING → DONE → ON_WAY → DELIVERED → CLOSED
 *   pick-up, dine-in:  OPEN → ACCEPTED → COOKING → DONE → CLOSED
 *   scheduled:         AT_TIME → OPEN (when its time comes) → …
 *   CANCELED from OPEN, AT_TIME, ACCEPTED or COOKING, always with a reason.
 */
export type StaffRole = 'OPERATOR' | 'KITCHEN' | 'MANAGER' | 'COURIER';
/** The roles that run the desk's board as an operator does (the manager also has the back office). */
export const runsTheDesk = (role: StaffRole): role is 'OPERATOR' | 'MANAGER' =>
  role === 'OPERATOR' || role === 'MANAGER';
/** who asks for a move: staff by role, the customer (cancel only), or the system (schedule, simulator) */
export type Actor = StaffRole | 'CUSTOMER' | 'SYSTEM';

const DELIVERY_PATH: OrderStatus[] = ['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED'];
const COUNTER_PATH: OrderStatus[] = ['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'CLOSED'];
const CANCELLABLE_FROM: ReadonlySet<OrderStatus> = new Set(['OPEN', 'AT_TIME', 'ACCEPTED', 'COOKING']);
/** the moves the kitchen makes; everything else is the operator's */
const KITCHEN_MOVES: ReadonlySet<string> = new Set(['ACCEPTED>COOKING', 'COOKING>DONE']);
/** the moves a courier makes: picked up, delivered */
const COURIER_MOVES: ReadonlySet<string> = new Set(['DONE>ON_WAY', 'ON_WAY>DELIVERED']);
/** the statuses the kitchen works on */
export const KITCHEN_STATUSES: readonly OrderStatus[] = ['ACCEPTED', 'COOKING'];

export const pathOf = (serviceType: string): readonly OrderStatus[] =>
  serviceType === 'DELIVERY' ? DELIVERY_PATH : COUNTER_PATH;

/** The statuses that may follow `from`, forward step first, CANCELED last. */
export function nextStatuses(serviceType: string, from: OrderStatus): OrderStatus[] {
  const path = pathOf(serviceType);
  const next: OrderStatus[] = [];
  const forward = from === 'AT_TIME' ? 'OPEN' : path[path.indexOf(from) + 1];
  if (forward && (from === 'AT_TIME' || path.includes(from))) next.push(forward);
  if (CANCELLABLE_FROM.has(from)) next.push('CANCELED');
  return next;
}

/** The forward step from `from`, or null at the end. */
export function forwardStatus(serviceType: string, from: OrderStatus): OrderStatus | null {
  return nextStatuses(serviceType, from).find((s) => s !== 'CANCELED') ?? null;
}

export type Refusal =
  | { code: 'TRANSITION_NOT_ALLOWED'; from: OrderStatus; to: OrderStatus }
  | { code: 'REASON_REQUIRED' }
  | { code: 'ROLE_NOT_ALLOWED'; role: Actor };

/** Why a move may not be made, or null when it may. */
export function refuseTransition(
  serviceType: string,
  from: OrderStatus,
  to: OrderStatus,
  actor: Actor,
  reason?: string | null,
): Refusal | null {
  if (!nextStatuses(serviceType, from).includes(to)) return { code: 'TRANSITION_NOT_ALLOWED', from, to };
  if (to === 'CANCELED' && !reason?.trim()) return { code: 'REASON_REQUIRED' };
  if (actor === 'KITCHEN' && !KITCHEN_MOVES.has(`${from}>${to}`))
    return { code: 'ROLE_NOT_ALLOWED', role: actor };
  if (actor === 'CUSTOMER' && to !== 'CANCELED') return { code: 'ROLE_NOT_ALLOWED', role: actor };
  if (actor === 'COURIER' && !COURIER_MOVES.has(`${from}>${to}`))
    return { code: 'ROLE_NOT_ALLOWED', role: actor };
  return null;
}

/** The order is fulfilled: delivered to the door, or handed over at the counter or the table. */
export const completes = (serviceType: string, to: OrderStatus) =>
  serviceType === 'DELIVERY' ? to === 'DELIVERED' : to === 'CLOSED';

/** What a move means besides the status itself. */
export function effectsOf(
  serviceType: string,
  to: OrderStatus,
  order: { totalPrice: number; cashbackSpent: number; isPaid: boolean; cashbackPercent: number },
) {
  const cancelled = to === 'CANCELED';
  return {
    /** cashback the customer earns now */
    earn: completes(serviceType, to) ? Math.floor((order.totalPrice * order.cashbackPercent) / 100) : 0,
    /** spent cashback given back */
    returnSpent: cancelled ? order.cashbackSpent : 0,
    /** the money the customer paid online is owed back */
    refundDue: cancelled && order.isPaid,
  };
}
