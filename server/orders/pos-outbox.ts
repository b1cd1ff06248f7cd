import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { Order } from '../db/schema';
import { posConfigOf, type PosConfig } from '../../src/domain/pos-config';

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
