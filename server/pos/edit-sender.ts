import { posEdit } from '../../src/domain/pos-edit';
import { posSnapshot } from '../../src/domain/pos-snapshot';
import { log } from '../log';
import { claimDue, markFailed } from '../outbox';
import { startTimedJob } from '../timed-job';
import { sendingAdapter } from './adapters';
import { PosError, posFailure } from './pos-error';
import { orderInput, type PosDeps } from './sender';

/**
 * Tells the POS of orders' edits, each at least once and applied once: the POS is told what
 * it lacks of the order as it is now, against the order as it last heard it (set when the order
 * was sent and after each edit told), so an edit the first send already carried is not sent again;
 * an order's edits go one at a time, oldest first. An order not yet in the POS waits for it; one the
 * POS refused, or a POS without a documented way to change an order, gives the row up with why.
 * Returns how many rows were handled.
 */
export async function sendDuePosEdits(deps: PosDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const rows = await claimDue(db, 'pos_order_edits', now);
  for (const row of rows) {
    try {
      const earlier = await db
        .selectFrom('pos_order_edits')
        .select('id')
        .where('order_id', '=', row.order_id)
        .where('id', '<', row.id)
        .where('sent_at', 'is', null)
        .where('attempts', '<', 8)
        .executeTakeFirst();
      if (earlier) throw new PosError('an earlier edit of the order is still being told', false);
      const pos = await db
        .selectFrom('pos_orders')
        .selectAll()
        .where('order_id', '=', row.order_id)
        .executeTakeFirstOrThrow();
      if (pos.creation_status === 'Error')
        throw new PosError('the POS refused the order: it has nothing to change', true);
      if (!pos.sent_at) throw new PosError('the order is not in the POS yet', false);
      const adapter = await sendingAdapter(db, row.merchant_id, deps.urls);
      if (!adapter.updateOrder)
        throw new PosError(`${adapter.provider} documents no way to change an order it has`, true);
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', row.order_id)
        .executeTakeFirstOrThrow();
      const now = posSnapshot(order);
      const edit = posEdit(pos.sent_state ?? row.before, now);
      if (edit)
        await adapter.updateOrder(await orderInput(db, order, pos.pos_order_id), edit, String(row.id));
      await db
        .updateTable('pos_orders')
        .set({ sent_state: JSON.stringify(now) })
        .where('id', '=', pos.id)
        .execute();
      await db
        .updateTable('pos_order_edits')
        .set({ sent_at: new Date(), last_error: null })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      const failure = posFailure(error);
      log.warn({ order: row.order_id, err: failure.message }, 'POS edit not told');
      await markFailed(db, 'pos_order_edits', row, failure);
    }
  }
  return rows.length;
}

/** The edits' timer (0 turns it off). */
export function startPosEditSender(deps: PosDeps, everyMs: number): () => void {
  if (everyMs <= 0) return () => undefined;
  return startTimedJob('POS order edits', everyMs, async () => {
    while ((await sendDuePosEdits(deps)) > 0);
  });
}
