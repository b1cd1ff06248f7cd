import { sql } from 'kysely';
import type { Product } from '../db/schema';
import { asColumns } from '../db/json-columns';
import { notFound } from '../http/errors';
import { fillLanguages } from '../../src/onboarding/languages';
import { modificationGroups } from '../../src/onboarding/modification-groups';
import { folderImage, productRow } from '../../src/onboarding/rows-menu';
import { modificationIds, sequenceIds } from '../onboarding/write-rows';
import type { WriteContext } from './context';
import { folderProduct, keyOf, productFields, type ProductFields } from './product-shape';
import { mustPass, pieceProblems, refuse } from './rules';
import { stableJson } from '../../src/domain/config-version';
import { refusePosOwned } from './pos-owned';

/** Columns the back office does not edit: a dish keeps what its folder (or its customers) gave it. */
const KEPT = [
  'discount',
  'measure',
  'calorie',
  'time_cooking_min',
  'time_cooking_max',
  'labels',
  'tags',
  'is_cart_recommendation',
  'branches',
  'stock',
  'grade_sum',
  'grade_count',
] as const;

/** A dish of the merchant, locked for the write (404 for another merchant's). */
export async function lockProduct({ tx, merchant }: WriteContext, id: number): Promise<Product> {
  const row = await tx
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchant.id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('product');
  return row;
}

/** The ids a dish's modifier groups and choices get: the ones it had keep theirs, new ones are taken. */
async function modifierIds(ctx: WriteContext, stored: Product | null, fields: ProductFields) {
  const known = new Set(
    (stored?.modification_groups ?? []).flatMap((g) => [g.id, ...g.modifications.map((m) => m.id)]),
  );
  const wanted: (number | null)[] = [];
  for (const g of fields.modificationGroups ?? []) {
    wanted.push(g.id !== undefined && known.has(g.id) ? g.id : null);
    for (const m of g.modifications) wanted.push(m.id !== undefined && known.has(m.id) ? m.id : null);
  }
  const fresh = await modificationIds(ctx.tx, wanted.filter((id) => id === null).length);
  return () => wanted.shift() ?? (fresh.shift() as number);
}

/**
 * Writes a dish from its fields through the folder's rules and its row writer: menu.json's dish is
 * checked as `npm run merchant -- validate` checks it (422 with the same words), then written by
 * productRow as apply writes it. `stored` is the locked row of an edit (null for a new dish); its
 * id, key, modifier ids and the columns the back office does not edit are kept.
 */
export async function writeProduct(
  ctx: WriteContext,
  stored: Product | null,
  fields: Required<Pick<ProductFields, 'categoryId' | 'name' | 'price'>> & ProductFields,
): Promise<Product> {
  const { tx, merchant } = ctx;
  if (stored) {
    const before = productFields(merchant, stored) as Record<string, unknown>;
    refusePosOwned(
      merchant,
      Object.keys(fields).filter(
        (k) => k in before && stableJson(before[k]) !== stableJson((fields as Record<string, unknown>)[k]),
      ),
    );
  }
  const categories = await tx
    .selectFrom('categories')
    .select(['id', 'key', 'name'])
    .where('merchant_id', '=', merchant.id)
    .execute();
  const category = categories.find((c) => c.id === fields.categoryId);
  if (!category) throw refuse('/categoryId', `no category ${fields.categoryId}`);
  const id = stored?.id ?? ((await sequenceIds(tx, 'products_id_seq', 1))[0] as number);
  const key = stored ? keyOf(stored, 'dish') : `dish-${id}`;
  const item = folderProduct(key, keyOf(category, 'category'), fields);
  mustPass(
    pieceProblems(
      merchant,
      {
        menu: {
          groups: [],
          categories: categories.map((c) => ({ key: keyOf(c, 'category'), name: c.name })),
          products: [item],
        },
      },
      'menu.json',
      '/products/0',
      [item.image],
    ),
  );
  const filled = fillLanguages(item, String(merchant.settings.mainLanguage ?? 'uz'));
  const branches = await tx
    .selectFrom('branches')
    .select(['id'])
    .where('merchant_id', '=', merchant.id)
    .execute();
  const image = folderImage(merchant.sub);
  const next = await modifierIds(ctx, stored, fields);
  const row = productRow(
    merchant.id,
    filled,
    0,
    {
      categoryIds: new Map([[item.category, category.id]]),
      branchIds: new Map(branches.map((b) => [String(b.id), b.id])),
    },
    image,
  );
  const priority = stored
    ? stored.category_id === category.id
      ? stored.priority
      : await lastPriority(ctx, category.id)
    : await lastPriority(ctx, category.id);
  const kept = stored ? Object.fromEntries(KEPT.map((c) => [c, stored[c]])) : {};
  const values = asColumns({
    ...row,
    ...kept,
    id,
    priority,
    // the gallery follows the picture; one left as it was keeps its gallery
    gallery: stored && stored.image === row.image ? stored.gallery : row.gallery,
    modification_groups: modificationGroups(filled.modificationGroups ?? [], next),
  });
  if (stored) {
    const { id: _, merchant_id: __, key: ___, ...changes } = values;
    return tx
      .updateTable('products')
      .set(changes)
      .where('id', '=', stored.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return tx.insertInto('products').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The place after the category's last dish. */
async function lastPriority({ tx }: WriteContext, categoryId: number) {
  const { last } = await tx
    .selectFrom('products')
    .select(sql<number>`coalesce(max(priority), 0)::int`.as('last'))
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return last + 1;
}
