import { sql } from 'kysely';
import { fail, notFound } from '../http/errors';
import { orderEvent } from '../orders/events';
import { requireMerchant } from '../http/security';
import type { Handlers } from '../http/types';
import { advanceOrder } from '../orders/simulator';
import type { Deps } from './deps';
import { nearestStreet } from './dev-streets';

/** Development-only routes: every one is 404 when NODE_ENV=production. */
export function devHandlers({
  db,
  config,
  events,
}: Deps): Pick<Handlers, 'getSmsOutbox' | 'advanceOrder' | 'reverseGeocode' | 'backdateOrder'> {
  return {
    async getSmsOutbox(request) {
      if (config.production) throw notFound();
      const rows = await db
        .selectFrom('sms_outbox')
        .selectAll()
        .where('phone', '=', request.query.phone)
        // the login codes first (what a person opening it looks for), then the order's texts
        .orderBy(sql`code IS NULL`)
        .orderBy('created_date', 'desc')
        .orderBy('id', 'desc')
        .limit(20)
        .execute();
      return rows.map((r) => ({
        phone: r.phone,
        code: r.code,
        text: r.text,
        createdAt: new Date(r.created_date).toISOString(),
      }));
    },
    async reverseGeocode(request) {
      if (config.production) throw notFound();
      const { latitude, longitude, lang } = request.query;
      const found = nearestStreet(latitude, longitude, lang);
      if (!found) throw notFound();
      return found;
    },
    async advanceOrder(request) {
      if (config.production) throw notFound();
      const merchant = requireMerchant(request);
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('merchant_id', '=', merchant.id)
        .executeTakeFirst();
      if (!order) throw notFound();
      const moved = await advanceOrder(db, events, order);
      if (!moved) throw fail(409, 'ORDER_AT_END');
      return orderEvent(moved);
    },
    async backdateOrder(request, reply) {
      if (config.production) throw notFound();
      const merchant = requireMerchant(request);
      const back = sql`make_interval(days => ${request.body.days})`;
      const earlier = (column: string) => sql<Date>`${sql.ref(column)} - ${back}`;
      await db.transaction().execute(async (tx) => {
        // the rollups' trigger moves the order's figures to the day and hour it now has
        const order = await tx
          .updateTable('orders')
          .set({
            created_date: earlier('created_date'),
            changed_at: earlier('changed_at'),
            delivery_at: earlier('delivery_at'),
            accepted_time: earlier('accepted_time'),
            cooking_time: earlier('cooking_time'),
            ready_time: earlier('ready_time'),
            delivered_at: earlier('delivered_at'),
            courier_assigned_at: earlier('courier_assigned_at'),
            picked_up_at: earlier('picked_up_at'),
            refunded_at: earlier('refunded_at'),
          })
          .where('id', '=', request.params.id)
          .where('merchant_id', '=', merchant.id)
          .returning('user_id')
          .executeTakeFirst();
        if (!order) throw notFound();
        if (order.user_id === null) return;
        // the customer's first, second and last order, as report_rebuild counts them from the orders
        await sql`UPDATE report_customers c SET first_at = o.first_at, second_at = o.second_at, last_at = o.last_at
          FROM (SELECT min(created_date) AS first_at, (array_agg(created_date ORDER BY created_date))[2] AS second_at,
              max(created_date) AS last_at
            FROM orders WHERE merchant_id = ${merchant.id} AND user_id = ${order.user_id}) o
          WHERE c.merchant_id = ${merchant.id} AND c.user_id = ${order.user_id}`.execute(tx);
      });
      return reply.code(204).send();
    },
  };
}
