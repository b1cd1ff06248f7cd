import { fail, notFound } from '../http/errors';
import { requireOperator, requireStaff } from '../http/security';
import type { Handlers } from '../http/types';
import { posStatus, retryPosOrder } from '../pos/desk';
import { syncMenu } from '../pos/menu-sync';
import { PosError } from '../pos/pos-error';
import { posDeps } from '../pos/deps';
import type { Deps } from './deps';
import { staffOrder } from './ops';

type PosHandlers = Pick<Handlers, 'opsPosStatus' | 'opsPosMenuSync' | 'opsPosRetry'>;

/** The desk's POS calls: the status line, the menu sync (with its dry run), an order's Retry. */
export function posOpsHandlers(deps: Deps): PosHandlers {
  const { db } = deps;
  return {
    async opsPosStatus(request) {
      return posStatus(db, requireStaff(request).merchant_id);
    },
    async opsPosMenuSync(request) {
      const staff = requireOperator(request);
      const dryRun = request.query.dryRun === true;
      try {
        return { dryRun, lines: await syncMenu(posDeps(deps), staff.merchant_id, dryRun) };
      } catch (error) {
        if (error instanceof PosError && error.permanent && /no POS/.test(error.message))
          throw fail(409, 'POS_NOT_CONNECTED');
        if (error instanceof PosError) throw fail(422, 'POS_FAILED', error.message);
        throw error;
      }
    },
    async opsPosRetry(request) {
      const staff = requireOperator(request);
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('merchant_id', '=', staff.merchant_id)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!order) throw notFound('order');
      if (!(await retryPosOrder(db, staff.merchant_id, order.id))) throw fail(409, 'POS_NOT_CONNECTED');
      deps.events.announce(order);
      return staffOrder(db, order);
    },
  };
}
