import { dayReport } from '../../src/domain/day-report';
import { toLang } from '../../src/domain/language';
import { localized } from '../../src/domain/localized';
import { ordersCsv } from './orders-csv';
import { localParts } from '../../src/domain/schedule';
import type { Db } from '../db/database';
import { courierFiguresOf, courierNamesOf } from '../delivery/day-figures';
import { fail } from '../http/errors';
import { requireOperator } from '../http/security';
import type { Handlers } from '../http/types';
import type { Deps } from './deps';
import { dayStart } from './ops';

type ReportHandlers = Pick<Handlers, 'opsDayReport' | 'opsOrdersCsv'>;

const DAY_MS = 86_400_000;

/** Orders placed from the start of `from` to the end of `to`, at one branch or all, oldest first. */
function placed(db: Db, merchantId: number, from: string, to: string, branchId: number | undefined) {
  const since = dayStart(from);
  const until = new Date(dayStart(to).getTime() + DAY_MS);
  if (until <= since) throw fail(400, 'VALIDATION', 'from is after to');
  if (until.getTime() - since.getTime() > 366 * DAY_MS) throw fail(400, 'VALIDATION', 'a year at most');
  let query = db
    .selectFrom('orders')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('created_date', '>=', since)
    .where('created_date', '<', until);
  if (branchId) query = query.where('branch_id', '=', branchId);
  return query.orderBy('id').execute();
}

/** The day's figures and the orders' spreadsheet, for operators (the kitchen has no use for them). */
export function reportHandlers({ db }: Deps): ReportHandlers {
  return {
    async opsDayReport(request) {
      const staff = requireOperator(request);
      const { day, branchId } = request.query;
      const orders = await placed(db, staff.merchant_id, day, day, branchId);
      return {
        day,
        ...dayReport(
          orders.map((o) => ({
            status: o.status,
            paymentType: o.payment_type,
            serviceType: o.service_type,
            totalPrice: o.total_price,
            lines: o.lines,
          })),
        ),
        // the couriers' deliveries among the day's orders
        couriers: await courierFiguresOf(db, orders),
      };
    },
    async opsOrdersCsv(request, reply) {
      const staff = requireOperator(request);
      const { from, to, branchId } = request.query;
      const orders = await placed(db, staff.merchant_id, from, to, branchId);
      const phones = new Map(
        (
          await db
            .selectFrom('users')
            .select(['id', 'phone'])
            .where('merchant_id', '=', staff.merchant_id)
            .where(
              'id',
              'in',
              [...new Set(orders.map((o) => o.user_id).filter((id): id is number => id !== null))].concat(0),
            )
            .execute()
        ).map((u) => [u.id, u.phone]),
      );
      const branches = new Map(
        (
          await db
            .selectFrom('branches')
            .select(['id', 'name'])
            .where('merchant_id', '=', staff.merchant_id)
            .execute()
        ).map((b) => [b.id, b.name]),
      );
      const [couriers, carriedBy] = await Promise.all([
        courierFiguresOf(db, orders),
        courierNamesOf(db, orders),
      ]);
      // in the staff member's language (the desk sends it), Uzbek when it sends none
      const lang = toLang(String(request.headers['accept-language'] ?? '').slice(0, 2)) ?? 'uz';
      const csv = ordersCsv(
        orders.map((o) => {
          const at = localParts(new Date(o.created_date));
          const branch = branches.get(o.branch_id);
          return {
            number: o.number,
            placedAt: `${at.day} ${at.time}`,
            status: o.status,
            serviceType: o.service_type,
            branch: branch ? localized(branch, lang) : String(o.branch_id),
            paymentType: o.payment_type,
            isPaid: o.is_paid,
            total: o.total_price,
            delivery: o.delivery_price,
            discount: o.total_discount,
            phone: o.user_id ? (phones.get(o.user_id) ?? null) : null,
            courier: carriedBy.get(o.id) ?? null,
          };
        }),
        lang,
        couriers,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${from}-${to}.csv"`)
        .send(`\uFEFF${csv}\r\n`);
    },
  };
}
