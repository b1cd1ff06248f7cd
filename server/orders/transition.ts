import { sql } from 'kysely';
import { effectsOf, refuseTransition, type Actor } from '../../src/domain/order-lifecycle';
import type { CourierStatus, OrderStatus } from '../../src/domain/order-status';
import { statedReason, type CancelReason } from '../../src/domain/cancel-reasons';
import type { Db } from '../db/database';
import { loyaltyOf } from '../db/loyalty';
import type { Order } from '../db/schema';
import { fail } from '../http/errors';
import { enqueueOrderNotices } from '../notify/enqueue';
import { enqueuePosOrder } from './pos-outbox';

export interface Move {
  /** the new status; the same status with a courier status is a courier-only change */
  to: OrderStatus;
  courierStatus?: CourierStatus | null;
  courierId?: number | null;
  /** a cancel: why, as a code the customer reads in their language (words alone are OTHER) */
  reasonCode?: CancelReason | null;
  /** a cancel: the words given with the reason, shown as written */
  reason?: string | null;
  actor: Actor;
}

/**
 * The one way an order changes status, inside the caller's transaction: the domain's lifecycle
 * decides whether the move is allowed (409 naming the current status otherwise); the row moves
 * only if nobody moved it since it was read; a change-log row is written; cashback is earned on
 * fulfilment and spent cashback returned on a cancel; what the customer is told goes to the
 * outboxes. Called through the orders service (./order-changes.ts), which announces it after the commit.
 */
export async function transitionOrder(tx: Db, order: Order, move: Move): Promise<Order> {
  const from = order.status as OrderStatus;
  const courierOnly = move.to === from;
  const stated = move.to === 'CANCELED' ? statedReason(move.reasonCode, move.reason) : null;
  if (courierOnly) {
    if (move.courierStatus === undefined || move.actor === 'CUSTOMER' || move.actor === 'KITCHEN')
      throw fail(409, 'TRANSITION_NOT_ALLOWED', from);
  } else {
    const refusal = refuseTransition(
      order.service_type,
      from,
      move.to,
      move.actor,
      stated ? (stated.words ?? stated.code) : null,
    );
    // refused for who asks is 403, refused for where the order stands is 409
    if (refusal)
      throw fail(
        refusal.code === 'ROLE_NOT_ALLOWED' ? 403 : 409,
        refusal.code,
        refusal.code === 'TRANSITION_NOT_ALLOWED' ? from : undefined,
      );
  }
  const now = new Date();
  const to = move.to;
  // what the move means (cashback, a refund due) is the lifecycle's to say
  const merchant = courierOnly
    ? null
    : await tx
        .selectFrom('merchants')
        .select('settings')
        .where('id', '=', order.merchant_id)
        .executeTakeFirstOrThrow();
  const effects = effectsOf(order.service_type, to, {
    totalPrice: order.total_price,
    cashbackSpent: order.cashback,
    isPaid: order.is_paid,
    // the merchant's own rate (its loyalty settings), when it has cashback on
    cashbackPercent:
      merchant?.settings.cashbackActive === true
        ? (await loyaltyOf(tx, order.merchant_id)).cashbackPercent
        : 0,
  });
  const row = await tx
    .updateTable('orders')
    .set({
      status: to,
      ...(move.courierStatus !== undefined ? { courier_status: move.courierStatus } : {}),
      ...(move.courierId ? { courier_id: move.courierId } : {}),
      // owed back when paid, as the row stands when the update runs: a payment that committed
      // while this cancel waited for the row still makes the refund due
      ...(to === 'CANCELED'
        ? {
            reason: stated?.words ?? null,
            reason_code: stated?.code ?? null,
            refund_due: sql<boolean>`is_paid`,
          }
        : {}),
      ...(!courierOnly && to === 'ACCEPTED' ? { accepted_time: now } : {}),
      ...(!courierOnly && to === 'COOKING' ? { cooking_time: now } : {}),
      ...(!courierOnly && to === 'DONE' ? { ready_time: now } : {}),
      ...(!courierOnly && (to === 'DELIVERED' || to === 'CLOSED') ? { delivered_at: now } : {}),
    })
    .where('id', '=', order.id)
    // moved by nobody else since it was read (the status, and the courier's status too)
    .where('status', '=', order.status)
    .where('courier_status', order.courier_status === null ? 'is' : '=', order.courier_status)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const current = await tx
      .selectFrom('orders')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirst();
    throw fail(409, 'TRANSITION_NOT_ALLOWED', current?.status ?? from);
  }
  await tx
    .insertInto('order_log')
    .values({
      order_id: row.id,
      kind: courierOnly ? 'CHANGE_COURIER_STATUS' : 'CHANGE_STATUS',
      status: row.status,
      courier_status: row.courier_status,
    })
    .execute();
  if (!courierOnly) await enqueueOrderNotices(tx, row);
  // a merchant whose POS takes orders once the desk accepts them
  if (!courierOnly && to === 'ACCEPTED') await enqueuePosOrder(tx, row, 'accepted');
  const credit = effects.earn + effects.returnSpent;
  if (row.user_id && credit > 0) {
    await tx
      .updateTable('users')
      .set({ cashback: sql`cashback + ${credit}` })
      .where('id', '=', row.user_id)
      .execute();
    await tx
      .insertInto('cashback_entries')
      .values({ merchant_id: row.merchant_id, user_id: row.user_id, order_id: row.id, amount: credit })
      .execute();
  }
  return row;
}
