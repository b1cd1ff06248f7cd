import { POSTER_STATUS } from '../../../src/domain/pos-status';
import { log } from '../../log';
import type { PosDeps } from '../sender';
import { applyPosReport } from '../status-in';
import { posterCall, type PosterOptions } from './client';
import { getIncomingOrder, markIn } from './adapter';
import { CHECK, INCOMING, type PosterTransaction } from './protocol';
import type { PosterWebhook } from './webhook';

/**
 * What a signed Poster webhook asks of us. Poster's webhooks name an object, never its state, so
 * the state is asked of Poster: `incoming_order` (changed when the cashier accepts or rejects it)
 * → incomingOrders.getIncomingOrder: 1 accepted (its check, transaction_id, remembered), 7
 * cancelled; `transaction` (the check; closing it is the only word Poster gives that an order is
 * done) → dash.getTransaction of a check one of our orders became: 2 closed, 3 removed. `product`,
 * `dish`, `category` → the menu and the stop-list are pulled again (`followUp`).
 *
 * Returns 'retry' when Poster could not be asked (the route answers 503, so Poster sends the
 * webhook again, up to 15 times); a webhook for an order we do not have is logged and done.
 */
export async function readPosterWebhook(
  deps: PosDeps,
  merchant: { id: number; sub: string; secrets: Record<string, string | null> },
  body: PosterWebhook,
  followUp: (what: 'menu' | 'stop-list') => Promise<void>,
): Promise<'done' | 'retry'> {
  const token = merchant.secrets.posterToken;
  const options: PosterOptions | null = token
    ? { baseUrl: deps.urls.posterApiUrl, token, timeoutMs: deps.urls.timeoutMs ?? 15_000 }
    : null;
  // Poster's time is in seconds: a later state reported in the same second still moves the order
  const at = (rank: number) => (Number(body.time) || 0) * 10 + rank;
  const objectId = String(body.object_id);

  if (body.object === 'incoming_order' && options) {
    let order;
    try {
      order = await getIncomingOrder(options, objectId);
    } catch (error) {
      log.warn({ sub: merchant.sub, err: (error as Error).message }, 'Poster online order look-up failed');
      return 'retry';
    }
    const status = order ? String(order.status) : null;
    // accepted before our send heard Poster's answer (lost, or still on its way): the row still
    // has the id we marked the comment with, and takes Poster's now
    const marked = markIn(order?.comment);
    if (marked)
      await deps.db
        .updateTable('pos_orders')
        .set({ pos_order_id: objectId })
        .where('merchant_id', '=', merchant.id)
        .where('provider', '=', 'poster')
        .where('pos_order_id', '=', marked)
        .execute();
    if (order?.transaction_id && String(order.transaction_id) !== '0')
      await deps.db
        .updateTable('pos_orders')
        .set({ pos_check_id: String(order.transaction_id) })
        .where('merchant_id', '=', merchant.id)
        .where('provider', '=', 'poster')
        .where('pos_order_id', '=', objectId)
        .execute();
    const outcome = await applyPosReport(deps, merchant.id, 'poster', {
      posOrderId: objectId,
      timestamp: at(status === INCOMING.CANCELLED ? 3 : status === INCOMING.ACCEPTED ? 1 : 0),
      posStatus: status,
      status: status ? (POSTER_STATUS[status] ?? null) : null,
      ...(status === INCOMING.CANCELLED ? { cancelReason: 'Poster: rejected at the register' } : {}),
    });
    if (outcome === 'unknown')
      log.info(
        { sub: merchant.sub, incomingOrderId: objectId },
        'Poster webhook for an order we do not have',
      );
    return 'done';
  }

  if (body.object === 'transaction' && options) {
    const row = await deps.db
      .selectFrom('pos_orders')
      .select('pos_order_id')
      .where('merchant_id', '=', merchant.id)
      .where('provider', '=', 'poster')
      .where('pos_check_id', '=', objectId)
      .executeTakeFirst();
    // a check of the hall, or of an order not accepted yet: not ours to follow
    if (!row) return 'done';
    let check: PosterTransaction | undefined;
    try {
      check = (
        await posterCall<PosterTransaction[]>(options, 'dash.getTransaction', { transaction_id: objectId })
      )?.[0];
    } catch (error) {
      log.warn({ sub: merchant.sub, err: (error as Error).message }, 'Poster check look-up failed');
      return 'retry';
    }
    const word =
      check && String(check.status) === CHECK.CLOSED
        ? 'closed'
        : check && String(check.status) === CHECK.REMOVED
          ? 'removed'
          : 'open';
    await applyPosReport(deps, merchant.id, 'poster', {
      posOrderId: row.pos_order_id,
      timestamp: at(word === 'open' ? 2 : 4),
      posStatus: word,
      status: POSTER_STATUS[word] ?? null,
      ...(word === 'removed' ? { cancelReason: 'Poster: the check was removed' } : {}),
    });
    return 'done';
  }

  if (body.object === 'product' || body.object === 'dish' || body.object === 'category') {
    await followUp('menu');
    await followUp('stop-list');
  }
  return 'done';
}
