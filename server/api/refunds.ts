import { fail, notFound } from '../http/errors';
import { requireOperator } from '../http/security';
import type { Handlers } from '../http/types';
import { changeOrders } from '../orders/order-changes';
import type { Deps } from './deps';
import { staffOrder } from './ops';

type RefundHandlers = Pick<Handlers, 'opsMarkRefunded'>;

/**
 * A cancelled paid order stays "refund due" on the desk until an operator gives the money back
 * and says so: when, who, how (cash, card, through the provider), with a note, in the order's log.
 */
export function refundHandlers({ db, events }: Deps): RefundHandlers {
  return {
    async opsMarkRefunded(request) {
      const staff = requireOperator(request);
      const { method, note = null } = request.body;
      const refunded = await changeOrders(db, events, async ({ tx, updated }) => {
        const row = await tx
          .updateTable('orders')
          .set({
            refund_due: false,
            refunded_at: new Date(),
            refunded_by: staff.id,
            refund_method: method,
            refund_note: note?.trim() || null,
          })
          .where('merchant_id', '=', staff.merchant_id)
          .where('id', '=', request.params.id)
          // only while it is due: a second operator's click finds it done
          .where('refund_due', '=', true)
          .returningAll()
          .executeTakeFirst();
        if (!row) {
          const exists = await tx
            .selectFrom('orders')
            .select('status')
            .where('merchant_id', '=', staff.merchant_id)
            .where('id', '=', request.params.id)
            .executeTakeFirst();
          if (!exists) throw notFound('order');
          throw fail(409, 'NO_REFUND_DUE');
        }
        return updated(row, 'REFUNDED');
      });
      return staffOrder(db, refunded);
    },
  };
}
