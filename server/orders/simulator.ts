import { sql } from 'kysely';
import {
  FINAL_STATUSES,
  nextStep,
  type CourierStatus,
  type OrderStatus,
} from '../../src/domain/order-status';
import { orderEvent } from '../api/orders';
import type { Db } from '../db/database';
import type { Order } from '../db/schema';
import type { OrderEvents } from './events';

const CASHBACK_PERCENT = 3;
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
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // small batches, each its own short transaction: requests get the database between them
      for (let batch = 0; batch < MAX_BATCHES_PER_TICK; batch++) {
        const result = await db.transaction().execute(async (tx) => {
          // one process of many moves orders at a time
          const lock = await sql<{
            locked: boolean;
          }>`SELECT pg_try_advisory_xact_lock(${SIMULATOR_LOCK}) AS locked`.execute(tx);
          if (!lock.rows[0]?.locked) return null;
          const due = await dueOrders(tx, tickMs);
          const moved: Order[] = [];
          for (const order of due) {
            const row = await stepOrder(tx, order);
            if (row) moved.push(row);
          }
          return { moved, full: due.length === BATCH_SIZE };
        });
        for (const row of result?.moved ?? []) events.publish(orderEvent(row));
        if (!result?.full) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      console.error('order simulator:', error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Open orders whose next step is due: scheduled ones an hour before, new ones after three ticks. */
function dueOrders(db: Db, tickMs: number) {
  return (
    db
      .selectFrom('orders')
      .selectAll()
      .where('status', 'not in', [...FINAL_STATUSES])
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
  const row = await db.transaction().execute((tx) => stepOrder(tx, order));
  if (row) events.publish(orderEvent(row));
  return row;
}

/**
 * Moves one order one step along its path (courier statuses too for delivery) inside the given
 * transaction, writing a change-log row. Null when the order is at the end of its path or another
 * writer moved it first.
 */
async function stepOrder(tx: Db, order: Order): Promise<Order | null> {
  const step = nextStep(order.service_type, {
    status: order.status as OrderStatus,
    courierStatus: order.courier_status as CourierStatus | null,
  });
  if (!step) return null;
  const now = new Date();
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
  const row = await tx
    .updateTable('orders')
    .set({
      status: step.status,
      courier_status: step.courierStatus,
      ...(courier ? { courier_id: courier.id } : {}),
      ...(step.status === 'ACCEPTED' ? { accepted_time: now } : {}),
      ...(step.status === 'COOKING' && !order.cooking_time ? { cooking_time: now } : {}),
      ...(step.status === 'DONE' ? { ready_time: now } : {}),
      ...(step.status === 'DELIVERED' || step.status === 'CLOSED' ? { delivered_at: now } : {}),
    })
    .where('id', '=', order.id)
    // moved by nobody else since it was read (the status, and the courier's status too)
    .where('status', '=', order.status)
    .where('courier_status', order.courier_status === null ? 'is' : '=', order.courier_status)
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  const kind = step.status !== order.status ? 'CHANGE_STATUS' : 'CHANGE_COURIER_STATUS';
  await tx
    .insertInto('order_log')
    .values({ order_id: row.id, kind, status: row.status, courier_status: row.courier_status })
    .execute();
  const done = step.status === 'DELIVERED' || step.status === 'CLOSED';
  if (done && row.user_id) {
    const merchant = await tx
      .selectFrom('merchants')
      .select('settings')
      .where('id', '=', row.merchant_id)
      .executeTakeFirstOrThrow();
    const earned = Math.floor((row.total_price * CASHBACK_PERCENT) / 100);
    if (merchant.settings.cashbackActive === true && earned > 0) {
      await tx
        .updateTable('users')
        .set({ cashback: sql`cashback + ${earned}` })
        .where('id', '=', row.user_id)
        .execute();
      await tx
        .insertInto('cashback_entries')
        .values({
          merchant_id: row.merchant_id,
          user_id: row.user_id,
          order_id: row.id,
          amount: earned,
        })
        .execute();
    }
  }
  return row;
}
