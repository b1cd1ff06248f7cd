import type { Db } from '../db/database';
import type { Order } from '../db/schema';
import type { OrderEvents } from '../orders/events';
import { orderEvent } from '../orders/events';
import { startTimedJob } from '../timed-job';
import { courierPositionOf } from '../orders/courier-position';

/** Positions are kept this long, then deleted (README: privacy of positions). */
export const KEEP_POSITIONS_MS = 7 * 24 * 3600_000;

/**
 * Keeps a position for each order on the way (the caller has checked who sends it) and tells each
 * order's customer and the desk, when it is the newest one of that order (a late one, sent after
 * the phone was offline, is kept for the record only).
 */
export async function keepPosition(
  db: Db,
  events: OrderEvents,
  orders: Order[],
  fix: { latitude: number; longitude: number; accuracy: number | null; at: Date; courierId: number | null },
): Promise<number> {
  let kept = 0;
  for (const order of orders) {
    if (order.status !== 'ON_WAY') continue;
    const newest = await courierPositionOf(db, order);
    await db
      .insertInto('courier_positions')
      .values({
        merchant_id: order.merchant_id,
        courier_id: fix.courierId,
        order_id: order.id,
        latitude: fix.latitude,
        longitude: fix.longitude,
        accuracy: fix.accuracy,
        at: fix.at,
      })
      .execute();
    kept++;
    if (!newest || Date.parse(newest.at) <= fix.at.getTime())
      events.publish(
        {
          ...orderEvent(order),
          courierPosition: { latitude: fix.latitude, longitude: fix.longitude, at: fix.at.toISOString() },
        },
        order.merchant_id,
      );
  }
  return kept;
}

/** Deletes the positions older than 7 days; returns how many. */
export async function deleteOldPositions(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('courier_positions')
    .where('created_date', '<', new Date(now.getTime() - KEEP_POSITIONS_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The timed job that deletes old positions (every hour). */
export const startPositionCleaner = (db: Db, everyMs = 3600_000) =>
  startTimedJob('courier positions', everyMs, async () => void (await deleteOldPositions(db)), { now: true });
