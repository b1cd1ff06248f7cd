import { sql } from 'kysely';
import type { OrderStatus } from '../../src/domain/order-status';
import { stepsTo } from '../../src/domain/pos-status';
import { log } from '../log';
import { changeOrders } from '../orders/order-changes';
import type { PosOrderState, PosProvider } from './port';
import type { PosDeps } from './sender';

/** What the POS reports of one of our orders (a webhook, or its answer to a look-up). */
export interface PosReport {
  /** the order's id in the POS as our row keeps it */
  posOrderId: string;
  /** when the POS changed it (iiko's OrderInfo.timestamp, Poster's webhook time): an older report changes nothing */
  timestamp: number;
  creation?: PosOrderState;
  /** the POS's own status word, and ours for it (null: nothing to move) */
  posStatus: string | null;
  status: OrderStatus | null;
  courier?: { name: string; phone: string | null } | null;
  cancelReason?: string | null;
}

export type ReportOutcome = 'applied' | 'stale' | 'unknown';

/**
 * A POS's report applied to our order, through the orders service: the order steps forward to
 * the status the POS shows (never backwards; a cancel only while it can still be cancelled), the
 * courier the POS named is kept, and the POS's creation status and number are shown on the desk.
 * The report is applied once: one with a time not after the last applied (a replay, or an event
 * that arrives after a later one) changes nothing. An order we do not have is 'unknown'.
 */
export async function applyPosReport(
  deps: PosDeps,
  merchantId: number,
  provider: PosProvider,
  report: PosReport,
): Promise<ReportOutcome> {
  let announceOnly = false;
  const outcome = await changeOrders(deps.db, deps.events, async ({ tx, move, updated }) => {
    const row = await tx
      .selectFrom('pos_orders')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('provider', '=', provider)
      .where('pos_order_id', '=', report.posOrderId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return 'unknown' as const;
    if (report.timestamp <= row.pos_timestamp) return 'stale' as const;
    const creation = report.creation;
    await tx
      .updateTable('pos_orders')
      .set({
        pos_timestamp: report.timestamp,
        pos_status: report.posStatus,
        ...(creation
          ? {
              creation_status: creation.creationStatus,
              pos_number: creation.number ?? row.pos_number,
              pos_error: creation.error,
              ...(creation.creationStatus !== 'InProgress' && !row.sent_at ? { sent_at: new Date() } : {}),
            }
          : {}),
      })
      .where('id', '=', row.id)
      .execute();
    let order = await tx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', row.order_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const steps = report.status
      ? stepsTo(order.service_type, order.status as OrderStatus, report.status)
      : [];
    if (steps === null)
      log.info(
        { order: order.id, from: order.status, to: report.status },
        'POS status behind or off the order: kept',
      );
    for (const to of steps ?? [])
      order = await move(order, {
        to,
        actor: 'SYSTEM',
        ...(to === 'CANCELED'
          ? { reasonCode: 'OTHER' as const, reason: report.cancelReason || provider }
          : {}),
      });
    const courier = report.courier;
    if (courier && (courier.name !== order.courier_name || courier.phone !== order.courier_phone)) {
      const named = await tx
        .updateTable('orders')
        .set({ courier_name: courier.name, courier_phone: courier.phone })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      order = await updated(named);
    }
    if ((steps ?? []).length === 0 && !courier) announceOnly = true;
    return { applied: order };
  });
  if (typeof outcome === 'string') return outcome;
  // the desk's card shows the POS's number or refusal: it hears the order again
  if (announceOnly) deps.events.announce(outcome.applied);
  return 'applied';
}

/** The POS orders of a merchant that wait to be sent, and those the POS refused. */
export async function posOrderCounts(deps: Pick<PosDeps, 'db'>, merchantId: number) {
  const row = await deps.db
    .selectFrom('pos_orders')
    .select([
      sql<number>`count(*) FILTER (WHERE sent_at IS NULL)::int`.as('waiting'),
      sql<number>`count(*) FILTER (WHERE creation_status = 'Error')::int`.as('refused'),
      sql<Date | null>`min(created_date) FILTER (WHERE sent_at IS NULL)`.as('oldest'),
    ])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return row;
}
