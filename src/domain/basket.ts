import {
  computeTotals,
  lineUnitPrice,
  pricedLine,
  type PricedLine,
  type PromoRule,
  type ServiceType,
  type Totals,
  type ZoneRule,
} from './pricing';

/**
 * The basket: lines of a product with chosen modifications and a quantity. Each line keeps
 * the unit price the customer saw, so a menu change is flagged, never silently applied.
 */
export interface ChosenModification {
  modificationId: number;
  count: number;
}

export interface BasketLine {
  key: string;
  productId: number;
  modifications: ChosenModification[];
  quantity: number;
  /** unit price (cost + modifiers, before discount) when added */
  seenUnitPrice: number;
}

export interface MenuProductLike {
  id: number;
  costPrice: number;
  discount?: number;
  active: boolean;
  count?: number | null;
  /** on the stop-list: sold out for now */
  stopped?: boolean;
  modificationGroups?: {
    id: number;
    min: number;
    max: number;
    modifications: { id: number; price: number; maxCount?: number; isDefault?: boolean; stopped?: boolean }[];
  }[];
}

export const lineKey = (productId: number, modifications: ChosenModification[]) =>
  `${productId}:${[...modifications]
    .filter((m) => m.count > 0)
    .sort((a, b) => a.modificationId - b.modificationId)
    .map((m) => `${m.modificationId}x${m.count}`)
    .join(',')}`;

/** Cost plus chosen modifications for one item, before the item's discount. */
export const unitPrice = (product: MenuProductLike, modifications: ChosenModification[]): number =>
  lineUnitPrice(pricedLine(product, modifications, 1));

export function addLine(
  lines: BasketLine[],
  product: MenuProductLike,
  modifications: ChosenModification[],
  quantity: number,
): BasketLine[] {
  const chosen = modifications.filter((m) => m.count > 0);
  const key = lineKey(product.id, chosen);
  const existing = lines.find((l) => l.key === key);
  if (existing) return lines.map((l) => (l.key === key ? { ...l, quantity: l.quantity + quantity } : l));
  return [
    ...lines,
    {
      key,
      productId: product.id,
      modifications: chosen,
      quantity,
      seenUnitPrice: unitPrice(product, chosen),
    },
  ];
}

export const setQuantity = (lines: BasketLine[], key: string, quantity: number) =>
  quantity <= 0
    ? lines.filter((l) => l.key !== key)
    : lines.map((l) => (l.key === key ? { ...l, quantity } : l));

export const removeLine = (lines: BasketLine[], key: string) => lines.filter((l) => l.key !== key);

export type ModifierProblem =
  { kind: 'min'; groupId: number; min: number } | { kind: 'max'; groupId: number; max: number };

/** Modifier groups whose choice is under the minimum ('Select minimum') or over the maximum ('Select up to'). */
export function modifierProblems(
  product: Pick<MenuProductLike, 'modificationGroups'>,
  modifications: ChosenModification[],
): ModifierProblem[] {
  const problems: ModifierProblem[] = [];
  for (const group of product.modificationGroups ?? []) {
    const count = modifications
      .filter((c) => group.modifications.some((m) => m.id === c.modificationId))
      .reduce((n, c) => n + c.count, 0);
    if (count < group.min) problems.push({ kind: 'min', groupId: group.id, min: group.min });
    if (count > group.max) problems.push({ kind: 'max', groupId: group.id, max: group.max });
  }
  return problems;
}

/** What a product sheet opens with: each group's default choices (the merchant's), never over its maximum. */
export function defaultChoices(product: MenuProductLike): ChosenModification[] {
  return (product.modificationGroups ?? []).flatMap((group) =>
    group.modifications
      .filter((m) => m.isDefault)
      .slice(0, group.max)
      .map((m) => ({ modificationId: m.id, count: 1 })),
  );
}

export type LineIssue =
  | { key: string; kind: 'gone' }
  | { key: string; kind: 'repriced'; was: number; now: number }
  | { key: string; kind: 'stock'; max: number }
  | { key: string; kind: 'stopped' };

/** Issues that keep the basket from being ordered until the customer removes the line. */
export const blocksCheckout = (issue: LineIssue) => issue.kind === 'gone' || issue.kind === 'stopped';

/**
 * Checks the basket against the current menu: products gone, sold out (the stop-list, the dish or
 * a chosen modifier) or repriced are flagged, not changed.
 */
export function revalidate(lines: BasketLine[], products: readonly MenuProductLike[]): LineIssue[] {
  const issues: LineIssue[] = [];
  for (const line of lines) {
    const product = products.find((p) => p.id === line.productId);
    const known = new Set(
      (product?.modificationGroups ?? []).flatMap((g) => g.modifications.map((m) => m.id)),
    );
    if (!product || !product.active || line.modifications.some((m) => !known.has(m.modificationId))) {
      issues.push({ key: line.key, kind: 'gone' });
      continue;
    }
    const stoppedMods = new Set(
      (product.modificationGroups ?? []).flatMap((g) =>
        g.modifications.filter((m) => m.stopped).map((m) => m.id),
      ),
    );
    if (product.stopped || line.modifications.some((m) => stoppedMods.has(m.modificationId))) {
      issues.push({ key: line.key, kind: 'stopped' });
      continue;
    }
    const now = unitPrice(product, line.modifications);
    if (now !== line.seenUnitPrice)
      issues.push({ key: line.key, kind: 'repriced', was: line.seenUnitPrice, now });
    if (product.count !== null && product.count !== undefined && line.quantity > product.count)
      issues.push({ key: line.key, kind: 'stock', max: product.count });
  }
  return issues;
}

/** Totals of the lines still on the menu, by src/domain/pricing. */
export function basketTotals(
  lines: BasketLine[],
  products: readonly MenuProductLike[],
  serviceType: ServiceType = 'PICK_UP',
  deliveryPrice = 0,
  extra: {
    promo?: PromoRule | null;
    cashback?: number;
    zone?: ZoneRule | null;
    birthdayPercent?: number;
  } = {},
): Totals {
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const product = products.find((p) => p.id === line.productId);
    if (!product || !product.active) continue;
    priced.push(pricedLine(product, line.modifications, line.quantity));
  }
  return computeTotals({ lines: priced, serviceType, deliveryPrice, ...extra });
}
