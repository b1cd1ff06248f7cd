import { fail } from '../http/errors';
import { requireOperator } from '../http/security';
import type { Handlers } from '../http/types';
import type { Deps } from './deps';

const DAY_MS = 86_400_000;

/** A busy branch: operators pause its orders for now and lengthen the estimate its customers see. */
export function busyBranchHandlers({ db, events }: Deps): Pick<Handlers, 'opsSetBranchBusy'> {
  return {
    async opsSetBranchBusy(request) {
      const staff = requireOperator(request);
      const { pausedUntil, extraMinutes } = request.body;
      const until = pausedUntil === null ? null : new Date(pausedUntil);
      if (until && (until.getTime() <= Date.now() || until.getTime() > Date.now() + DAY_MS))
        throw fail(422, 'PAUSE_OUT_OF_RANGE');
      const branch = await db
        .updateTable('branches')
        .set({ paused_until: until, extra_minutes: extraMinutes })
        .where('merchant_id', '=', staff.merchant_id)
        .where('id', '=', request.params.id)
        .returning(['paused_until', 'extra_minutes'])
        .executeTakeFirst();
      if (!branch) throw fail(404, 'FILIAL_NOT_FOUND');
      // open storefronts show the branch paused (or taking orders again) at once
      events.announceStorefront(staff.merchant_id, { kind: 'branch', branchId: request.params.id });
      return {
        pausedUntil: branch.paused_until ? branch.paused_until.toISOString() : null,
        extraMinutes: branch.extra_minutes,
      };
    },
  };
}
