import type { ManageDeps as Deps } from './deps';
import { managerOf } from './context';
import type { Handlers } from '../http/types';
import { lockPromo, promoFields, promosWithUses, writePromo, type PromoFields } from './promo-writes';
import { changeVersioned, createVersioned } from './versioned-save';

type PromoHandlers = Pick<Handlers, 'manageListPromos' | 'manageCreatePromo' | 'manageUpdatePromo'>;

/** Promo codes: started, paused or changed from a version; listed with their uses and discount given. */
export function promoHandlers(deps: Deps): PromoHandlers {
  const { db } = deps;
  const one = async (merchantId: number, id: number) =>
    (await promosWithUses(db, merchantId, id))[0] as NonNullable<
      Awaited<ReturnType<typeof promosWithUses>>[number]
    >;
  return {
    async manageListPromos(request) {
      return promosWithUses(db, managerOf(request).merchant.id);
    },
    async manageCreatePromo(request, reply) {
      const who = managerOf(request);
      const id = await createVersioned(deps, who, 'promo', {
        write: (ctx) => writePromo(ctx, null, { active: true, ...request.body } as PromoFields),
        fields: promoFields,
        answer: (_tx, row) => row.id,
      });
      reply.code(201);
      return one(who.merchant.id, id);
    },
    async manageUpdatePromo(request) {
      const who = managerOf(request);
      const { version: startedFrom, ...changes } = request.body;
      await changeVersioned(deps, who, 'promo', startedFrom, {
        lock: (ctx) => lockPromo(ctx, request.params.id),
        fields: promoFields,
        write: (ctx, stored, before) => writePromo(ctx, stored, { ...before, ...changes }),
        answer: () => undefined,
      });
      return one(who.merchant.id, request.params.id);
    },
  };
}
