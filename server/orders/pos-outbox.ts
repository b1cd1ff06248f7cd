import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { Order } from '../db/schema';
import { posConfigOf, type PosConfig } from '../../src/domain/pos-config';
import { posSnapshot } from '../../src/domain/pos-snapshot';

/**
 * The order's outbox row for the merchant's POS, inside the transaction that placed (`created`)
 * or accepted (`accepted`) it, when the merchant's pos.sendOn says that moment (created by
 * default). Once per order: a second call changes nothing. The id we give the order in the POS
 * is chosen here, so a resend after a lost answer asks the POS for it before creating anything.
 */
export async function enqueuePosOrder(
  tx: Db,
  order: Pick<Order, 'id' | 'merchant_id'>,
  moment: 'created' | 'accepted',
  merchant?: { pos: unknown },
): Promise<void> {
  const pos =
    posConfigOf(
      merchant ??
        (await tx
          .selectFrom('merchants')
          .select('pos')
          .where('id', '=', order.merchant_id)
          .executeTakeFirst()) ?? {
          pos: null,
        },
    ) ?? null;
  if (!pos || !sendsOn(pos, moment)) return;
  await tx
    .insertInto('pos_orders')
    .values({
      merchant_id: order.merchant_id,
      order_id: order.id,
      provider: pos.provider,
      pos_order_id: randomUUID(),
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
}

/** Whether the POS takes the merchant's orders at this moment. */
export const sendsOn = (pos: PosConfig, moment: 'created' | 'accepted') =>
  (pos.sendOn ?? 'created') === moment;

/**
 * An order's edit for its POS, in the edit's transaction: a row when the POS has the order or
 * is to get it (its own row exists), with the order as it stood before; the sender tells the POS
 * what it lacks of the order as it then is. An order the POS takes only once accepted gets it whole.
 */
export async function enqueuePosEdit(tx: Db, before: Order): Promise<void> {
  const pos = await tx
    .selectFrom('pos_orders')
    .select('id')
    .where('order_id', '=', before.id)
    .executeTakeFirst();
  if (!pos) return;
  await tx
    .insertInto('pos_order_edits')
    .values({
      merchant_id: before.merchant_id,
      order_id: before.id,
      before: JSON.stringify(posSnapshot(before)),
    })
    .execute();
}
