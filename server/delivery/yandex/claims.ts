import type { Selectable } from 'kysely';
import { claimMeaning } from '../../../src/domain/yandex-claim-status';
import type { Actor } from '../../../src/domain/order-lifecycle';
import type { Db } from '../../db/database';
import type { Order } from '../../db/schema';
import type { DeliveryClaimTable } from '../../db/tables-delivery';
import { fail } from '../../http/errors';
import type { Schemas } from '../../http/types';
import type { OrderEvents } from '../../orders/events';
import { changeOrders } from '../../orders/order-changes';

export type Claim = Selectable<DeliveryClaimTable>;

/** The desk's view of a claim. */
export function claimView(c: Claim): Schemas['DeliveryClaim'] {
  const meaning = c.status ? claimMeaning(c.status) : null;
  return {
    orderId: c.order_id,
    provider: 'YANDEX',
    status: c.status,
    courierStatus: meaning?.courierStatus ?? 'PERFORMER_LOOK_UP',
    performer: c.performer,
    failed: meaning?.failed === true || (c.attempts >= 8 && c.claim_id === null),
    createdDate: new Date(c.created_date).toISOString(),
  };
}

/** The order's latest claim. */
export const orderClaim = (db: Db, orderId: number) =>
  db
    .selectFrom('delivery_claims')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The merchant's claims in progress, and those that failed on orders still waiting (for the desk's map). */
export async function openClaims(db: Db, merchantId: number) {
  const rows = await db
    .selectFrom('delivery_claims')
    .innerJoin('orders', 'orders.id', 'delivery_claims.order_id')
    .selectAll('delivery_claims')
    .where('delivery_claims.merchant_id', '=', merchantId)
    .where('orders.status', 'not in', ['DELIVERED', 'CLOSED', 'CANCELED'])
    .orderBy('delivery_claims.id', 'desc')
    .execute();
  const latest = new Map<number, Claim>();
  for (const r of rows) if (!latest.has(r.order_id)) latest.set(r.order_id, r);
  const claims = [...latest.values()];
  // where each performer carrying an order is, for the desk's map beside its own couriers
  const places = await performerPlaces(
    db,
    claims.filter((c) => !c.closed).map((c) => c.order_id),
  );
  return claims.map((c) => ({ ...claimView(c), position: places.get(c.order_id) ?? null }));
}

/** The latest position Yandex gave for each of these orders, while they are on the way. */
async function performerPlaces(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, Schemas['CourierPosition']>();
  const rows = await db
    .selectFrom('courier_positions')
    .innerJoin('orders', 'orders.id', 'courier_positions.order_id')
    .select([
      'courier_positions.order_id',
      'courier_positions.latitude',
      'courier_positions.longitude',
      'courier_positions.at',
    ])
    .where('courier_positions.order_id', 'in', orderIds)
    .where('courier_positions.courier_id', 'is', null)
    .where('orders.status', '=', 'ON_WAY')
    .distinctOn('courier_positions.order_id')
    .orderBy('courier_positions.order_id')
    .orderBy('courier_positions.at', 'desc')
    .execute();
  const places = new Map<number, Schemas['CourierPosition']>();
  for (const r of rows)
    places.set(r.order_id, {
      latitude: r.latitude,
      longitude: r.longitude,
      at: new Date(r.at).toISOString(),
    });
  return places;
}

/**
 * Calls a Yandex courier for a delivery: a claim row with its request id (Yandex's idempotency
 * token, one per attempt of one order) written with the order's change, in one transaction; the
 * sender creates it at Yandex after the commit. One open claim per order (409 while one is).
 */
export async function callYandex(db: Db, events: OrderEvents, order: Order, actor: Actor): Promise<Claim> {
  return changeOrders(db, events, async ({ tx, move }) => {
    const open = await tx
      .selectFrom('delivery_claims')
      .select('id')
      .where('order_id', '=', order.id)
      .where('closed', '=', false)
      .executeTakeFirst();
    if (open) throw fail(409, 'CLAIM_OPEN');
    const before = await tx
      .selectFrom('delivery_claims')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const claim = await tx
      .insertInto('delivery_claims')
      .values({
        merchant_id: order.merchant_id,
        order_id: order.id,
        request_id: `dasturxon-${order.merchant_id}-${order.id}-${Number(before.n) + 1}`,
        action: 'CREATE',
        performer: null,
      })
      // two desks at once: the second finds the first's open claim
      .onConflict((oc) => oc.column('order_id').where('closed', '=', false).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!claim) throw fail(409, 'CLAIM_OPEN');
    const row = await move(order, { to: order.status as 'DONE', courierStatus: 'PERFORMER_LOOK_UP', actor });
    await tx
      .updateTable('orders')
      .set({ delivery_type: 'YANDEX', courier_reason: null })
      .where('id', '=', row.id)
      .execute();
    return claim;
  });
}
