import { notFound } from '../http/errors';
import { requireMerchant, requireUser } from '../http/security';
import type { Handlers } from '../http/types';
import type { Deps } from './deps';

/** The courier of one of the customer's own orders: who they are, and where only while on the way. */
export function customerCourierHandlers({ db }: Pick<Deps, 'db'>): Pick<Handlers, 'getCourier'> {
  return {
    async getCourier(request) {
      const user = requireUser(request);
      // only the courier of one of this customer's own orders
      const c = await db
        .selectFrom('couriers')
        .selectAll()
        .where('merchant_id', '=', requireMerchant(request).id)
        .where('id', '=', request.params.id)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('orders')
              .select('orders.id')
              .whereRef('orders.courier_id', '=', 'couriers.id')
              .where('orders.user_id', '=', user.id),
          ),
        )
        .executeTakeFirst();
      if (!c) throw notFound('courier');
      // where the courier is only while they carry one of this customer's orders on the way
      const carrying = await db
        .selectFrom('orders')
        .select('id')
        .where('courier_id', '=', c.id)
        .where('user_id', '=', user.id)
        .where('status', '=', 'ON_WAY')
        .executeTakeFirst();
      return {
        id: c.id,
        user: { firstName: c.first_name, lastName: c.last_name, phone: c.phone, image: c.image },
        status: c.status as 'FREE' | 'BUSY' | 'OFFLINE',
        branch: c.branch_id,
        latitude: carrying ? c.latitude : null,
        longitude: carrying ? c.longitude : null,
      };
    },
  };
}
