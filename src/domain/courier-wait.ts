/** Minutes a ready delivery may wait for a courier before the desk calls it late (the merchant's setting when it has none). */
export const COURIER_WAIT_MINUTES = 10;

/** A delivery as the desk sees it waiting for its courier. */
export interface AwaitingCourier {
  status: string;
  serviceType: string;
  /** a courier of the roster given the delivery */
  courierId?: number | null;
  /** a courier the desk named (or a Yandex performer) */
  courier?: { name: string } | null;
  /** when the kitchen made it ready */
  readyTime?: string | null;
}

/** The merchant's minutes from its web settings (`deskCourierMinutes`), else the default. */
export const courierWaitMinutesOf = (settings: { deskCourierMinutes?: number | null }): number =>
  settings.deskCourierMinutes ?? COURIER_WAIT_MINUTES;

/**
 * Whether a ready delivery has waited for a courier longer than the merchant allows: nobody given
 * it (neither a roster courier nor a named one) for more than `minutes` since the kitchen made it
 * ready. The desk turns its card's delivery red and rings.
 */
export function waitsTooLong(order: AwaitingCourier, now: Date, minutes: number): boolean {
  if (order.serviceType !== 'DELIVERY' || order.status !== 'DONE') return false;
  if (order.courierId || order.courier || !order.readyTime) return false;
  return now.getTime() - Date.parse(order.readyTime) > minutes * 60_000;
}
