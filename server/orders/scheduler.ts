import { sql } from 'kysely';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import type { Order } from '../db/schema';
import type { OrderEvents } from './events';
import { changeOrders } from './order-changes';
import { startTimedJob } from '../timed-job';

/** How long before its time a scheduled order reaches the desk as a new order. */
export const OPEN_BEFORE_MS = 60 * 60_000;
/** the advisory lock key that lets one process of many run the job */
const SCHEDULER_LOCK = 7_420_002;

/**
 * The timed job that runs in production too: every `everyMs`, the scheduled (AT_TIME) orders
 * whose time is within the hour open, through the one transition function, and the desk hears
 * them. One process of many runs it at a time (advisory lock).
 */
export function startScheduler(db: Db, events: OrderEvents, everyMs = 30_000): () => void {
  return startTimedJob(
    'order scheduler',
    everyMs,
    async () => {
      await openDueOrders(db, events);
    },
    { now: true },
  );
}

/** Opens the scheduled orders whose time is within the hour, under the job's lock; returns them. */
export async function openDueOrders(db: Db, events: OrderEvents, now = Date.now()): Promise<Order[]> {
  return changeOrders(db, events, async ({ tx, move }) => {
    const lock = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_xact_lock(${SCHEDULER_LOCK}) AS locked`.execute(tx);
    if (!lock.rows[0]?.locked) return [];
    const due = await tx
      .selectFrom('orders')
      .selectAll()
      .where('status', '=', 'AT_TIME')
      .where('delivery_at', '<=', new Date(now + OPEN_BEFORE_MS))
      .orderBy('delivery_at')
      .limit(100)
      .execute();
    const moved: Order[] = [];
    for (const order of due) {
      try {
        moved.push(await move(order, { to: 'OPEN', actor: 'SYSTEM' }));
      } catch (error) {
        // cancelled or opened by someone else since it was read
        if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
      }
    }
    return moved;
  });
}
