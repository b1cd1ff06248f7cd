import { NO_TEXT, type CategoryConfig, type GroupConfig, type ProductConfig } from './config-types';
import { fiscalCodes, posIds } from './modification-groups';

/** A picture of the folder as the CDN names it (null when the folder names none). */
export interface Image {
  (name: string): string;
  (name: string | undefined): string | null;
}

/** A picture's name on the CDN: one folder holds every merchant's originals, `<sub>-<name>`. */
export const folderImage = (sub: string): Image =>
  ((name: string | undefined) => (name ? `${sub}-${name}` : null)) as Image;

export function groupRow(merchantId: number, g: GroupConfig, i: number, image: Image) {
  return {
    merchant_id: merchantId,
    key: g.key,
    name: g.name,
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
  c: CategoryConfig,
  i: number,
  groupIds: Map<string, number>,
  image: Image,
) {
  return {
    merchant_id: merchantId,
    key: c.key,
    group_id: c.group ? (groupIds.get(c.group) ?? null) : null,
    name: c.name,
    image: image(c.image),
    priority: i + 1,
    text_color: c.textColor ?? null,
    view_type: c.viewType ?? 'MEDIUM',
    scroll_type: c.scrollType ?? 'VERTICAL',
    is_without_cart: c.isWithoutCart ?? false,
    navigation_type: c.navigationType ?? null,
    hidden: c.hidden ?? false,
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
  return {
    merchant_id: merchantId,
    key: p.key,
    category_id: ids.categoryIds.get(p.category) as number,
    name: p.name,
    description: p.description ?? NO_TEXT,
    cost_price: p.price,
    discount: p.discount ?? 0,
    priority: i + 1,
    image: image(p.image ?? p.gallery?.[0]),
    gallery: (p.gallery ?? (p.image ? [p.image] : [])).map((name) => image(name)),
    type: (p.modificationGroups ?? []).length > 0 ? 'MODIFICATION' : 'NONE',
    unit: p.unit ?? 'COUNT',
    measure: p.measure ?? null,
    calorie: p.calorie ?? null,
    time_cooking_min: p.cookingTime?.min ?? null,
    time_cooking_max: p.cookingTime?.max ?? null,
    labels: p.labels ?? [],
    tags: p.tags ?? [],
    is_cart_recommendation: p.recommend ?? false,
    active: p.active ?? true,
    branches: p.branches
      ? p.branches.map((k) => ids.branchIds.get(k) as number)
      : [...ids.branchIds.values()],
    channels: p.channels ?? ['WEB', 'TG'],
    telegram_price: p.telegramPrice ?? null,
    stock: null,
    grade_sum: p.rating ? Math.round(p.rating.average * p.rating.count) : 0,
    grade_count: p.rating?.count ?? 0,
    fiscal: fiscalCodes(p),
    pos_ids: posIds(p),
  };
}
