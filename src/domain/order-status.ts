/** Order and courier states of spec section 4, and the rules the product gives them. */
export const ORDER_STATUSES = [
  'OPEN',
  'ACCEPTED',
  'CANCELED',
  'CREATED',
  'COOKING',
  'DONE',
  'ON_WAY',
  'DELIVERED',
  'CLOSED',
  'ATTACHED',
  'AT_TIME',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const COURIER_STATUSES = [
  'PERFORMER_LOOK_UP',
  'PERFORMER_FOUND',
  'PERFORMER_NOT_FOUND',
  'PERFORMER_PICK_UP_ARRIVED',
  'PERFORMER_PICKUPED',
  'PERFORMER_ARRIVED',
  'PERFORMER_DELIVERED_FINISH',
  'PERFORMER_RETURNING',
  'PERFORMER_RETURN_ARRIVED',
  'PERFORMER_RETURNED_FINISH',
  'NEW_ORDER',
  'ESTIMATING_FAILED',
  'READY_FOR_APPROVAL',
  'FAILED',
  'CANCELLED',
  'ACCEPTED',
] as const;
export type CourierStatus = (typeof COURIER_STATUSES)[number];

export const FINAL_STATUSES: ReadonlySet<OrderStatus> = new Set(['CANCELED', 'DELIVERED', 'CLOSED']);
const CANCELLABLE: ReadonlySet<OrderStatus> = new Set(['OPEN', 'CREATED', 'AT_TIME', 'ACCEPTED']);
// rated once the customer has it: delivered, or closed (a pick-up handed over); not while it waits
const REVIEWABLE: ReadonlySet<OrderStatus> = new Set(['DELIVERED', 'CLOSED']);

export const isFinal = (status: OrderStatus) => FINAL_STATUSES.has(status);
export const isCancellable = (status: OrderStatus) => CANCELLABLE.has(status);
export const isReviewable = (status: OrderStatus) => REVIEWABLE.has(status);
/**
 * Nothing more will happen to the order: a final status, and no money owed back (a paid order
 * cancelled waits for its refund). Its live page follows it until then.
 */
export const isSettled = (status: OrderStatus, refundDue: boolean) => isFinal(status) && !refundDue;

/** The label a customer reads for a status: a pick-up or table order that is closed was received. */
export const statusLabel = (status: string, serviceType: string): string =>
  status === 'CLOSED' && serviceType !== 'DELIVERY' ? 'RECEIVED' : status;

export interface OrderStep {
  status: OrderStatus;
  courierStatus: CourierStatus | null;
}

/** The path the development simulator walks an order along, by service type. */
export function simulatedPath(serviceType: string): OrderStep[] {
  if (serviceType === 'DELIVERY') {
    return [
      { status: 'OPEN', courierStatus: null },
      { status: 'ACCEPTED', courierStatus: null },
      { status: 'COOKING', courierStatus: 'PERFORMER_LOOK_UP' },
      { status: 'COOKING', courierStatus: 'PERFORMER_FOUND' },
      { status: 'DONE', courierStatus: 'PERFORMER_PICK_UP_ARRIVED' },
      { status: 'ON_WAY', courierStatus: 'PERFORMER_PICKUPED' },
      { status: 'ON_WAY', courierStatus: 'PERFORMER_ARRIVED' },
      { status: 'DELIVERED', courierStatus: 'PERFORMER_DELIVERED_FINISH' },
    ];
  }
  return [
    { status: 'OPEN', courierStatus: null },
    { status: 'ACCEPTED', courierStatus: null },
    { status: 'COOKING', courierStatus: null },
    { status: 'DONE', courierStatus: null },
    { status: 'CLOSED', courierStatus: null },
  ];
}

/** The step after the current one, or null at the end of the path. */
export function nextStep(serviceType: string, current: OrderStep): OrderStep | null {
  const path = simulatedPath(serviceType);
  const index = path.findIndex(
    (s) => s.status === current.status && s.courierStatus === current.courierStatus,
  );
  // a scheduled order opens when its time comes (order-lifecycle.ts)
  if (index < 0) return current.status === 'AT_TIME' ? (path[0] ?? null) : null;
  return path[index + 1] ?? null;
}
