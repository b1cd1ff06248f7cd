import { HttpError, notFound } from '../http/errors';
import type { ChangedFields } from '../db/tables-manage';
import type { WriteContext } from './context';
import { logChange } from './change-log';
import { lockProduct, writeProduct } from './product-writes';
import { productFields, type ProductFields } from './product-shape';
import { categoryFields, lockCategory, writeCategory, type CategoryFields } from './category-writes';
import { lockedOrder, writeOrder } from './order-writes';
import { appliedAt, bumpVersion, versionOf, type Kind } from './versions';
import { lockPromo, promoFields, writePromo, type PromoFields } from './promo-writes';
import { hoursFields, lockBranch, writeHours, type HoursFields } from './branch-writes';
import { MERCHANT_TIME_ZONE } from '../../src/domain/schedule';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: MERCHANT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 409: something after the change depends on it, named in every language. */
export const dependsOn = (eng: string, uz: string, ru: string) =>
  new HttpError(409, 'UNDO_BLOCKED', `Cannot undo: ${eng}`, {
    eng: `Cannot undo: ${eng}`,
    uz: `Bekor qilib bo'lmaydi: ${uz}`,
    ru: `Нельзя отменить: ${ru}`,
  });

/** Puts a row back as a change found it; answers the fields before and after the undo. */
type Restore = (
  ctx: WriteContext,
  change: { row_id: number; action: string; before: ChangedFields | null },
) => Promise<{ before: ChangedFields; after: ChangedFields }>;

/** How each kind is put back; a kind added to the back office adds its own (server/manage/*-writes.ts). */
export const RESTORE: Partial<Record<Kind, Restore>> = {
  async product(ctx, change) {
    const stored = await lockProduct(ctx, change.row_id);
    const before = productFields(ctx.merchant, stored);
    // a dish added is hidden again (its id may already be in baskets and orders)
    const fields =
      change.action === 'created'
        ? { ...before, hidden: true }
        : { ...before, ...(change.before as ProductFields) };
    const row = await writeProduct(ctx, stored, fields);
    return { before, after: productFields(ctx.merchant, row) };
  },
  async category(ctx, change) {
    const stored = await lockCategory(ctx, change.row_id);
    const before = categoryFields(ctx.merchant, stored);
    if (change.action === 'created') {
      const dish = await ctx.tx
        .selectFrom('products')
        .select('name')
        .where('category_id', '=', stored.id)
        .where('active', '=', true)
        .executeTakeFirst();
      if (dish)
        throw dependsOn(
          `the dish "${dish.name.eng}" is in this category`,
          `"${dish.name.uz}" taomi shu toifada`,
          `блюдо «${dish.name.ru}» в этой категории`,
        );
    }
    const fields =
      change.action === 'created'
        ? { ...before, hidden: true }
        : { ...before, ...(change.before as CategoryFields) };
    const row = await writeCategory(ctx, stored, fields);
    return { before, after: categoryFields(ctx.merchant, row) };
  },
  async promo(ctx, change) {
    const stored = await lockPromo(ctx, change.row_id);
    const before = promoFields(stored);
    // a code started is paused again (orders name it)
    const fields =
      change.action === 'created'
        ? { ...before, active: false }
        : { ...before, ...(change.before as PromoFields) };
    return { before, after: promoFields(await writePromo(ctx, stored, fields)) };
  },
  async hours(ctx, change) {
    const stored = await lockBranch(ctx, change.row_id);
    const before = hoursFields(stored);
    return {
      before,
      after: hoursFields(await writeHours(ctx, stored, { ...before, ...(change.before as HoursFields) })),
    };
  },
  'products-order': (ctx, change) => restoreOrder(ctx, change.row_id, change.before),
  'categories-order': (ctx, change) => restoreOrder(ctx, null, change.before),
};

async function restoreOrder(ctx: WriteContext, categoryId: number | null, before: ChangedFields | null) {
  const current = await lockedOrder(ctx, categoryId);
  const ids = (before?.ids ?? []) as number[];
  if (ids.length !== current.length || !ids.every((id) => current.includes(id)))
    throw dependsOn(
      'a dish or category was added or moved since',
      "shundan keyin taom yoki toifa qo'shilgan yoki ko'chirilgan",
      'после этого добавили или перенесли блюдо или категорию',
    );
  await writeOrder(ctx, categoryId, current, ids);
  return { before: { ids: current }, after: { ids } };
}

/**
 * Undoes one change of the merchant: only while the row is as that change left it (a later change
 * of the same row depends on it: 409 names who made it and when); the undo is a change of its own,
 * checked by the same rules, and can itself be undone.
 */
export async function undoChange(ctx: WriteContext, id: number) {
  const { tx, merchant, staff } = ctx;
  const change = await tx
    .selectFrom('manage_changes')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchant.id)
    .forUpdate()
    .executeTakeFirst();
  if (!change) throw notFound('change');
  if (change.undone_by !== null)
    throw dependsOn('it is already undone', 'u allaqachon bekor qilingan', 'оно уже отменено');
  const kind = change.kind as Kind;
  const restore = RESTORE[kind];
  if (!restore) throw notFound('change');
  const current = await versionOf(tx, kind, change.row_id);
  if (current !== change.version) {
    const applied = await appliedAt(tx, kind, change.row_id);
    if (applied) {
      const time = clock.format(applied);
      throw dependsOn(
        `the folder applied at ${time} changed it since`,
        `soat ${time} da yuklangan papka uni keyin o'zgartirgan`,
        `папка, применённая в ${time}, изменила это позже`,
      );
    }
    const later = await tx
      .selectFrom('manage_changes')
      .select(['who', 'at'])
      .where('kind', '=', kind)
      .where('row_id', '=', change.row_id)
      .where('id', '>', change.id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const who = later?.who ?? '—';
    const time = clock.format(later ? new Date(later.at) : new Date());
    throw dependsOn(
      `${who} changed it again at ${time}; undo that change first`,
      `${who} uni soat ${time} da yana o'zgartirgan; avval o'sha o'zgarishni bekor qiling`,
      `${who} снова изменил(а) это в ${time}; сначала отмените то изменение`,
    );
  }
  const { before, after } = await restore(ctx, change);
  const version = await bumpVersion(tx, kind, change.row_id, current);
  const undoId = await logChange(tx, {
    staff,
    kind,
    rowId: change.row_id,
    action: 'undone',
    before,
    after,
    version,
    undoOf: change.id,
  });
  return { undoId, kind };
}
