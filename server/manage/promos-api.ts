import type { FastifyRequest } from 'fastify';
import type { ManageDeps as Deps } from './deps';
import { requireManager, requireMerchant } from '../http/security';
import type { Handlers } from '../http/types';
import { afterManageWrite } from './after-write';
import { logChange } from './change-log';
import { lockPromo, promoFields, promosWithUses, writePromo, type PromoFields } from './promo-writes';
import { bumpVersion, nextVersion } from './versions';

type PromoHandlers = Pick<Handlers, 'manageListPromos' | 'manageCreatePromo' | 'manageUpdatePromo'>;

/** Promo codes: started, paused or changed from a version; listed with their uses and discount given. */
export function promoHandlers(deps: Deps): PromoHandlers {
  const { db } = deps;
  const manager = (request: FastifyRequest) => ({
    staff: requireManager(request),
    merchant: requireMerchant(request),
  });
  const one = async (merchantId: number, id: number) =>
    (await promosWithUses(db, merchantId, id))[0] as NonNullable<
      Awaited<ReturnType<typeof promosWithUses>>[number]
    >;
  return {
    async manageListPromos(request) {
      return promosWithUses(db, manager(request).merchant.id);
    },
    async manageCreatePromo(request, reply) {
      const { merchant, staff } = manager(request);
      const id = await db.transaction().execute(async (tx) => {
        const ctx = { tx, merchant, staff };
        const row = await writePromo(ctx, null, { active: true, ...request.body } as PromoFields);
        const version = await bumpVersion(tx, 'promo', row.id, 0);
        await logChange(tx, {
          staff,
          kind: 'promo',
          rowId: row.id,
          action: 'created',
          before: null,
          after: promoFields(row),
          version,
        });
        return row.id;
      });
      afterManageWrite(deps, merchant.id, 'promo');
      reply.code(201);
      return one(merchant.id, id);
    },
    async manageUpdatePromo(request) {
      const { merchant, staff } = manager(request);
      const { version: startedFrom, ...changes } = request.body;
      await db.transaction().execute(async (tx) => {
        const ctx = { tx, merchant, staff };
        const stored = await lockPromo(ctx, request.params.id);
        const version = await nextVersion(tx, 'promo', stored.id, startedFrom);
        const before = promoFields(stored);
        const row = await writePromo(ctx, stored, { ...before, ...changes });
        await logChange(tx, {
          staff,
          kind: 'promo',
          rowId: row.id,
          action: 'changed',
          before,
          after: promoFields(row),
          version,
        });
      });
      afterManageWrite(deps, merchant.id, 'promo');
      return one(merchant.id, request.params.id);
    },
  };
}
