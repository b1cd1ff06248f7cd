import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Merchant } from '../db/schema';
import { asColumns } from '../db/json-columns';
import { notFound } from '../http/errors';
import type { Schemas } from '../http/types';
import { fillLanguages } from '../../src/onboarding/languages';
import { categoryRow, folderImage } from '../../src/onboarding/rows-menu';
import type { MenuFile } from '../../src/onboarding/config-files.gen';
import { sequenceIds } from '../onboarding/write-rows';
import type { WriteContext } from './context';
import { keyOf, pictureName } from './product-shape';
import { mustPass, pieceProblems } from './rules';

type CategoryRowOf = Awaited<ReturnType<typeof lockCategory>>;
export type CategoryFields = Schemas['ManageCategoryFields'];

/** A category's fields as the API shows them. */
export const categoryFields = (merchant: Merchant, row: CategoryRowOf): Required<CategoryFields> => ({
  name: row.name,
  picture: pictureName(merchant, row.image),
  textColor: row.text_color,
  hidden: row.hidden,
});

export async function toManageCategory(
  db: Db,
  merchant: Merchant,
  row: CategoryRowOf,
  version: number,
): Promise<Schemas['ManageCategory']> {
  const { n } = await db
    .selectFrom('products')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('category_id', '=', row.id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    version,
    key: keyOf(row, 'category'),
    priority: row.priority,
    ...categoryFields(merchant, row),
    name: row.name,
    productCount: n,
  };
}

export async function lockCategory({ tx, merchant }: Pick<WriteContext, 'tx' | 'merchant'>, id: number) {
  const row = await tx
    .selectFrom('categories')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchant.id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('category');
  return row;
}

/** A category through menu.json's rules and its row writer (categoryRow), keeping id, key, group and view. */
export async function writeCategory(
  ctx: WriteContext,
  stored: CategoryRowOf | null,
  fields: CategoryFields & Required<Pick<CategoryFields, 'name'>>,
) {
  const { tx, merchant } = ctx;
  const id = stored?.id ?? ((await sequenceIds(tx, 'categories_id_seq', 1))[0] as number);
  const key = stored ? keyOf(stored, 'category') : `category-${id}`;
  const item = JSON.parse(
    JSON.stringify({
      key,
      name: fields.name,
      image: fields.picture ?? undefined,
      textColor: fields.textColor ?? undefined,
      hidden: fields.hidden || undefined,
    }),
  ) as MenuFile['categories'][number];
  mustPass(
    pieceProblems(
      merchant,
      { menu: { groups: [], categories: [item], products: [] } },
      'menu.json',
      '/categories/0',
      [item.image],
    ),
  );
  const filled = fillLanguages(item, String(merchant.settings.mainLanguage ?? 'uz'));
  const row = categoryRow(merchant.id, filled, 0, new Map(), folderImage(merchant.sub));
  if (stored) {
    const values = asColumns({
      name: row.name,
      image: row.image,
      text_color: row.text_color,
      hidden: row.hidden,
    });
    return tx
      .updateTable('categories')
      .set(values)
      .where('id', '=', stored.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const { last } = await tx
    .selectFrom('categories')
    .select(sql<number>`coalesce(max(priority), 0)::int`.as('last'))
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirstOrThrow();
  return tx
    .insertInto('categories')
    .values(asColumns({ ...row, id, priority: last + 1 }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
