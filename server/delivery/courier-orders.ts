import { routeOrder } from '../../src/domain/courier-route';
import type { Db } from '../db/database';
import type { Order } from '../db/schema';
import type { Schemas } from '../http/types';
import { CARRIED } from './roster';

type Address = NonNullable<Schemas['CourierOrder']['address']>;

/** The cash the courier takes at the door: nothing for a paid order. */
export const toCollect = (o: Pick<Order, 'payment_type' | 'is_paid' | 'total_price'>) =>
  o.payment_type === 'CASH' && !o.is_paid ? o.total_price : 0;

/** An order as its courier sees it: where, who, what to collect, what they asked. */
export async function courierOrder(db: Db, o: Order): Promise<Schemas['CourierOrder']> {
  const [customer, branch] = await Promise.all([
    o.user_id
      ? db
          .selectFrom('users')
          .select(['first_name', 'last_name', 'phone'])
          .where('id', '=', o.user_id)
          .executeTakeFirst()
      : undefined,
    db
      .selectFrom('branches')
      .select(['id', 'name', 'latitude', 'longitude'])
      .where('id', '=', o.branch_id)
      .executeTakeFirstOrThrow(),
  ]);
  const details = o.details as Record<string, unknown>;
  const receiverPhone = (details.receiverPhone as string | null | undefined) ?? null;
  const receiverName = (details.receiverName as string | null | undefined) ?? null;
  return {
    id: o.id,
    number: o.number,
    status: o.status as Schemas['OrderStatus'],
    courierStatus: (o.courier_status as Schemas['CourierStatus']) ?? null,
    address: (o.address as Address | null) ?? null,
    comment: (details.comment as string | null | undefined) ?? null,
    courierComment: (details.courierComment as string | null | undefined) ?? null,
    toCollect: toCollect(o),
    isPaid: o.is_paid,
    paymentType: o.payment_type as Schemas['PaymentType'],
    totalPrice: o.total_price,
    cashCollected: o.cash_collected,
    readyTime: o.ready_time ? new Date(o.ready_time).toISOString() : null,
    customer: {
      name: receiverName ?? ([customer?.first_name, customer?.last_name].filter(Boolean).join(' ') || null),
      phone: receiverPhone ?? customer?.phone ?? null,
    },
    branch: {
      id: branch.id,
      name: branch.name as Schemas['CourierOrder']['branch']['name'],
      latitude: branch.latitude,
      longitude: branch.longitude,
    },
  };
}

/** The courier's orders still to carry, in route order from their branch. */
export async function courierRoute(db: Db, courierId: number, merchantId: number) {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('courier_id', '=', courierId)
    .where('status', 'in', [...CARRIED])
    .orderBy('id')
    .execute();
  const orders = await Promise.all(rows.map((o) => courierOrder(db, o)));
  const first = orders[0]?.branch;
  const start =
    first?.latitude != null && first.longitude != null
      ? { latitude: first.latitude, longitude: first.longitude }
      : null;
  return routeOrder(
    orders.map((o) => ({
      ...o,
      point: o.address ? { latitude: o.address.latitude, longitude: o.address.longitude } : null,
    })),
    start,
  ).map(({ point: _point, ...o }) => o);
}
