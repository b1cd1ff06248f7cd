import type { WriteContext } from './context';
import { refuse } from './rules';

/** The ids of a list in its order, locked: a category's dishes, or the merchant's categories. */
export async function lockedOrder(
  { tx, merchant }: WriteContext,
  categoryId: number | null,
): Promise<number[]> {
  const rows =
    categoryId === null
      ? await tx
          .selectFrom('categories')
          .select('id')
          .where('merchant_id', '=', merchant.id)
          .orderBy('priority')
          .orderBy('id')
          .forUpdate()
          .execute()
      : await tx
          .selectFrom('products')
          .select('id')
          .where('merchant_id', '=', merchant.id)
          .where('category_id', '=', categoryId)
          .orderBy('priority')
          .orderBy('id')
          .forUpdate()
          .execute();
  return rows.map((r) => r.id);
}

/** Puts a list in the order given: every one of its ids once (422 otherwise), numbered from 1. */
export async function writeOrder(
  ctx: WriteContext,
  categoryId: number | null,
  current: readonly number[],
  ids: readonly number[],
) {
  const same =
    ids.length === current.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => current.includes(id));
  if (!same)
    throw refuse(
      '/ids',
      `must list each of the ${current.length} ${categoryId === null ? 'categories' : 'dishes'} once`,
    );
  const table = categoryId === null ? 'categories' : 'products';
  for (const [i, id] of ids.entries())
    await ctx.tx
      .updateTable(table)
      .set({ priority: i + 1 })
      .where('id', '=', id)
      .execute();
}
