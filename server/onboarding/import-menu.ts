import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { FiscalCodes } from '../db/schema';
import { fiscalCodes, modificationGroups, type ModificationGroupSpec } from './modification-groups';
import type { MerchantConfig } from './config';

type MenuConfig = MerchantConfig['menu'];

export type Image = (name: string | undefined) => string | null;
type L10n = { uz: string; ru: string; eng: string };
export interface ProductConfig {
  key: string;
  category: string;
  name: L10n;
  description?: L10n;
  price: number;
  discount?: number;
  image?: string;
  gallery?: string[];
  unit?: string;
  measure?: number;
  calorie?: number;
  cookingTime?: { min: number; max: number };
  labels?: { name: L10n; color: string }[];
  tags?: string[];
  recommend?: boolean;
  active?: boolean;
  branches?: string[];
  channels?: ('WEB' | 'TG')[];
  telegramPrice?: number;
  rating?: { average: number; count: number };
  modificationGroups?: ModificationGroupSpec[];
  mxikCode?: FiscalCodes['mxikCode'];
  packageCode?: FiscalCodes['packageCode'];
  vatPercent?: FiscalCodes['vatPercent'];
}

/** Menu groups, categories and products, in the order of menu.json. Returns the ids by key. */
export async function importMenu(
  tx: Db,
  merchantId: number,
  config: MerchantConfig,
  branchIds: Map<string, number>,
  image: Image,
): Promise<{ categoryIds: Map<string, number>; productIds: Map<string, number> }> {
  const groupIds = new Map<string, number>();
  for (const [i, g] of config.menu.groups.entries()) {
    const { id } = await tx
      .insertInto('menu_groups')
      .values(groupRow(merchantId, g, i, image))
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds.set(g.key, id);
  }
  const categoryIds = new Map<string, number>();
  for (const [i, c] of config.menu.categories.entries()) {
    const { id } = await tx
      .insertInto('categories')
      .values(categoryRow(merchantId, c, i, groupIds, image))
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(c.key, id);
  }
  const productIds = new Map<string, number>();
  for (const [i, p] of (config.menu.products as ProductConfig[]).entries()) {
    const { id } = await tx
      .insertInto('products')
      .values(productRow(merchantId, p, i, { categoryIds, branchIds }, image))
      .returning('id')
      .executeTakeFirstOrThrow();
    productIds.set(p.key, id);
    const groups = await numberedGroups(tx, p.modificationGroups ?? []);
    if (groups.length > 0)
      await tx
        .updateTable('products')
        .set({ modification_groups: JSON.stringify(groups) })
        .where('id', '=', id)
        .execute();
  }
  return { categoryIds, productIds };
}

/** Ids from the database's sequence for groups and choices (one query for all `count`). */
export async function modificationIds(tx: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{
    id: number;
  }>`SELECT nextval('modification_ids')::int AS id FROM generate_series(1, ${count})`.execute(tx);
  return rows.map((r) => r.id);
}

/** A dish's modifier groups with every group and choice numbered from the database's sequence. */
async function numberedGroups(tx: Db, specs: readonly ModificationGroupSpec[]) {
  const ids = await modificationIds(
    tx,
    specs.reduce((n, g) => n + 1 + g.modifications.length, 0),
  );
  return modificationGroups(specs, () => ids.shift() as number);
}

/** A group or category as menu.json writes it (checked by the schema before) */
type MenuItem = MenuConfig['groups'][number];

/** A menu group's row, from menu.json's groups (the i-th). */
export function groupRow(merchantId: number, g: MenuItem, i: number, image: Image) {
  return {
    merchant_id: merchantId,
    key: g.key as string,
    name: JSON.stringify(g.name),
    icon: image(g.icon),
    image: image(g.image),
    bg_color: g.bgColor ?? null,
    icon_bg_color: g.iconBgColor ?? null,
    priority: i + 1,
  };
}

/** A category's row, from menu.json's categories (the i-th). */
export function categoryRow(
  merchantId: number,
  c: MenuItem,
  i: number,
  groupIds: Map<string, number>,
  image: Image,
) {
  return {
    merchant_id: merchantId,
    key: c.key as string,
    group_id: c.group ? (groupIds.get(c.group) ?? null) : null,
    name: JSON.stringify(c.name),
    image: image(c.image),
    priority: i + 1,
    text_color: c.textColor ?? null,
    view_type: c.viewType ?? 'MEDIUM',
    scroll_type: c.scrollType ?? 'VERTICAL',
    is_without_cart: c.isWithoutCart ?? false,
    navigation_type: c.navigationType ?? null,
  };
}

/** A dish's row, from menu.json's products (the i-th); its modifier groups are numbered apart. */
export function productRow(
  merchantId: number,
  p: ProductConfig,
  i: number,
  ids: { categoryIds: Map<string, number>; branchIds: Map<string, number> },
  image: Image,
) {
  const gallery = (p.gallery ?? (p.image ? [p.image] : [])).map((name) => image(name));
  return {
    merchant_id: merchantId,
    key: p.key,
    category_id: ids.categoryIds.get(p.category) as number,
    name: JSON.stringify(p.name),
    description: JSON.stringify(p.description ?? { uz: '', ru: '', eng: '' }),
    cost_price: p.price,
    discount: p.discount ?? 0,
    priority: i + 1,
    image: image(p.image ?? p.gallery?.[0]),
    gallery: JSON.stringify(gallery),
    type: (p.modificationGroups ?? []).length > 0 ? 'MODIFICATION' : 'NONE',
    unit: p.unit ?? 'COUNT',
    measure: p.measure ?? null,
    calorie: p.calorie ?? null,
    time_cooking_min: p.cookingTime?.min ?? null,
    time_cooking_max: p.cookingTime?.max ?? null,
    labels: JSON.stringify(p.labels ?? []),
    tags: JSON.stringify(p.tags ?? []),
    is_cart_recommendation: p.recommend ?? false,
    active: p.active ?? true,
    branches: JSON.stringify(
      p.branches ? p.branches.map((k) => ids.branchIds.get(k)) : [...ids.branchIds.values()],
    ),
    channels: JSON.stringify(p.channels ?? ['WEB', 'TG']),
    telegram_price: p.telegramPrice ?? null,
    modification_groups: JSON.stringify([]),
    stock: null,
    grade_sum: p.rating ? Math.round(p.rating.average * p.rating.count) : 0,
    grade_count: p.rating?.count ?? 0,
    fiscal: fiscalCodes(p) ? JSON.stringify(fiscalCodes(p)) : null,
  };
}
