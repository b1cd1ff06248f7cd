import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * The couriers' figures of a day (delivered between `from` and `to`): deliveries per courier, the
 * average minutes from pick-up to delivery, and the cash they collected, to hand over.
 */
export async function courierDay(db: Db, merchantId: number, from: Date, to: Date, branchId?: number) {
  let query = db
    .selectFrom('orders')
    .innerJoin('couriers', 'couriers.id', 'orders.courier_id')
    .select([
      'couriers.id as courierId',
      sql<string>`min(couriers.first_name || coalesce(' ' || couriers.last_name, ''))`.as('name'),
      sql<number>`count(*)::int`.as('deliveries'),
      sql<
        number | null
      >`round((avg(extract(epoch from (orders.delivered_at - orders.picked_up_at))) / 60)::numeric, 1)::float8`.as(
        'averageMinutes',
      ),
      sql<number>`coalesce(sum(orders.cash_collected), 0)::int`.as('cashCollected'),
    ])
    .where('orders.merchant_id', '=', merchantId)
    .where('orders.status', 'in', ['DELIVERED', 'CLOSED'])
    .where('orders.delivered_at', '>=', from)
    .where('orders.delivered_at', '<', to)
    .groupBy('couriers.id')
    .orderBy('couriers.id');
  if (branchId) query = query.where('orders.branch_id', '=', branchId);
  return query.execute();
}
