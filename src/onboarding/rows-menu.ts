import type { FiscalCodes, LabelRow } from '../catalog/tables';
import type { MerchantConfig } from './config-types';
import { fiscalCodes, type ModificationGroupSpec } from './modification-groups';

type L10n = { uz: string; ru: string; eng: string };
const EMPTY: L10n = { uz: '', ru: '', eng: '' };

/** A picture of the folder as the CDN names it (null when the folder names none). */
export type Image = (name: string | undefined) => string | null;

/** A picture's name on the CDN: one folder holds every merchant's originals, `<sub>-<name>`. */
export const folderImage =
  (sub: string): Image =>
  (name) =>
    name ? `${sub}-${name}` : null;

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
  labels?: LabelRow[];
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

/** A group or category as menu.json writes it (checked by the schema before) */
type MenuItem = MerchantConfig['menu']['groups'][number];

/** A menu group's row, from menu.json's groups (the i-th). */
export function groupRow(merchantId: number, g: MenuItem, i: number, image: Image) {
  return {
    merchant_id: merchantId,
    key: g.key as string,
    name: g.name as L10n,
    icon: image(g.icon),
    image: image(g.image),
    bg_color: (g.bgColor as string | undefined) ?? null,
    icon_bg_color: (g.iconBgColor as string | undefined) ?? null,
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
    name: c.name as L10n,
    image: image(c.image),
    priority: i + 1,
    text_color: (c.textColor as string | undefined) ?? null,
    view_type: (c.viewType as string | undefined) ?? 'MEDIUM',
    scroll_type: (c.scrollType as string | undefined) ?? 'VERTICAL',
    is_without_cart: (c.isWithoutCart as boolean | undefined) ?? false,
    navigation_type: (c.navigationType as string | undefined) ?? null,
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
    description: p.description ?? EMPTY,
    cost_price: p.price,
    discount: p.discount ?? 0,
    priority: i + 1,
    image: image(p.image ?? p.gallery?.[0]),
    gallery: (p.gallery ?? (p.image ? [p.image] : [])).map((name) => image(name) as string),
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
  };
}
