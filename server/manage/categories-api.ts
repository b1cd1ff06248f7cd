import type { ManageDeps as Deps } from './deps';
import { managerOf } from './context';
import type { Handlers } from '../http/types';
import { afterManageWrite } from './after-write';
import { logChange } from './change-log';
import { categoryFields, lockCategory, toManageCategory, writeCategory } from './category-writes';
import { lockedOrder, writeOrder } from './order-writes';
import { toManageProduct } from './product-shape';
import { bumpVersion, versionOf, withVersions } from './versions';
import { changeVersioned, createVersioned } from './versioned-save';
import type { Db } from '../db/database';
import type { Merchant } from '../db/schema';

type CategoryHandlers = Pick<
  Handlers,
  | 'manageListCategories'
  | 'manageCreateCategory'
  | 'manageUpdateCategory'
  | 'manageOrderCategories'
  | 'manageOrderProducts'
>;

async function listCategories(db: Db, merchant: Merchant) {
  const rows = await db
    .selectFrom('categories')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .orderBy('priority')
    .orderBy('id')
    .execute();
  return Promise.all(
    await withVersions(db, 'category', rows, (r, v) => toManageCategory(db, merchant, r, v)),
  );
}

/** Categories: listed, created, renamed/re-pictured/hidden from a version, and the menu's orders. */
export function categoryHandlers(deps: Deps): CategoryHandlers {
  const { db } = deps;
  return {
    async manageListCategories(request) {
      return listCategories(db, managerOf(request).merchant);
    },
    async manageCreateCategory(request, reply) {
      const who = managerOf(request);
      const answer = await createVersioned(deps, who, 'category', {
        write: (ctx) => writeCategory(ctx, null, request.body),
        fields: (row) => categoryFields(who.merchant, row),
        answer: (tx, row, version) => toManageCategory(tx, who.merchant, row, version),
      });
      reply.code(201);
      return answer;
    },
    async manageUpdateCategory(request) {
      const who = managerOf(request);
      const { version: startedFrom, ...changes } = request.body;
      return changeVersioned(deps, who, 'category', startedFrom, {
        lock: (ctx) => lockCategory(ctx, request.params.id),
        fields: (row) => categoryFields(who.merchant, row),
        write: (ctx, stored, before) => writeCategory(ctx, stored, { ...before, ...changes }),
        answer: (tx, row, version) => toManageCategory(tx, who.merchant, row, version),
      });
    },
    async manageOrderCategories(request) {
      const { merchant, staff } = managerOf(request);
      await db.transaction().execute(async (tx) => {
        const ctx = { tx, merchant, staff };
        const current = await lockedOrder(ctx, null);
        await writeOrder(ctx, null, current, request.body.ids);
        const version = await bumpVersion(
          tx,
          'categories-order',
          merchant.id,
          await versionOf(tx, 'categories-order', merchant.id),
        );
        await logChange(tx, {
          staff,
          kind: 'categories-order',
          rowId: merchant.id,
          action: 'ordered',
          before: { ids: current },
          after: { ids: request.body.ids },
          version,
        });
      });
      afterManageWrite(deps, merchant.id, 'categories-order');
      return listCategories(db, merchant);
    },
    async manageOrderProducts(request) {
      const { merchant, staff } = managerOf(request);
      const categoryId = request.params.id;
      await db.transaction().execute(async (tx) => {
        const ctx = { tx, merchant, staff };
        await lockCategory(ctx, categoryId);
        const current = await lockedOrder(ctx, categoryId);
        await writeOrder(ctx, categoryId, current, request.body.ids);
        const version = await bumpVersion(
          tx,
          'products-order',
          categoryId,
          await versionOf(tx, 'products-order', categoryId),
        );
        await logChange(tx, {
          staff,
          kind: 'products-order',
          rowId: categoryId,
          action: 'ordered',
          before: { ids: current },
          after: { ids: request.body.ids },
          version,
        });
      });
      afterManageWrite(deps, merchant.id, 'products-order');
      const rows = await db
        .selectFrom('products')
        .selectAll()
        .where('category_id', '=', categoryId)
        .orderBy('priority')
        .orderBy('id')
        .execute();
      return withVersions(db, 'product', rows, (r, v) => toManageProduct(merchant, r, v));
    },
  };
}
