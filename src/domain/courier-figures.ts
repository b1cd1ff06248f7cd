import { arrivalEstimate } from './order-progress';

/** A delivery as the couriers' figures read it. */
export interface CourierDelivery {
  /** the restaurant's courier (the roster's), or null */
  courierId: number | null;
  /** the courier's name: the roster's, the one the desk typed, or the Yandex performer's */
  name: string | null;
  /** carried by a Yandex Delivery performer */
  yandex: boolean;
  createdDate: string;
  /** a scheduled order: the time it was asked for */
  later?: boolean;
  deliveryAt?: string | null;
  /** minutes a busy branch added when it was placed */
  extraMinutes?: number;
  pickedUpAt: string | null;
  deliveredAt: string | null;
  /** the cash the courier said they collected at the door */
  cashCollected: number | null;
}

export interface CourierFigures {
  courierId: number | null;
  name: string;
  yandex: boolean;
  deliveries: number;
  /** pick-up to delivered, on average (one decimal); null when no delivery has both times */
  averageMinutes: number | null;
  /** delivered after the time the customer was promised when they ordered */
  late: number;
  /** the cash collected at the door: what the courier hands over */
  cashCollected: number;
}

/** When the customer was told their delivery would come, as they placed it (or the time they asked for). */
export const promisedArrival = (d: CourierDelivery): Date | null =>
  arrivalEstimate({
    status: d.later ? 'AT_TIME' : 'OPEN',
    serviceType: 'DELIVERY',
    createdDate: d.createdDate,
    later: d.later ?? false,
    deliveryAt: d.deliveryAt ?? null,
    extraMinutes: d.extraMinutes ?? 0,
  });

/** Whether a delivery came after its promised time. */
export function isLate(d: CourierDelivery): boolean {
  const promised = promisedArrival(d);
  return !!promised && !!d.deliveredAt && Date.parse(d.deliveredAt) > promised.getTime();
}

/** The name Yandex's performers are counted under (one row: each is someone else's courier). */
export const YANDEX_DELIVERY = 'Yandex Delivery';

/** Who carried a delivery: a roster courier by id, Yandex as one, a courier the desk typed by name. */
const keyOf = (d: CourierDelivery) =>
  d.courierId !== null ? `c${d.courierId}` : d.yandex ? 'yandex' : `n${d.name ?? ''}`;

/**
 * The couriers' figures over some deliveries: per courier how many, the average minutes from pick-up
 * to delivered, how many came late, and the cash they collected to hand over. Roster couriers first
 * (by name), then those the desk typed, then Yandex Delivery. Deliveries nobody is named for are left out.
 */
export function courierFigures(deliveries: readonly CourierDelivery[]): CourierFigures[] {
  const rows = new Map<string, CourierFigures & { minutes: number[] }>();
  for (const d of deliveries) {
    if (d.courierId === null && !d.yandex && !d.name) continue;
    const key = keyOf(d);
    const row = rows.get(key) ?? {
      courierId: d.courierId,
      name: d.courierId === null && d.yandex ? YANDEX_DELIVERY : (d.name ?? ''),
      yandex: d.courierId === null && d.yandex,
      deliveries: 0,
      averageMinutes: null,
      late: 0,
      cashCollected: 0,
      minutes: [],
    };
    row.deliveries += 1;
    if (isLate(d)) row.late += 1;
    row.cashCollected += d.cashCollected ?? 0;
    if (d.pickedUpAt && d.deliveredAt)
      row.minutes.push((Date.parse(d.deliveredAt) - Date.parse(d.pickedUpAt)) / 60_000);
    rows.set(key, row);
  }
  const rank = (r: CourierFigures) => (r.courierId !== null ? 0 : r.yandex ? 2 : 1);
  return [...rows.values()]
    .map(({ minutes, ...row }) => ({
      ...row,
      averageMinutes:
        minutes.length === 0
          ? null
          : Math.round((minutes.reduce((sum, m) => sum + m, 0) / minutes.length) * 10) / 10,
    }))
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
