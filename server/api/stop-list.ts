import type { Db } from '../db/database';
import { fail, notFound } from '../http/errors';
import { requireOperator, requireStaff } from '../http/security';
import type { Handlers, Schemas } from '../http/types';
import type { Deps } from './deps';

type StopListHandlers = Pick<Handlers, 'opsListStops' | 'opsAddStop' | 'opsRemoveStop'>;

/** The entries in force, each named by its dish (and its modifier), for the desk. */
async function entries(db: Db, merchantId: number, id?: number): Promise<Schemas['StopEntry'][]> {
  let query = db
    .selectFrom('stop_list')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', new Date())]));
  if (id !== undefined) query = query.where('id', '=', id);
  const rows = await query.orderBy('id', 'desc').execute();
  const products = await db
    .selectFrom('products')
    .select(['id', 'name', 'modification_groups'])
    .where('merchant_id', '=', merchantId)
    .execute();
  return rows.map((r) => {
    const product = r.product_id
      ? products.find((p) => p.id === r.product_id)
      : products.find((p) =>
          p.modification_groups.some((g) => g.modifications.some((m) => m.id === r.modification_id)),
        );
    const mod = product?.modification_groups
      .flatMap((g) => g.modifications)
      .find((m) => m.id === r.modification_id);
    const name = product?.name ?? { uz: '', ru: '', eng: '' };
    return {
      id: r.id,
      productId: r.product_id,
      modificationId: r.modification_id,
      branchId: r.branch_id,
      until: r.until ? r.until.toISOString() : null,
      name: mod
        ? {
            uz: `${name.uz}: ${mod.name.uz}`,
            ru: `${name.ru}: ${mod.name.ru}`,
            eng: `${name.eng}: ${mod.name.eng}`,
          }
        : name,
      createdAt: new Date(r.created_at).toISOString(),
      source: r.source,
    };
  });
}

/** The stop-list: operators stop a dish or a modifier, at a branch or all, until a time or for now. */
export function stopListHandlers({ db, events }: Deps): StopListHandlers {
  return {
    async opsListStops(request) {
      return entries(db, requireStaff(request).merchant_id);
    },
    async opsAddStop(request) {
      const staff = requireOperator(request);
      const { productId, modificationId, branchId = null, until = null } = request.body;
      if ((productId === undefined) === (modificationId === undefined))
        throw fail(400, 'VALIDATION', 'one of productId or modificationId');
      if (until !== null && new Date(until).getTime() <= Date.now())
        throw fail(400, 'VALIDATION', 'until is in the past');
      const products = await db
        .selectFrom('products')
        .select(['id', 'modification_groups'])
        .where('merchant_id', '=', staff.merchant_id)
        .execute();
      const known =
        productId !== undefined
          ? products.some((p) => p.id === productId)
          : products.some((p) =>
              p.modification_groups.some((g) => g.modifications.some((m) => m.id === modificationId)),
            );
      if (!known) throw notFound(productId !== undefined ? 'product' : 'modification');
      if (branchId !== null) {
        const branch = await db
          .selectFrom('branches')
          .select('id')
          .where('merchant_id', '=', staff.merchant_id)
          .where('id', '=', branchId)
          .executeTakeFirst();
        if (!branch) throw fail(404, 'FILIAL_NOT_FOUND');
      }
      const row = await db
        .insertInto('stop_list')
        .values({
          merchant_id: staff.merchant_id,
          product_id: productId ?? null,
          modification_id: modificationId ?? null,
          branch_id: branchId,
          until: until === null ? null : new Date(until),
          staff_id: staff.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // open storefronts grey the dish out at once (the branch's menu, or every branch's)
      events.announceStorefront(staff.merchant_id, { kind: 'stop-list', branchId });
      return (await entries(db, staff.merchant_id, row.id))[0] as Schemas['StopEntry'];
    },
    async opsRemoveStop(request, reply) {
      const staff = requireOperator(request);
      // an entry the POS holds is lifted in the POS (it comes off here with the next stop-list)
      const held = await db
        .selectFrom('stop_list')
        .select('source')
        .where('merchant_id', '=', staff.merchant_id)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (held?.source) throw fail(409, 'POS_OWNS_STOP', held.source);
      const removed = await db
        .deleteFrom('stop_list')
        .where('merchant_id', '=', staff.merchant_id)
        .where('id', '=', request.params.id)
        .returning('branch_id')
        .executeTakeFirst();
      if (!removed) throw notFound('stop-list entry');
      events.announceStorefront(staff.merchant_id, { kind: 'stop-list', branchId: removed.branch_id });
      return reply.code(204).send();
    },
  };
}
