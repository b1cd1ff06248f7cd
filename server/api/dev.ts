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
}: Deps): Pick<Handlers, 'getSmsOutbox' | 'advanceOrder' | 'reverseGeocode'> {
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
  };
}
