import type { CourierStatus, OrderStatus } from './order-status';

/**
 * What a Yandex Delivery claim's status (its documented status model, "claim processing") means for
 * the order: the spec's courier status, the order status it moves to (picked up: ON_WAY, delivered:
 * DELIVERED), whether the claim is over, and whether the desk must act (no performer, failed).
 */
export interface ClaimMeaning {
  courierStatus: CourierStatus;
  moveTo?: OrderStatus;
  closed: boolean;
  failed: boolean;
}

const MEANINGS: Record<string, ClaimMeaning> = {
  new: { courierStatus: 'NEW_ORDER', closed: false, failed: false },
  estimating: { courierStatus: 'NEW_ORDER', closed: false, failed: false },
  estimating_failed: { courierStatus: 'ESTIMATING_FAILED', closed: true, failed: true },
  ready_for_approval: { courierStatus: 'READY_FOR_APPROVAL', closed: false, failed: false },
  accepted: { courierStatus: 'ACCEPTED', closed: false, failed: false },
  performer_lookup: { courierStatus: 'PERFORMER_LOOK_UP', closed: false, failed: false },
  performer_draft: { courierStatus: 'PERFORMER_LOOK_UP', closed: false, failed: false },
  performer_found: { courierStatus: 'PERFORMER_FOUND', closed: false, failed: false },
  performer_not_found: { courierStatus: 'PERFORMER_NOT_FOUND', closed: true, failed: true },
  pickup_arrived: { courierStatus: 'PERFORMER_PICK_UP_ARRIVED', closed: false, failed: false },
  ready_for_pickup_confirmation: { courierStatus: 'PERFORMER_PICK_UP_ARRIVED', closed: false, failed: false },
  pickuped: { courierStatus: 'PERFORMER_PICKUPED', moveTo: 'ON_WAY', closed: false, failed: false },
  delivery_arrived: { courierStatus: 'PERFORMER_ARRIVED', moveTo: 'ON_WAY', closed: false, failed: false },
  ready_for_delivery_confirmation: {
    courierStatus: 'PERFORMER_ARRIVED',
    moveTo: 'ON_WAY',
    closed: false,
    failed: false,
  },
  pay_waiting: { courierStatus: 'PERFORMER_ARRIVED', moveTo: 'ON_WAY', closed: false, failed: false },
  delivered: {
    courierStatus: 'PERFORMER_DELIVERED_FINISH',
    moveTo: 'DELIVERED',
    closed: false,
    failed: false,
  },
  delivered_finish: {
    courierStatus: 'PERFORMER_DELIVERED_FINISH',
    moveTo: 'DELIVERED',
    closed: true,
    failed: false,
  },
  returning: { courierStatus: 'PERFORMER_RETURNING', closed: false, failed: false },
  return_arrived: { courierStatus: 'PERFORMER_RETURN_ARRIVED', closed: false, failed: false },
  ready_for_return_confirmation: { courierStatus: 'PERFORMER_RETURN_ARRIVED', closed: false, failed: false },
  returned: { courierStatus: 'PERFORMER_RETURNED_FINISH', closed: false, failed: false },
  returned_finish: { courierStatus: 'PERFORMER_RETURNED_FINISH', closed: true, failed: false },
  cancelled: { courierStatus: 'CANCELLED', closed: true, failed: false },
  cancelled_with_payment: { courierStatus: 'CANCELLED', closed: true, failed: false },
  cancelled_by_taxi: { courierStatus: 'CANCELLED', closed: true, failed: true },
  cancelled_with_items_on_hands: { courierStatus: 'CANCELLED', closed: true, failed: true },
  failed: { courierStatus: 'FAILED', closed: true, failed: true },
};

/** The meaning of a claim status; an unknown one changes nothing yet (null). */
export const claimMeaning = (status: string): ClaimMeaning | null => MEANINGS[status] ?? null;

/** The claim statuses in which the performer carries the order (their position is polled). */
export const carrying = (status: string | null) =>
  status === 'pickuped' ||
  status === 'delivery_arrived' ||
  status === 'ready_for_delivery_confirmation' ||
  status === 'pay_waiting';
