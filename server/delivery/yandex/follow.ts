import { carrying, claimMeaning } from '../../../src/domain/yandex-claim-status';
import type { Db } from '../../db/database';
import type { OrderEvents } from '../../orders/events';
import { changeOrders } from '../../orders/order-changes';
import { keepPosition } from '../positions';
import type { Claim } from './claims';
import type { YandexClaimInfo, YandexClient } from './client';

export const saveInfo = (
  db: Db,
  claim: Claim,
  info: YandexClaimInfo,
  extra: Partial<Record<'action' | 'closed', unknown>> = {},
) =>
  db
    .updateTable('delivery_claims')
    .set({
      claim_id: info.id,
      status: info.status,
      version: info.version,
      ...(extra as { action?: string | null; closed?: boolean }),
    })
    .where('id', '=', claim.id)
    .returningAll()
    .executeTakeFirstOrThrow();

/**
 * What the claim's status means for the order, applied through the orders service: the courier
 * status, the move (picked up: ON_WAY, delivered: DELIVERED), the performer to call.
 */
export async function applyClaimStatus(db: Db, events: OrderEvents, claim: Claim) {
  const meaning = claim.status ? claimMeaning(claim.status) : null;
  if (!meaning) return;
  const performer = claim.performer;
  await changeOrders(db, events, async ({ tx, move, updated }) => {
    const order = await tx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', claim.order_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (['CANCELED', 'CLOSED', 'DELIVERED'].includes(order.status)) return;
    let row = order;
    // the performer first, so that the customer's "on the way" message names them
    if (performer?.name && (row.courier_name !== performer.name || row.courier_phone !== performer.phone))
      row = await updated(
        await tx
          .updateTable('orders')
          .set({ courier_name: performer.name, courier_phone: performer.phone })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    const to =
      meaning.moveTo === 'ON_WAY' && row.status === 'DONE'
        ? 'ON_WAY'
        : meaning.moveTo === 'DELIVERED' && row.status === 'ON_WAY'
          ? 'DELIVERED'
          : null;
    if (to) row = await move(row, { to, courierStatus: meaning.courierStatus, actor: 'COURIER' });
    else if (row.courier_status !== meaning.courierStatus)
      row = await move(row, {
        to: row.status as 'DONE',
        courierStatus: meaning.courierStatus,
        actor: 'COURIER',
      });
    if (to === 'ON_WAY')
      await tx.updateTable('orders').set({ picked_up_at: new Date() }).where('id', '=', row.id).execute();
  });
  if (meaning.closed || meaning.moveTo === 'DELIVERED')
    await db.updateTable('delivery_claims').set({ closed: true }).where('id', '=', claim.id).execute();
}

/** One claim's status asked again: saved, accepted when ready, the performer and their position. */
export async function poll(db: Db, events: OrderEvents, client: YandexClient, claim: Claim) {
  const info = await client.info(claim.claim_id as string);
  let fresh = await saveInfo(db, claim, info);
  if (info.status === 'ready_for_approval')
    fresh = await saveInfo(db, fresh, await client.accept(info.id, info.version));
  const p = info.performer_info;
  if (p?.courier_name && !fresh.performer?.name) {
    // the performer's number to call (Yandex forwards it)
    const voice = await client.voiceForwarding(info.id).catch(() => null);
    const phone = voice ? `${voice.phone.replace(/\D/g, '')}${voice.ext ? `,${voice.ext}` : ''}` : null;
    fresh = await db
      .updateTable('delivery_claims')
      .set({
        performer: JSON.stringify({
          name: p.courier_name,
          phone,
          car: [p.car_model, p.car_number].filter(Boolean).join(' ') || null,
        }),
      })
      .where('id', '=', claim.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  await applyClaimStatus(db, events, fresh);
  if (carrying(info.status)) {
    const { position } = await client.performerPosition(info.id);
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', claim.order_id)
      .executeTakeFirstOrThrow();
    await keepPosition(db, events, [order], {
      latitude: position.lat,
      longitude: position.lon,
      accuracy: null,
      at: new Date(position.timestamp * 1000),
      courierId: null,
    });
  }
}
