import { randomBytes } from 'node:crypto';
import { sql, type ExpressionBuilder } from 'kysely';
import { KITCHEN_STATUSES, nextStatuses } from '../../src/domain/order-lifecycle';
import type { OrderStatus } from '../../src/domain/order-status';
import { localParts, scheduledInstant } from '../../src/domain/schedule';
import { sendCode, verifyCode } from '../auth/otp';
import type { Db } from '../db/database';
import type { Database, Order, Staff } from '../db/schema';
import { fail, notFound } from '../http/errors';
import { hashToken, requireMerchant, requireOperator, requireStaff } from '../http/security';
import type { Handlers, Schemas } from '../http/types';
import { loadOrder } from '../orders/create-order';
import { claimTicket, issueTicket } from '../orders/stream-tickets';
import { openEventStream } from '../http/event-stream';
import { changeOrders, moveOrder } from '../orders/order-changes';
import { gatewayFor } from '../sms/select-gateway';
import { orderNotices } from '../notify/order-notices';
import { refundCardOrder } from '../payments/card-payment';
import type { Deps } from './deps';
import { boardCursor, FINISHED, onBoard, staffOrders } from './ops-board';
import { posOrderState } from '../pos/desk';

type OpsHandlers = Pick<
  Handlers,
  | 'opsSendOtp'
  | 'opsVerifyOtp'
  | 'opsListOrders'
  | 'opsGetOrder'
  | 'opsChangeOrderStatus'
  | 'opsAssignCourier'
  | 'opsCreateEventsTicket'
  | 'opsGetOrderEvents'
>;

const toStaff = (s: Staff): Schemas['StaffMember'] => ({
  id: s.id,
  name: s.name,
  phone: s.phone,
  role: s.role,
  branchId: s.branch_id,
});

/** The first instant of a calendar day in the merchant's time zone; a day off the calendar is 400. */
export const dayStart = (day: string) => {
  const start = scheduledInstant(day, '00:00');
  // a day that is not on the calendar (2026-02-31) does not roll over into the next month
  if (Number.isNaN(start.getTime()) || localParts(start).day !== day)
    throw fail(400, 'VALIDATION', `day ${day}`);
  return start;
};

/** An order found by its number, by digits of its customer's or receiver's phone, or by a name. */
function matching(eb: ExpressionBuilder<Database, 'orders'>, q: string) {
  const text = q.trim();
  const digits = text.replace(/\D/g, '');
  const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const customers = eb
    .selectFrom('users')
    .select('users.id')
    .where((u) =>
      u.or([
        u(sql<string>`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`, 'like', like),
        ...(digits.length >= 3 ? [u('users.phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  return eb.or([
    ...(/^\d{1,9}$/.test(text) ? [eb('orders.number', '=', Number(text))] : []),
    ...(digits.length >= 3
      ? [eb(sql<string>`coalesce(orders.details->>'receiverPhone', '')`, 'like', `%${digits}%`)]
      : []),
    eb(sql<string>`lower(coalesce(orders.details->>'receiverName', ''))`, 'like', like),
    eb('orders.user_id', 'in', customers),
  ]);
}

/** What a staff member may see: the kitchen only what it cooks. */
const visibleTo = (staff: Staff) => (staff.role === 'KITCHEN' ? [...KITCHEN_STATUSES] : null);

/** The desk's view of an order: the customer's contact and the moves the lifecycle allows. */
export async function staffOrder(db: Db, order: Order): Promise<Schemas['StaffOrder']> {
  const customer = order.user_id
    ? await db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'phone'])
        .where('id', '=', order.user_id)
        .executeTakeFirst()
    : undefined;
  const name = [customer?.first_name, customer?.last_name].filter(Boolean).join(' ') || null;
  const pos = await posOrderState(db, order.id);
  return {
    ...(await loadOrder(db, order)),
    customer: { name, phone: customer?.phone ?? null },
    nextStatuses: nextStatuses(order.service_type, order.status as OrderStatus),
    ...(pos ? { pos } : {}),
  };
}

export function opsHandlers({ db, config, events }: Deps): OpsHandlers {
  async function merchantOrder(staff: Staff, id: number) {
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('merchant_id', '=', staff.merchant_id)
      .where('id', '=', id)
      .executeTakeFirst();
    const visible = visibleTo(staff);
    if (!order || (visible && !visible.includes(order.status as OrderStatus))) throw notFound('order');
    return order;
  }

  return {
    async opsSendOtp(request) {
      const merchant = requireMerchant(request);
      const staff = await db
        .selectFrom('staff')
        .select('id')
        .where('merchant_id', '=', merchant.id)
        .where('phone', '=', request.body.phone)
        .where('is_active', '=', true)
        .executeTakeFirst();
      const gateway = gatewayFor(db, merchant, { production: config.production });
      // a phone that is not staff gets no SMS, and the same answer
      return sendCode(db, staff ? gateway : { name: 'none', send: async () => ({ id: null }) }, {
        merchant,
        phone: request.body.phone,
        purpose: 'STAFF_LOGIN',
        ip: request.ip,
        resendSeconds: config.otpResendSeconds,
        perIpHour: config.otpPerIpHour,
        text: (code) => `${merchant.name}: ${code} — xodim kodi / код сотрудника / staff code`,
      });
    },
    async opsVerifyOtp(request) {
      const merchant = requireMerchant(request);
      const { phone, code } = request.body;
      await verifyCode(db, { merchantId: merchant.id, phone, purpose: 'STAFF_LOGIN', code });
      const staff = await db
        .selectFrom('staff')
        .selectAll()
        .where('merchant_id', '=', merchant.id)
        .where('phone', '=', phone)
        .where('is_active', '=', true)
        .executeTakeFirst();
      if (!staff) throw fail(400, 'WRONG_CODE');
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('staff_tokens')
        .values({ token_hash: hashToken(token), merchant_id: merchant.id, staff_id: staff.id })
        .execute();
      return { token, staff: toStaff(staff) };
    },
    async opsListOrders(request) {
      const staff = requireStaff(request);
      const { status, day, branchId, view, q, from, to, page = 0, size = 50, since } = request.query;
      const visible = visibleTo(staff);
      if (since && view !== 'board') throw fail(400, 'VALIDATION', 'since is for the board');
      // the kitchen of a branch sees its own branch's orders only
      const branch = staff.role === 'KITCHEN' && staff.branch_id ? staff.branch_id : branchId;
      let query = db.selectFrom('orders').where('merchant_id', '=', staff.merchant_id);
      if (status) query = query.where('status', '=', status);
      if (branch) query = query.where('branch_id', '=', branch);
      if (view === 'board') {
        // the board: every order that still needs someone, in one page (never capped), and with
        // `since` only those changed after it; what left the board is named in `gone`
        const cursor = await boardCursor(db);
        if (since) {
          const changed = await query
            .selectAll()
            .where('changed_at', '>', new Date(since))
            .orderBy('id')
            .execute();
          const kept = changed.filter(
            (o) => onBoard(o) && (!visible || visible.includes(o.status as OrderStatus)),
          );
          return {
            content: await staffOrders(db, kept),
            page: 0,
            size: Math.max(1, kept.length),
            totalElements: kept.length,
            last: true,
            cursor,
            gone: changed.filter((o) => !kept.includes(o)).map((o) => o.id),
          };
        }
        if (visible) query = query.where('status', 'in', visible);
        const rows = await query
          .where((eb) => eb.or([eb('status', 'not in', FINISHED), eb('refund_due', '=', true)]))
          .selectAll()
          .orderBy('id')
          .execute();
        return {
          content: await staffOrders(db, rows),
          page: 0,
          size: Math.max(1, rows.length),
          totalElements: rows.length,
          last: true,
          cursor,
        };
      }
      if (visible) query = query.where('status', 'in', visible);
      if (view === 'history') query = query.where('status', 'in', FINISHED);
      const firstDay = day ?? from;
      const lastDay = day ?? to;
      if (firstDay && lastDay && firstDay > lastDay) throw fail(400, 'VALIDATION', 'from is after to');
      if (firstDay) query = query.where('created_date', '>=', dayStart(firstDay));
      if (lastDay)
        query = query.where('created_date', '<', new Date(dayStart(lastDay).getTime() + 86_400_000));
      if (q) query = query.where((eb) => matching(eb, q));
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy('id', 'desc')
          .limit(size)
          .offset(page * size)
          .execute(),
        query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        content: await staffOrders(db, rows),
        page,
        size,
        totalElements: total.n,
        last: (page + 1) * size >= total.n,
      };
    },
    async opsGetOrder(request) {
      const order = await merchantOrder(requireStaff(request), request.params.id);
      return { ...(await staffOrder(db, order)), notifications: await orderNotices(db, order.id) };
    },
    async opsChangeOrderStatus(request) {
      const staff = requireStaff(request);
      const order = await merchantOrder(staff, request.params.id);
      const moved = await moveOrder(db, events, order, {
        to: request.body.status,
        reasonCode: request.body.reasonCode ?? null,
        reason: request.body.reason,
        actor: staff.role,
      });
      // a paid saved-card order the desk cancels gets its money back through Payme
      await refundCardOrder(db, config.paymeApiUrl, requireMerchant(request), moved);
      return staffOrder(
        db,
        await db.selectFrom('orders').selectAll().where('id', '=', moved.id).executeTakeFirstOrThrow(),
      );
    },
    async opsAssignCourier(request) {
      const staff = requireOperator(request);
      const order = await merchantOrder(staff, request.params.id);
      if (order.service_type !== 'DELIVERY') throw fail(409, 'TRANSITION_NOT_ALLOWED', order.status);
      const moved = await changeOrders(db, events, async ({ tx, updated }) =>
        updated(
          await tx
            .updateTable('orders')
            .set({ courier_name: request.body.name, courier_phone: request.body.phone })
            .where('id', '=', order.id)
            .returningAll()
            .executeTakeFirstOrThrow(),
        ),
      );
      return staffOrder(db, moved);
    },
    async opsCreateEventsTicket(request) {
      const staff = requireStaff(request);
      return issueTicket(db, staff.merchant_id, { staffId: staff.id });
    },
    async opsGetOrderEvents(request, reply) {
      const { merchantId, ticket } = request.query;
      if (!(await claimTicket(db, ticket, merchantId, 'staff'))) throw fail(401, 'UNAUTHORIZED');
      const stream = openEventStream(reply);
      stream.comment('open');
      stream.onStop(events.subscribeMerchant(merchantId, stream.send));
      return reply;
    },
  };
}
