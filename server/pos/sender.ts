import type { Db } from '../db/database';
import type { Order } from '../db/schema';
import { claimDue, markFailed } from '../outbox';
import type { OrderEvents } from '../orders/events';
import { startTimedJob } from '../timed-job';
import { log } from '../log';
import { posSnapshot } from '../../src/domain/pos-snapshot';
import { sendingAdapter, type PosUrls } from './adapters';
import type { PosDish, PosOrderInput, PosOrderState } from './port';
import { posFailure } from './pos-error';

export interface PosDeps {
  db: Db;
  events: OrderEvents;
  urls: PosUrls;
}

/** An order still being created in the POS is asked about again this soon. */
const IN_PROGRESS_RECHECK_MS = 5_000;

/** What the adapter needs of an order to write it into the POS. */
export async function orderInput(db: Db, order: Order, posOrderId: string): Promise<PosOrderInput> {
  const user = order.user_id
    ? await db
        .selectFrom('users')
        .select(['phone', 'first_name', 'last_name'])
        .where('id', '=', order.user_id)
        .executeTakeFirst()
    : undefined;
  const branch = order.branch_id
    ? await db.selectFrom('branches').select('pos_ids').where('id', '=', order.branch_id).executeTakeFirst()
    : undefined;
  const merchant = await db
    .selectFrom('merchants')
    .select('pos')
    .where('id', '=', order.merchant_id)
    .executeTakeFirstOrThrow();
  const provider = (merchant.pos as { provider?: 'iiko' | 'poster' } | null)?.provider ?? 'iiko';
  const ids = order.lines.map((l) => l.productId);
  const products = ids.length
    ? await db
        .selectFrom('products')
        .select(['id', 'pos_ids', 'modification_groups'])
        .where('id', 'in', ids)
        .execute()
    : [];
  const details = order.details as { receiverName?: string | null; receiverPhone?: string | null };
  return {
    order,
    lines: order.lines,
    customer: {
      phone: details.receiverPhone ?? user?.phone ?? null,
      name: details.receiverName ?? ([user?.first_name, user?.last_name].filter(Boolean).join(' ') || null),
    },
    branchPosId: branch?.pos_ids[provider] ?? null,
    dishes: new Map<number, PosDish>(
      products.map((p) => [p.id, { posIds: p.pos_ids, modificationGroups: p.modification_groups }]),
    ),
    posOrderId,
  };
}

/**
 * What the POS said of an order, kept on its row (a refusal is the desk's to see: the order is
 * announced, its card turns red and the desk rings); the row is done unless the POS is still
 * creating it.
 */
export async function recordPosState(deps: PosDeps, rowId: number, state: PosOrderState): Promise<void> {
  const { db, events } = deps;
  const done = state.creationStatus !== 'InProgress';
  const row = await db
    .updateTable('pos_orders')
    .set({
      creation_status: state.creationStatus,
      pos_number: state.number,
      pos_error: state.error,
      ...(state.posOrderId ? { pos_order_id: state.posOrderId } : {}),
      ...(done
        ? { sent_at: new Date(), last_error: null }
        : { next_attempt_at: new Date(Date.now() + IN_PROGRESS_RECHECK_MS) }),
    })
    .where('id', '=', rowId)
    .returning('order_id')
    .executeTakeFirstOrThrow();
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', row.order_id)
    .executeTakeFirstOrThrow();
  events.announce(order);
}

/**
 * Sends the due orders to their merchants' POS, each once: the POS is first asked whether it has
 * the order already (a send whose answer was lost, a process that died mid-send), and only then
 * is the order created. A POS that is down, slow or busy delays it (the outbox's backoff, or
 * the POS's Retry-After); one that refuses it marks it refused. Returns how many were handled.
 */
export async function sendDuePosOrders(deps: PosDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const rows = await claimDue(db, 'pos_orders', now);
  for (const row of rows) {
    try {
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', row.order_id)
        .executeTakeFirstOrThrow();
      const adapter = await sendingAdapter(db, row.merchant_id, deps.urls);
      const input = await orderInput(db, order, row.pos_order_id);
      const state = (await adapter.findOrder(input)) ?? (await adapter.createOrder(input));
      // the order as the POS heard it: an edit later tells it only what it lacks
      await db
        .updateTable('pos_orders')
        .set({ sent_state: JSON.stringify(posSnapshot(order)) })
        .where('id', '=', row.id)
        .execute();
      await recordPosState(deps, row.id, state);
    } catch (error) {
      const failure = posFailure(error);
      log.warn({ order: row.order_id, err: failure.message }, 'POS send failed');
      await markFailed(db, 'pos_orders', row, failure);
      if (failure.permanent)
        await recordPosState(deps, row.id, { creationStatus: 'Error', number: null, error: failure.message });
    }
  }
  return rows.length;
}

/** The sender's timer (0 turns it off). */
export function startPosSender(deps: PosDeps, everyMs: number): () => void {
  if (everyMs <= 0) return () => undefined;
  return startTimedJob('POS orders', everyMs, async () => {
    while ((await sendDuePosOrders(deps)) > 0);
  });
}
