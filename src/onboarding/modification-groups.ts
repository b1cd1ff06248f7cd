import type { FiscalCodes } from '../catalog/tables';
import type { ProductConfig } from './config-types';

/** A product's choices as menu.json writes them (every text in all three languages). */
export type ModificationGroupSpec = NonNullable<ProductConfig['modificationGroups']>[number];

/** The fiscal codes a dish or choice of menu.json writes, as one value (null when it has none). */
export function fiscalCodes(item: Partial<FiscalCodes>): FiscalCodes | null {
  return item.mxikCode && item.packageCode && item.vatPercent !== undefined
    ? { mxikCode: item.mxikCode, packageCode: item.packageCode, vatPercent: item.vatPercent }
    : null;
}

/** A dish's, group's or choice's POS ids as the database keeps them (menu.json's iikoId / posterId). */
export function posIds(item: { iikoId?: string; posterId?: string }): { iiko?: string; poster?: string } {
  return {
    ...(item.iikoId ? { iiko: item.iikoId } : {}),
    ...(item.posterId ? { poster: item.posterId } : {}),
  };
}

/** The folder's POS id fields of a group or choice, kept on it as written. */
const posFields = (item: { iikoId?: string; posterId?: string }) => ({
  ...(item.iikoId ? { iikoId: item.iikoId } : {}),
  ...(item.posterId ? { posterId: item.posterId } : {}),
});

/**
 * The product's modification groups as the database keeps them (and the API shows them): each
 * group and choice numbered by `next` in order, one of a choice per line, defaults marked.
 * Shared by the importer (ids from the database's sequence) and the onboarding studio.
 */
export function modificationGroups(specs: readonly ModificationGroupSpec[], next: () => number) {
  return specs.map((g) => ({
    id: next(),
    name: g.name,
    min: g.min,
    max: g.max,
    ...posFields(g),
    modifications: g.modifications.map((mod) => ({
      id: next(),
      name: mod.name,
      price: mod.price,
      maxCount: 1,
      ...(mod.default ? { isDefault: true } : {}),
      ...(fiscalCodes(mod) ? { fiscal: fiscalCodes(mod) as FiscalCodes } : {}),
      ...posFields(mod),
    })),
  }));
}
