import { DELIVERY_MINUTES } from './delivery-time';
import { isFinal, type OrderStatus } from './order-status';

/** The steps a customer follows, by service type: a delivery travels, a pick-up or table order is made ready. */
export const DELIVERY_STEPS: readonly OrderStatus[] = ['OPEN', 'ACCEPTED', 'COOKING', 'ON_WAY', 'DELIVERED'];
export const PICKUP_STEPS: readonly OrderStatus[] = ['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'CLOSED'];

/**
 * Minutes an order usually still needs from each step (the estimate adds them to the time the
 * step was reached): cooking takes about 25 minutes, the road about 20.
 */
const STILL_NEEDS: Record<'DELIVERY' | 'READY', Partial<Record<OrderStatus, number>>> = {
  DELIVERY: { OPEN: DELIVERY_MINUTES, ACCEPTED: 45, COOKING: 35, DONE: 25, ON_WAY: 20 },
  READY: { OPEN: 30, ACCEPTED: 25, COOKING: 15 },
};

/** Minutes to accept an order and the road's, around the kitchen's real pace. */
const ACCEPT_MINUTES = 5;
const ROAD_MINUTES = 20;

/** What each step still needs when the kitchen's real pace (`kitchen` minutes of cooking) is known. */
const withKitchen = (kitchen: number, delivery: boolean): Partial<Record<OrderStatus, number>> => {
  const road = delivery ? ROAD_MINUTES : 0;
  return {
    OPEN: ACCEPT_MINUTES + kitchen + road,
    ACCEPTED: kitchen + road,
    COOKING: kitchen + road,
    ...(delivery ? { DONE: STILL_NEEDS.DELIVERY.DONE, ON_WAY: ROAD_MINUTES } : {}),
  };
};

export interface ProgressOrder {
  status: string;
  serviceType: string;
  createdDate: string;
  later?: boolean;
  deliveryAt?: string | null;
  /** minutes a busy branch added when the order was placed */
  extraMinutes?: number;
  /** the branch's median cooking minutes of its last orders (null: the usual pace) */
  kitchenMinutes?: number | null;
  log?: { kind: string; status?: string | null; createdDate: string }[];
}

export interface ProgressStep {
  status: OrderStatus;
  state: 'done' | 'current' | 'next';
  /** when the order reached the step */
  at: string | null;
}

/** The order's steps, each done, current or still ahead, with the time it was reached. */
export function orderProgress(order: ProgressOrder): ProgressStep[] {
  const delivery = order.serviceType === 'DELIVERY';
  const steps = delivery ? DELIVERY_STEPS : PICKUP_STEPS;
  // a delivery that is ready and waits for its courier is still in the kitchen's step; a closed one was delivered
  const shown = !delivery
    ? order.status
    : order.status === 'DONE'
      ? 'COOKING'
      : order.status === 'CLOSED'
        ? 'DELIVERED'
        : order.status;
  const reached = steps.indexOf(shown as OrderStatus);
  const reachedAt = (status: OrderStatus) =>
    status === 'OPEN'
      ? order.createdDate
      : ([...(order.log ?? [])].reverse().find((l) => l.kind === 'CHANGE_STATUS' && l.status === status)
          ?.createdDate ?? null);
  return steps.map((status, i) => ({
    status,
    state: i < reached ? 'done' : i === reached ? (isFinal(status) ? 'done' : 'current') : 'next',
    at: i <= reached ? reachedAt(status) : null,
  }));
}

/**
 * When the order should arrive (or be ready): its time if scheduled, else from the step it
 * reached plus what a busy branch added; null once final.
 */
export function arrivalEstimate(order: ProgressOrder): Date | null {
  const status = order.status as OrderStatus;
  if (isFinal(status)) return null;
  if (order.deliveryAt && (order.later || status === 'AT_TIME')) return new Date(order.deliveryAt);
  const minutes = order.kitchenMinutes
    ? withKitchen(order.kitchenMinutes, order.serviceType === 'DELIVERY')[status]
    : STILL_NEEDS[order.serviceType === 'DELIVERY' ? 'DELIVERY' : 'READY'][status];
  if (minutes === undefined) return null;
  const step = orderProgress(order).find((s) => s.status === status && s.at);
  const from = new Date(step?.at ?? order.createdDate);
  return new Date(from.getTime() + (minutes + (order.extraMinutes ?? 0)) * 60_000);
}
