import { courierFigures, type CourierDelivery } from '../../src/domain/courier-figures';
import type { Db } from '../db/database';
import type { Order } from '../db/schema';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** Delivered (or handed over after delivery): what the couriers' figures count. */
const delivered = (o: Order) =>
  o.service_type === 'DELIVERY' && (o.status === 'DELIVERED' || o.status === 'CLOSED');

/** The roster's names of the couriers who carried these orders (first and last name). */
async function rosterNames(db: Db, orders: readonly Order[]): Promise<Map<number, string>> {
  const ids = [...new Set(orders.map((o) => o.courier_id).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('couriers')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((c) => [c.id, [c.first_name, c.last_name].filter(Boolean).join(' ')]));
}

/** An order as the couriers' figures read it. */
const asDelivery = (o: Order, names: Map<number, string>): CourierDelivery => ({
  courierId: o.courier_id,
  name: (o.courier_id !== null ? names.get(o.courier_id) : null) ?? o.courier_name,
  yandex: o.delivery_type === 'YANDEX',
  createdDate: new Date(o.created_date).toISOString(),
  later: o.later,
  deliveryAt: iso(o.delivery_at),
  extraMinutes: o.extra_minutes,
  pickedUpAt: iso(o.picked_up_at),
  deliveredAt: iso(o.delivered_at),
  cashCollected: o.cash_collected,
});

/**
 * The couriers' figures over these orders (those delivered): per courier the deliveries, the
 * average minutes from pick-up to delivered, the late ones and the cash to hand over.
 */
export async function courierFiguresOf(db: Db, orders: readonly Order[]) {
  const done = orders.filter(delivered);
  const names = await rosterNames(db, done);
  return courierFigures(done.map((o) => asDelivery(o, names)));
}

/** Who carried each delivered order, by its id (the spreadsheet's courier column). */
export async function courierNamesOf(db: Db, orders: readonly Order[]): Promise<Map<number, string>> {
  const names = await rosterNames(db, orders);
  return new Map(
    orders
      .map((o) => [o.id, (o.courier_id !== null ? names.get(o.courier_id) : null) ?? o.courier_name] as const)
      .filter((entry): entry is readonly [number, string] => !!entry[1]),
  );
}

/** The couriers' figures of the deliveries made between `from` and `to` (the desk's Couriers panel). */
export async function courierDay(db: Db, merchantId: number, from: Date, to: Date, branchId?: number) {
  let query = db
    .selectFrom('orders')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('service_type', '=', 'DELIVERY')
    .where('status', 'in', ['DELIVERED', 'CLOSED'])
    .where('delivered_at', '>=', from)
    .where('delivered_at', '<', to);
  if (branchId) query = query.where('branch_id', '=', branchId);
  return courierFiguresOf(db, await query.execute());
}
