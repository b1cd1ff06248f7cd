import type { Merchant, Product } from '../db/schema';
import type { Schemas } from '../http/types';
import type { MenuFile } from '../../src/onboarding/config-files.gen';

export type FolderProduct = MenuFile['products'][number];
export type ProductFields = Schemas['ManageProductFields'];
type Text = Schemas['ManageText'];

/** A picture's name as the back office gives it, from the CDN's `<sub>-<name>`. */
export const pictureName = (merchant: Merchant, image: string | null) =>
  image === null ? null : image.startsWith(`${merchant.sub}-`) ? image.slice(merchant.sub.length + 1) : image;

/** A row's key, or the one a row written before keys were kept is exported with. */
export const keyOf = (row: { id: number; key: string | null }, prefix: string) =>
  row.key ?? `${prefix}-${row.id}`;

/** Only the languages written (a text the back office sends may leave one out). */
const written = (text: Text | undefined): Text | undefined => {
  if (!text) return undefined;
  const kept = Object.fromEntries(Object.entries(text).filter(([, v]) => typeof v === 'string'));
  return Object.keys(kept).length > 0 ? kept : undefined;
};
const nonEmpty = (text: Text | undefined) =>
  text && Object.values(text).some((v) => typeof v === 'string' && v.trim() !== '') ? text : undefined;

/** The dish's fields as the API shows them (the fields a request may send). */
export function productFields(merchant: Merchant, row: Product): Required<ProductFields> {
  return {
    categoryId: row.category_id,
    name: row.name,
    description: row.description,
    price: row.cost_price,
    unit: row.unit as NonNullable<ProductFields['unit']>,
    channels: row.channels,
    telegramPrice: row.telegram_price,
    hidden: !row.active,
    picture: pictureName(merchant, row.image),
    mxikCode: row.fiscal?.mxikCode ?? null,
    packageCode: row.fiscal?.packageCode ?? null,
    vatPercent: row.fiscal?.vatPercent ?? null,
    modificationGroups: row.modification_groups.map((g) => ({
      id: g.id,
      name: g.name,
      min: g.min,
      max: g.max,
      modifications: g.modifications.map((m) => ({
        id: m.id,
        name: m.name,
        price: m.price,
        ...((m as { isDefault?: boolean }).isDefault ? { default: true } : {}),
        ...(m.fiscal ?? {}),
      })),
    })),
  };
}

/** The dish as the API answers it. */
export function toManageProduct(merchant: Merchant, row: Product, version: number): Schemas['ManageProduct'] {
  const fields = productFields(merchant, row);
  return {
    id: row.id,
    version,
    key: keyOf(row, 'dish'),
    priority: row.priority,
    ...fields,
    name: row.name,
    description: row.description,
    modificationGroups: fields.modificationGroups.map((g) => ({
      id: g.id as number,
      name: g.name as Schemas['LocalizedText'],
      min: g.min,
      max: g.max,
      modifications: g.modifications.map((m) => ({
        id: m.id as number,
        name: m.name as Schemas['LocalizedText'],
        price: m.price,
        ...(m.default ? { default: true } : {}),
      })),
    })),
    // the POS's id of the dish once a POS is connected (merchant.json's pos, another change)
    posId: null,
  };
}

/**
 * The dish as menu.json writes it, from the fields the back office edits: what the folder's rules
 * check and the folder's row writer (productRow) writes. Fields the back office does not edit
 * (discount, labels, gallery, …) are kept from the row by the writer, not carried here.
 */
export function folderProduct(key: string, categoryKey: string, f: ProductFields): FolderProduct {
  const item: Record<string, unknown> = {
    key,
    category: categoryKey,
    name: written(f.name),
    description: nonEmpty(written(f.description)),
    price: f.price,
    unit: f.unit,
    channels: f.channels,
    telegramPrice: f.telegramPrice ?? undefined,
    active: f.hidden === undefined ? undefined : !f.hidden,
    image: f.picture ?? undefined,
    mxikCode: f.mxikCode ?? undefined,
    packageCode: f.packageCode ?? undefined,
    vatPercent: f.vatPercent ?? undefined,
    modificationGroups:
      f.modificationGroups && f.modificationGroups.length > 0
        ? f.modificationGroups.map((g) => ({
            name: written(g.name),
            min: g.min,
            max: g.max,
            modifications: g.modifications.map((m) => ({
              name: written(m.name),
              price: m.price,
              default: m.default || undefined,
              mxikCode: m.mxikCode,
              packageCode: m.packageCode,
              vatPercent: m.vatPercent,
            })),
          }))
        : undefined,
  };
  return JSON.parse(JSON.stringify(item)) as FolderProduct;
}
