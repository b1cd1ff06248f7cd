import type { ManageDeps as Deps } from './deps';
import { notFound } from '../http/errors';
import { managerOf } from './context';
import type { Handlers } from '../http/types';
import { afterManageWrite } from './after-write';
import { logChange } from './change-log';
import { lockProduct, writeProduct } from './product-writes';
import { productFields, toManageProduct } from './product-shape';
import { bumpVersion, versionOf, withVersions } from './versions';
import { changeVersioned, createVersioned } from './versioned-save';

type NewProduct = Parameters<typeof writeProduct>[2];

type ProductHandlers = Pick<
  Handlers,
  | 'manageListProducts'
  | 'manageGetProduct'
  | 'manageCreateProduct'
  | 'manageUpdateProduct'
  | 'manageHideProduct'
>;

/** Dishes: listed with their versions, created, changed from a version, hidden (never deleted). */
export function productHandlers(deps: Deps): ProductHandlers {
  const { db } = deps;
  return {
    async manageListProducts(request) {
      const { merchant } = managerOf(request);
      const rows = await db
        .selectFrom('products')
        .innerJoin('categories', 'categories.id', 'products.category_id')
        .selectAll('products')
        .where('products.merchant_id', '=', merchant.id)
        .orderBy('categories.priority')
        .orderBy('products.priority')
        .orderBy('products.id')
        .execute();
      return withVersions(db, 'product', rows, (r, v) => toManageProduct(merchant, r, v));
    },
    async manageGetProduct(request) {
      const { merchant } = managerOf(request);
      const row = await db
        .selectFrom('products')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('merchant_id', '=', merchant.id)
        .executeTakeFirst();
      if (!row) throw notFound('product');
      return toManageProduct(merchant, row, await versionOf(db, 'product', row.id));
    },
    async manageCreateProduct(request, reply) {
      const who = managerOf(request);
      const answer = await createVersioned(deps, who, 'product', {
        // the contract requires these three (fastify checked them)
        write: (ctx) => writeProduct(ctx, null, request.body as NewProduct),
        fields: (row) => productFields(who.merchant, row),
        answer: (_tx, row, version) => toManageProduct(who.merchant, row, version),
      });
      reply.code(201);
      return answer;
    },
    async manageUpdateProduct(request) {
      const who = managerOf(request);
      const { version: startedFrom, ...changes } = request.body;
      return changeVersioned(deps, who, 'product', startedFrom, {
        lock: (ctx) => lockProduct(ctx, request.params.id),
        fields: (row) => productFields(who.merchant, row),
        write: (ctx, stored, before) => writeProduct(ctx, stored, { ...before, ...changes }),
        answer: (_tx, row, version) => toManageProduct(who.merchant, row, version),
      });
    },
    async manageHideProduct(request) {
      const { merchant, staff } = managerOf(request);
      const answer = await db.transaction().execute(async (tx) => {
        const ctx = { tx, merchant, staff };
        const stored = await lockProduct(ctx, request.params.id);
        const version = await bumpVersion(
          tx,
          'product',
          stored.id,
          await versionOf(tx, 'product', stored.id),
        );
        const row = await tx
          .updateTable('products')
          .set({ active: false })
          .where('id', '=', stored.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await logChange(tx, {
          staff,
          kind: 'product',
          rowId: row.id,
          action: 'hidden',
          before: productFields(merchant, stored),
          after: productFields(merchant, row),
          version,
        });
        return toManageProduct(merchant, row, version);
      });
      afterManageWrite(deps, merchant.id, 'product');
      return answer;
    },
  };
}
