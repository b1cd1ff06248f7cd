import { sql } from 'kysely';
import {
  FINAL_STATUSES,
  nextStep,
  type CourierStatus,
  type OrderStatus,
} from '../../src/domain/order-status';
import type { Db } from '../db/database';
import type { Order } from '../db/schema';
import { HttpError } from '../http/errors';
import type { OrderEvents } from './events';
import { changeOrders, type OrderChanges } from './order-changes';
import { startTimedJob } from '../timed-job';

/** orders moved in one transaction, and transactions in one tick */
const BATCH_SIZE = 25;
const MAX_BATCHES_PER_TICK = 40;
/** the advisory lock key that lets one process of many run the simulator */
const SIMULATOR_LOCK = 7_420_001;

/**
 * Development order simulator: every tick, moves each open order one step along its path
 * (and courier statuses for delivery), writing a change-log row and pushing a live event.
 * Scheduled orders wait until an hour before their time; a new order stays OPEN for three ticks
 * and every later status for at least one. Off in production and with SIMULATOR_TICK_MS=0.
 */
export function startSimulator(db: Db, events: OrderEvents, tickMs: number): () => void {
  return startTimedJob('order simulator', tickMs, async () => {
    // small batches, each its own short transaction: requests get the database between them
    for (let batch = 0; batch < MAX_BATCHES_PER_TICK; batch++) {
      const result = await changeOrders(db, events, async ({ tx, move }) => {
        // one process of many moves orders at a time
        const lock = await sql<{
          locked: boolean;
        }>`SELECT pg_try_advisory_xact_lock(${SIMULATOR_LOCK}) AS locked`.execute(tx);
        if (!lock.rows[0]?.locked) return null;
        const due = await dueOrders(tx, tickMs);
        const moved: Order[] = [];
        for (const order of due) {
          const row = await stepOrder(tx, move, order);
          if (row) moved.push(row);
        }
        return { moved, full: due.length === BATCH_SIZE };
      });
      if (!result?.full) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
}

/** Open orders whose next step is due: scheduled ones an hour before, new ones after three ticks. */
function dueOrders(db: Db, tickMs: number) {
  return (
    db
      .selectFrom('orders')
      .selectAll()
      .where('status', 'not in', [...FINAL_STATUSES])
      // an order in a POS is moved by the POS (its webhooks), not by the simulator
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('pos_orders')
              .select('pos_orders.id')
              .whereRef('pos_orders.order_id', '=', 'orders.id'),
          ),
        ),
      )
      .where((eb) =>
        eb.or([eb('delivery_at', 'is', null), eb('delivery_at', '<', new Date(Date.now() + 3600_000))]),
      )
      // a new order waits three ticks to be accepted; every later status lasts at least one
      .where((eb) =>
        eb.or([eb('status', '!=', 'OPEN'), eb('created_date', '<', new Date(Date.now() - 3 * tickMs))]),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('order_log')
              .select('order_log.id')
              .whereRef('order_log.order_id', '=', 'orders.id')
              .where('order_log.created_date', '>', new Date(Date.now() - tickMs)),
          ),
        ),
      )
      .orderBy('id')
      .limit(BATCH_SIZE)
      .execute()
  );
}

/** The development "advance" call: one step of one order, in its own transaction, then its live event. */
export async function advanceOrder(db: Db, events: OrderEvents, order: Order): Promise<Order | null> {
  return changeOrders(db, events, ({ tx, move }) => stepOrder(tx, move, order));
}

/**
 * Moves one order one step along its path (courier statuses too for delivery) inside the given
 * transaction, writing a change-log row. Null when the order is at the end of its path or another
 * writer moved it first.
 */
async function stepOrder(tx: Db, move: OrderChanges['move'], order: Order): Promise<Order | null> {
  const step = nextStep(order.service_type, {
    status: order.status as OrderStatus,
    courierStatus: order.courier_status as CourierStatus | null,
  });
  if (!step) return null;
  const courier =
    step.courierStatus === 'PERFORMER_FOUND' && !order.courier_id
      ? await tx
          .selectFrom('couriers')
          .select('id')
          .where('merchant_id', '=', order.merchant_id)
          .orderBy('id')
          .limit(1)
          .executeTakeFirst()
      : undefined;
  try {
    // the simulator is a client of the one transition function, like the staff desk
    return await move(order, {
      to: step.status,
      courierStatus: step.courierStatus,
      courierId: courier?.id ?? null,
      actor: 'SYSTEM',
    });
  } catch (error) {
    // another writer (staff, a second process) moved the order first
    if (error instanceof HttpError && error.statusCode === 409) return null;
    throw error;
  }
}
