import type { Deps } from './deps';
import { dayStart, staffOrder } from './ops';
import { courierDay } from '../delivery/day-figures';
import { fail, notFound } from '../http/errors';
import { requireMerchant, requireOperator, requireStaff } from '../http/security';
import type { Handlers } from '../http/types';
import { changeOrders } from '../orders/order-changes';
import { courierForDelivery, roster } from '../delivery/roster';
import { callYandex, claimView, openClaims, orderClaim } from '../delivery/yandex/claims';

type OpsDeliveryHandlers = Pick<
  Handlers,
  'opsListCouriers' | 'opsAssignRosterCourier' | 'opsGetDeliveryClaim' | 'opsCallYandex' | 'opsCourierDay'
>;

/** A delivery can still be given to a courier until it leaves the branch. */
const ASSIGNABLE = ['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'AT_TIME'];

/** The desk's side of delivery: the roster, giving a delivery to a courier, calling Yandex. */
export function opsDeliveryHandlers({ db, events }: Deps): OpsDeliveryHandlers {
  const deliveryOf = async (merchantId: number, id: number) => {
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!order) throw notFound('order');
    return order;
  };
  return {
    async opsListCouriers(request) {
      const staff = requireStaff(request);
      const [couriers, claims] = await Promise.all([
        roster(db, staff.merchant_id, request.query.branchId),
        openClaims(db, staff.merchant_id),
      ]);
      return { couriers, claims };
    },
    async opsCourierDay(request) {
      const staff = requireStaff(request);
      const from = dayStart(request.query.day);
      return courierDay(
        db,
        staff.merchant_id,
        from,
        new Date(from.getTime() + 86_400_000),
        request.query.branchId,
      );
    },
    async opsAssignRosterCourier(request) {
      const staff = requireOperator(request);
      const order = await deliveryOf(staff.merchant_id, request.params.id);
      if (order.service_type !== 'DELIVERY' || !ASSIGNABLE.includes(order.status))
        throw fail(409, 'TRANSITION_NOT_ALLOWED', order.status);
      const courier = await courierForDelivery(
        db,
        staff.merchant_id,
        request.body.courierId,
        order.branch_id,
      );
      const moved = await changeOrders(db, events, async ({ tx, move }) => {
        // a Yandex claim still looking for a performer is given up (its cancel goes out)
        await tx
          .updateTable('delivery_claims')
          .set({ action: 'CANCEL', next_attempt_at: new Date(), attempts: 0 })
          .where('order_id', '=', order.id)
          .where('closed', '=', false)
          .execute();
        const row = await move(order, {
          to: order.status as 'DONE',
          courierStatus: 'PERFORMER_FOUND',
          courierId: courier.id,
          actor: staff.role,
        });
        return tx
          .updateTable('orders')
          .set({
            courier_id: courier.id,
            courier_name: [courier.first_name, courier.last_name].filter(Boolean).join(' '),
            courier_phone: courier.phone,
            courier_assigned_at: new Date(),
            courier_reason: null,
            delivery_type: 'LAMENU',
          })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return staffOrder(db, moved);
    },
    async opsGetDeliveryClaim(request) {
      const staff = requireStaff(request);
      const order = await deliveryOf(staff.merchant_id, request.params.id);
      const claim = await orderClaim(db, order.id);
      return claim ? claimView(claim) : null;
    },
    async opsCallYandex(request) {
      const staff = requireOperator(request);
      const merchant = requireMerchant(request);
      if (!merchant.secrets.yandexDeliveryKey) throw fail(409, 'DELIVERY_NOT_CONFIGURED');
      const order = await deliveryOf(staff.merchant_id, request.params.id);
      if (order.service_type !== 'DELIVERY' || !ASSIGNABLE.includes(order.status))
        throw fail(409, 'TRANSITION_NOT_ALLOWED', order.status);
      return claimView(await callYandex(db, events, order, staff.role));
    },
  };
}
