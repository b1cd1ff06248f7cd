import type { Deps } from './deps';
import type { Db } from '../db/database';
import type { Staff } from '../db/schema';
import { fail, notFound } from '../http/errors';
import { requireCourier } from '../http/security';
import type { Handlers } from '../http/types';
import { changeOrders } from '../orders/order-changes';
import { courierOrder, courierRoute, toCollect } from '../delivery/courier-orders';
import { KEEP_POSITIONS_MS, keepPosition } from '../delivery/positions';
import { CARRIED, courierOf, setShift } from '../delivery/roster';

type CourierHandlers = Pick<
  Handlers,
  'courierListOrders' | 'courierStep' | 'courierShift' | 'courierPosition'
>;

/** A position may come late (sent when the phone is back online), never from the future. */
const CLOCK_SLACK_MS = 2 * 60_000;

async function theirOrder(db: Db, courierId: number, staff: Staff, id: number) {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('merchant_id', '=', staff.merchant_id)
    .where('id', '=', id)
    .where('courier_id', '=', courierId)
    .executeTakeFirst();
  // another courier's order, or none: the same answer
  if (!order) throw notFound('order');
  return order;
}

/** The courier app's API: a courier's own orders, their steps, their shift, their position. */
export function courierHandlers({ db, events }: Deps): CourierHandlers {
  const me = async (staff: Staff) => courierOf(db, staff);
  return {
    async courierListOrders(request) {
      const staff = requireCourier(request);
      const courier = await me(staff);
      return {
        courier: { id: courier.id, name: staff.name },
        shift: {
          onShift: courier.shift_started_at !== null,
          since: courier.shift_started_at ? new Date(courier.shift_started_at).toISOString() : null,
        },
        orders: await courierRoute(db, courier.id, staff.merchant_id),
      };
    },
    async courierShift(request) {
      const staff = requireCourier(request);
      const courier = await me(staff);
      return setShift(db, courier.id, staff.merchant_id, request.body.on);
    },
    async courierStep(request) {
      const staff = requireCourier(request);
      const courier = await me(staff);
      const order = await theirOrder(db, courier.id, staff, request.params.id);
      const { courierStatus, cashCollected, reason } = request.body;
      const moved = await changeOrders(db, events, async ({ tx, move }) => {
        switch (courierStatus) {
          case 'PERFORMER_PICKUPED': {
            const row = await move(order, { to: 'ON_WAY', courierStatus, actor: 'COURIER' });
            return tx
              .updateTable('orders')
              .set({ picked_up_at: new Date() })
              .where('id', '=', row.id)
              .returningAll()
              .executeTakeFirstOrThrow();
          }
          case 'PERFORMER_ARRIVED':
            if (order.status !== 'ON_WAY') throw fail(409, 'TRANSITION_NOT_ALLOWED', order.status);
            return move(order, { to: 'ON_WAY', courierStatus, actor: 'COURIER' });
          case 'PERFORMER_DELIVERED_FINISH': {
            const owed = toCollect(order);
            if (owed > 0 && cashCollected === undefined) throw fail(400, 'CASH_REQUIRED');
            const row = await move(order, { to: 'DELIVERED', courierStatus, actor: 'COURIER' });
            return tx
              .updateTable('orders')
              .set({ cash_collected: owed > 0 ? (cashCollected ?? null) : null })
              .where('id', '=', row.id)
              .returningAll()
              .executeTakeFirstOrThrow();
          }
          case 'FAILED': {
            if (!reason?.trim()) throw fail(400, 'REASON_REQUIRED');
            if (!(CARRIED as readonly string[]).includes(order.status))
              throw fail(409, 'TRANSITION_NOT_ALLOWED', order.status);
            const row = await move(order, { to: order.status as 'ON_WAY', courierStatus, actor: 'COURIER' });
            return tx
              .updateTable('orders')
              .set({ courier_reason: reason.trim() })
              .where('id', '=', row.id)
              .returningAll()
              .executeTakeFirstOrThrow();
          }
        }
      });
      return courierOrder(db, moved);
    },
    async courierPosition(request) {
      const staff = requireCourier(request);
      const courier = await me(staff);
      const { latitude, longitude, accuracy, at } = request.body;
      const when = new Date(at);
      const now = Date.now();
      if (
        Number.isNaN(when.getTime()) ||
        when.getTime() > now + CLOCK_SLACK_MS ||
        when.getTime() < now - KEEP_POSITIONS_MS
      )
        throw fail(400, 'VALIDATION', 'at');
      if (!courier.shift_started_at) throw fail(409, 'NOT_ON_SHIFT');
      // the courier's last place, for the desk's map (a late fix never moves it back)
      await db
        .updateTable('couriers')
        .set({ latitude, longitude, position_at: when })
        .where('id', '=', courier.id)
        .where((eb) => eb.or([eb('position_at', 'is', null), eb('position_at', '<=', when)]))
        .execute();
      const onWay = await db
        .selectFrom('orders')
        .selectAll()
        .where('merchant_id', '=', staff.merchant_id)
        .where('courier_id', '=', courier.id)
        .where('status', '=', 'ON_WAY')
        .execute();
      const kept = await keepPosition(db, events, onWay, {
        latitude,
        longitude,
        accuracy: accuracy ?? null,
        at: when,
        courierId: courier.id,
      });
      return { orders: kept };
    },
  };
}
