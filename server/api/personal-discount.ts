import { birthdayOffer } from '../orders/birthday';
import { requireMerchant, requireUser } from '../http/security';
import type { Handlers } from '../http/types';
import type { Deps } from './deps';

/** The customer's own discount at checkout: the birthday promo, as the order's pricing applies it. */
export function personalDiscountHandlers({ db }: Deps): Pick<Handlers, 'getPersonalDiscount'> {
  return {
    async getPersonalDiscount(request) {
      const user = requireUser(request);
      const offer = await birthdayOffer(db, requireMerchant(request), user);
      return {
        birthday: offer && { percent: offer.percent, from: offer.from, until: offer.until },
      };
    },
  };
}
