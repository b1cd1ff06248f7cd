import type { Db } from '../../db/database';
import { log } from '../../log';
import { sql } from 'kysely';
import { backoffMs, claimDue, MAX_ATTEMPTS, takeRows } from '../../outbox';
import type { OrderEvents } from '../../orders/events';
import { startTimedJob } from '../../timed-job';
import type { Claim } from './claims';
import { yandexClient, YandexError, type YandexClient } from './client';
import { claimBody } from './claim-body';
import { applyClaimStatus, poll, saveInfo } from './follow';

export interface YandexOptions {
  apiUrl: string;
  /** how often a claim's status (and, on the way, its performer's position) is asked for */
  pollMs: number;
  /** a client for a merchant's key (tests give their own) */
  clientFor?: (token: string) => YandexClient;
}

/** Claims whose order was cancelled get their cancel sent. */
async function cancelForCancelledOrders(db: Db) {
  await db
    .updateTable('delivery_claims')
    .set({ action: 'CANCEL', attempts: 0, next_attempt_at: new Date() })
    .where('closed', '=', false)
    .where((eb) => eb.or([eb('action', 'is', null), eb('action', '=', 'CREATE')]))
    .where('order_id', 'in', (eb) => eb.selectFrom('orders').select('id').where('status', '=', 'CANCELED'))
    .execute();
}

/** Open claims at Yandex whose status is due to be asked again (their poll time taken at once, so one process asks). */
async function claimPolls(db: Db, now: Date, pollMs: number): Promise<Claim[]> {
  return takeRows(
    db,
    (tx) =>
      tx
        .selectFrom('delivery_claims')
        .selectAll()
        .where('closed', '=', false)
        .where('action', 'is', null)
        .where('claim_id', 'is not', null)
        .where((eb) =>
          eb.or([eb('polled_at', 'is', null), eb('polled_at', '<=', new Date(now.getTime() - pollMs))]),
        )
        .orderBy('id')
        .limit(50)
        .forUpdate()
        .skipLocked()
        .execute(),
    (tx, ids) => tx.updateTable('delivery_claims').set({ polled_at: now }).where('id', 'in', ids).execute(),
  );
}

/** Sends one claim's CREATE or CANCEL. */
async function send(db: Db, client: YandexClient, claim: Claim) {
  if (claim.action === 'CREATE') {
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', claim.order_id)
      .executeTakeFirstOrThrow();
    // the same request id after a restart or a lost answer: Yandex returns the claim it made
    const info = await client.create(claim.request_id, await claimBody(db, order));
    await saveInfo(db, claim, info, { action: null });
    await db
      .updateTable('delivery_claims')
      .set({ sent_at: new Date(), attempts: 0 })
      .where('id', '=', claim.id)
      .execute();
    return;
  }
  if (claim.action === 'CANCEL') {
    let claimId = claim.claim_id;
    if (!claimId) {
      if (claim.attempts === 0 && !claim.sent_at && !claim.last_error) {
        // never sent: nothing at Yandex to cancel
        await db
          .updateTable('delivery_claims')
          .set({ action: null, closed: true })
          .where('id', '=', claim.id)
          .execute();
        return;
      }
      // a create that may have reached Yandex: the same request id finds it
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', claim.order_id)
        .executeTakeFirstOrThrow();
      claimId = (await client.create(claim.request_id, await claimBody(db, order))).id;
    }
    const info = await client.info(claimId);
    const terms = await client.cancelInfo(claimId);
    const done =
      terms.cancel_state === 'unavailable'
        ? info
        : await client.cancel(claimId, info.version, terms.cancel_state);
    await saveInfo(db, claim, done, { action: null, closed: true });
    if (terms.cancel_state === 'unavailable')
      await db
        .updateTable('delivery_claims')
        .set({ last_error: 'cancel unavailable (already picked up)' })
        .where('id', '=', claim.id)
        .execute();
  }
}

/** One run of the Yandex Delivery job: cancels to send, creates to send, statuses to ask. */
export async function runYandex(db: Db, events: OrderEvents, options: YandexOptions, now = new Date()) {
  const clientFor = options.clientFor ?? ((token: string) => yandexClient(options.apiUrl, token));
  const keys = new Map<number, string | null>();
  const keyOf = async (merchantId: number) => {
    if (!keys.has(merchantId)) {
      const m = await db
        .selectFrom('merchants')
        .select('secrets')
        .where('id', '=', merchantId)
        .executeTakeFirst();
      keys.set(merchantId, m?.secrets.yandexDeliveryKey ?? null);
    }
    return keys.get(merchantId) ?? null;
  };
  await cancelForCancelledOrders(db);
  for (const claim of await claimDue(db, 'delivery_claims', now, sql<boolean>`action IS NOT NULL`)) {
    const key = await keyOf(claim.merchant_id);
    try {
      if (!key) throw new YandexError(401, 'no yandexDeliveryKey');
      await send(db, clientFor(key), claim);
    } catch (error) {
      const permanent = error instanceof YandexError && error.permanent;
      log.warn({ err: error, claim: claim.id }, 'yandex delivery: send failed');
      await db
        .updateTable('delivery_claims')
        .set({
          attempts: permanent ? MAX_ATTEMPTS : claim.attempts + 1,
          last_error: String((error as Error).message).slice(0, 500),
          next_attempt_at: new Date(Date.now() + backoffMs(claim.attempts)),
          // a create Yandex refused for good: the claim failed, the desk calls again or gives it to its courier
          ...(permanent && claim.action === 'CREATE' ? { closed: true, status: 'failed', action: null } : {}),
        })
        .where('id', '=', claim.id)
        .execute();
      if (permanent && claim.action === 'CREATE')
        await applyClaimStatus(db, events, { ...claim, status: 'failed' });
    }
  }
  for (const claim of await claimPolls(db, now, options.pollMs)) {
    const key = await keyOf(claim.merchant_id);
    if (!key) continue;
    await poll(db, events, clientFor(key), claim).catch((error: Error) =>
      log.warn({ err: error, claim: claim.id }, 'yandex delivery: status failed'),
    );
  }
}

/** The timed job that talks to Yandex Delivery. */
export const startYandexSender = (db: Db, events: OrderEvents, options: YandexOptions, everyMs: number) =>
  startTimedJob('yandex delivery', everyMs, () => runYandex(db, events, options));
