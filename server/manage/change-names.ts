import type { Db } from '../db/database';
import type { Kind } from './versions';

type L10n = { uz: string; ru: string; eng: string };
const same = (text: string): L10n => ({ uz: text, ru: text, eng: text });

/**
 * What each change of a page is about, by name (the dish, the category or the dishes' order in it,
 * the branch, the zone, the promo's code), read in one query per kind. A row deleted since keeps
 * no name (null); the categories' order has none.
 */
export async function changeNames(
  db: Db,
  merchantId: number,
  changes: readonly { kind: string; row_id: number }[],
): Promise<Map<string, L10n>> {
  const ids = (kinds: Kind[]) => [
    ...new Set(changes.filter((c) => kinds.includes(c.kind as Kind)).map((c) => c.row_id)),
  ];
  const names = new Map<string, L10n>();
  const put = (kinds: Kind[], rows: { id: number; name: L10n }[]) => {
    for (const r of rows) for (const k of kinds) names.set(`${k}:${r.id}`, r.name);
  };
  const products = ids(['product']);
  if (products.length > 0)
    put(
      ['product'],
      await db
        .selectFrom('products')
        .select(['id', 'name'])
        .where('merchant_id', '=', merchantId)
        .where('id', 'in', products)
        .execute(),
    );
  const categories = ids(['category', 'products-order']);
  if (categories.length > 0)
    put(
      ['category', 'products-order'],
      await db
        .selectFrom('categories')
        .select(['id', 'name'])
        .where('merchant_id', '=', merchantId)
        .where('id', 'in', categories)
        .execute(),
    );
  const branches = ids(['hours']);
  if (branches.length > 0)
    put(
      ['hours'],
      await db
        .selectFrom('branches')
        .select(['id', 'name'])
        .where('merchant_id', '=', merchantId)
        .where('id', 'in', branches)
        .execute(),
    );
  const zones = ids(['zone']);
  if (zones.length > 0)
    put(
      ['zone'],
      (
        await db
          .selectFrom('delivery_zones')
          .select(['id', 'name', 'name_translations'])
          .where('merchant_id', '=', merchantId)
          .where('id', 'in', zones)
          .execute()
      ).map((z) => ({ id: z.id, name: z.name_translations ?? same(z.name) })),
    );
  const promos = ids(['promo']);
  if (promos.length > 0)
    put(
      ['promo'],
      (
        await db
          .selectFrom('promos')
          .select(['id', 'code'])
          .where('merchant_id', '=', merchantId)
          .where('id', 'in', promos)
          .execute()
      ).map((p) => ({ id: p.id, name: same(p.code) })),
    );
  return names;
}
