import type { Db } from '../db/database';
import type { Schemas } from '../http/types';
import { posConfigOf } from '../../src/domain/pos-config';
import { posOrderCounts } from './status-in';

/** An order's POS state as the desk's card shows it; undefined when the merchant has no POS. */
export async function posOrderState(db: Db, orderId: number): Promise<Schemas['PosOrderState'] | undefined> {
  return (await posOrderStates(db, [orderId])).get(orderId);
}

/** The POS state of each of these orders that has one (the board's cards, in one query). */
export async function posOrderStates(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, Schemas['PosOrderState']>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('pos_orders')
    .select(['order_id', 'provider', 'creation_status', 'pos_number', 'pos_error'])
    .where('order_id', 'in', orderIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.order_id,
      {
        provider: row.provider as 'iiko' | 'poster',
        creationStatus: row.creation_status as Schemas['PosOrderState']['creationStatus'],
        number: row.pos_number,
        error: row.pos_error,
      },
    ]),
  );
}

/** The merchant's POS connection for the desk's status line. */
export async function posStatus(db: Db, merchantId: number): Promise<Schemas['PosStatus']> {
  const merchant = await db
    .selectFrom('merchants')
    .select('pos')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const pos = posConfigOf(merchant);
  const syncs = await db.selectFrom('pos_syncs').selectAll().where('merchant_id', '=', merchantId).execute();
  const sync = (kind: 'menu' | 'stop_list') => {
    const s = syncs.find((r) => r.kind === kind);
    return s ? { at: new Date(s.at).toISOString(), ok: s.ok, result: s.result } : null;
  };
  const counts = await posOrderCounts({ db }, merchantId);
  return {
    provider: pos?.provider ?? null,
    menu: sync('menu'),
    stopList: sync('stop_list'),
    waiting: counts.waiting,
    oldestWaiting: counts.oldest ? new Date(counts.oldest).toISOString() : null,
    refused: counts.refused,
  };
}

/**
 * An order sent to the POS again from the desk: a refused one gets a new id in the POS (the refused
 * one stays refused there), a waiting one is tried now. Returns whether the order has a POS row.
 */
export async function retryPosOrder(db: Db, merchantId: number, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('pos_orders')
    .select(['id', 'creation_status'])
    .where('merchant_id', '=', merchantId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) return false;
  if (row.creation_status === 'Success') return true;
  await db
    .updateTable('pos_orders')
    .set({
      attempts: 0,
      next_attempt_at: new Date(),
      sent_at: null,
      last_error: null,
      creation_status: null,
      pos_error: null,
      ...(row.creation_status === 'Error' ? { pos_order_id: crypto.randomUUID(), pos_timestamp: 0 } : {}),
    })
    .where('id', '=', row.id)
    .execute();
  return true;
}
