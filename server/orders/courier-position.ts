import type { Db } from '../db/database';
import type { Order } from '../db/schema';

export interface Position {
  latitude: number;
  longitude: number;
  at: string;
}

/** The courier's last position on an order, only while it is on the way; null otherwise. */
export async function courierPositionOf(
  db: Db,
  order: Pick<Order, 'id' | 'status'>,
): Promise<Position | null> {
  if (order.status !== 'ON_WAY') return null;
  const row = await db
    .selectFrom('courier_positions')
    .select(['latitude', 'longitude', 'at'])
    .where('order_id', '=', order.id)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? { latitude: row.latitude, longitude: row.longitude, at: new Date(row.at).toISOString() }
    : null;
}
