import type { Db } from '../db/database';
import { loyaltyOf } from '../db/loyalty';
import { fail } from '../http/errors';
import { requireManager } from '../http/security';
import type { Handlers } from '../http/types';

type LoyaltyHandlers = Pick<Handlers, 'manageGetLoyalty' | 'managePutLoyalty'>;

/** The merchant's loyalty settings, read and set by its manager; fulfilment and checkout apply them. */
export function loyaltyHandlers({ db }: { db: Db }): LoyaltyHandlers {
  return {
    async manageGetLoyalty(request) {
      const staff = requireManager(request);
      return loyaltyOf(db, staff.merchant_id);
    },
    async managePutLoyalty(request) {
      const staff = requireManager(request);
      const body = request.body;
      // a hundredth of a percent at most (2.5 %, not 2.4999 %)
      if (Math.round(body.cashbackPercent * 100) !== body.cashbackPercent * 100)
        throw fail(400, 'VALIDATION', 'cashbackPercent: two decimals at most');
      const row = {
        cashback_percent: body.cashbackPercent,
        max_pay_percent: body.maxPayPercent,
        expiry_days: body.expiryDays,
        birthday: JSON.stringify(body.birthday),
        updated_by: staff.id,
        updated_at: new Date(),
      };
      await db
        .insertInto('merchant_loyalty')
        .values({ merchant_id: staff.merchant_id, ...row })
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet(row))
        .execute();
      return loyaltyOf(db, staff.merchant_id);
    },
  };
}
