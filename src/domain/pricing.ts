/**
 * Prices of spec section 5, used by the storefront and recomputed by the server.
 * - item total = (cost + Σ modifier price × count) × quantity
 * - per-item discount is a percent of cost (modifiers are not discounted)
 * - a promo (AMOUNT or PERCENTAGE) applies to products and delivery, only when the
 *   products after item discounts reach its minPrice
 * - delivery is zero for pick-up and dine-in; the delivery discount never exceeds the delivery price
 * - a personal percent (the birthday promo) comes off the dishes after their own discounts and the
 *   promo's part, never off delivery
 * - total = products + delivery − discounts − cashback, the product part floored at zero
 * Amounts are whole sum.
 */
export type DiscountType = 'AMOUNT' | 'PERCENTAGE';
export type ServiceType = 'DELIVERY' | 'PICK_UP' | 'DINE_IN' | 'YANDEX_EATS' | 'EXPRESS_24';

export interface ModifierChoice {
  price: number;
  count: number;
}

export interface PricedLine {
  cost: number;
  /** percent of cost, 0–100 */
  discount: number;
  modifiers: readonly ModifierChoice[];
  quantity: number;
}

export interface PromoRule {
  discountType: DiscountType;
  productDiscount: number;
  deliveryDiscount: number;
  minPrice: number;
}

/** A delivery zone's sums: the least a delivery there orders, and from what delivery is free. */
export interface ZoneRule {
  minOrder?: number | null;
  freeFrom?: number | null;
}

export interface PricingInput {
  lines: readonly PricedLine[];
  serviceType: ServiceType;
  deliveryPrice: number;
  promo?: PromoRule | null;
  cashback?: number;
  /** the delivery zone's minimum and free-delivery sums (deliveries only) */
  zone?: ZoneRule | null;
  /** the customer's birthday percent, while their birthday promo is theirs to take (0–100) */
  birthdayPercent?: number;
}

export interface Totals {
  productCount: number;
  /** Σ item totals before any discount */
  productPrice: number;
  /** Σ per-item discounts */
  productDiscount: number;
  /** the promo's part on products */
  promoProductDiscount: number;
  deliveryPrice: number;
  /** the promo's part on delivery, never above deliveryPrice */
  deliveryDiscount: number;
  /** the birthday promo's part on the dishes (after their own discounts and the promo's) */
  birthdayDiscount: number;
  /** whether the promo reached its minPrice */
  promoApplied: boolean;
  /** how much more to add for the promo to apply (0 when it applies or there is none) */
  promoMissingAmount: number;
  /** cashback actually spent (never more than the product part) */
  cashback: number;
  /** how much more the dishes (after discounts) need for the zone's minimum order (0 when met) */
  minOrderMissing: number;
  /** how much more the dishes need for free delivery (0 when free, or no such sum) */
  freeDeliveryMissing: number;
  /** productDiscount + promoProductDiscount + birthdayDiscount + deliveryDiscount */
  totalDiscount: number;
  totalPrice: number;
}

const round = (n: number) => Math.round(n);

/** A menu product as pricing needs it (the contract's Product has this shape). */
export interface PriceableProduct {
  costPrice: number;
  discount?: number | null;
  modificationGroups?: readonly { modifications: readonly { id: number; price: number }[] }[] | null;
}

export interface Choice {
  modificationId: number;
  count: number;
}

/** One basket line of a product with its choices, ready for `computeTotals`; unknown choices cost 0. */
export function pricedLine(
  product: PriceableProduct,
  choices: readonly Choice[],
  quantity: number,
): PricedLine {
  const mods = (product.modificationGroups ?? []).flatMap((g) => g.modifications);
  return {
    cost: product.costPrice,
    discount: product.discount ?? 0,
    modifiers: choices.map((c) => ({
      price: mods.find((m) => m.id === c.modificationId)?.price ?? 0,
      count: c.count,
    })),
    quantity,
  };
}

/**
 * What one line costs the customer: the one rule the product sheet's button, the basket, the
 * checkout summary and the server's order check all use (item total less the item discount,
 * each rounded once per line, exactly as `computeTotals` sums them).
 */
export function linePrice(line: PricedLine): number {
  return lineTotal(line) - lineDiscount(line);
}

/** One item of a product with no choices, after its own discount: what its card and search show. */
export function itemPrice(product: Pick<PriceableProduct, 'costPrice' | 'discount'>): number {
  return linePrice(pricedLine(product, [], 1));
}

export function lineUnitPrice(line: Pick<PricedLine, 'cost' | 'modifiers'>): number {
  return line.cost + line.modifiers.reduce((sum, m) => sum + m.price * m.count, 0);
}

export function lineTotal(line: PricedLine): number {
  return round(lineUnitPrice(line) * line.quantity);
}

export function lineDiscount(line: PricedLine): number {
  const percent = Math.min(100, Math.max(0, line.discount));
  return round(((line.cost * percent) / 100) * line.quantity);
}

function promoPart(type: DiscountType, value: number, base: number): number {
  const raw = type === 'PERCENTAGE' ? (base * Math.min(100, value)) / 100 : value;
  return round(Math.min(Math.max(0, raw), base));
}

export function hasDeliveryFee(serviceType: ServiceType): boolean {
  return serviceType === 'DELIVERY' || serviceType === 'YANDEX_EATS' || serviceType === 'EXPRESS_24';
}

export function computeTotals(input: PricingInput): Totals {
  const productCount = input.lines.reduce((n, l) => n + l.quantity, 0);
  const productPrice = input.lines.reduce((sum, l) => sum + lineTotal(l), 0);
  const productDiscount = input.lines.reduce((sum, l) => sum + lineDiscount(l), 0);
  const afterItems = productPrice - productDiscount;

  const promo = input.promo ?? null;
  const promoApplied = promo !== null && afterItems >= promo.minPrice;
  const promoMissingAmount = promo !== null && !promoApplied ? promo.minPrice - afterItems : 0;
  const promoProductDiscount = promoApplied
    ? promoPart(promo.discountType, promo.productDiscount, afterItems)
    : 0;

  const birthdayPercent = Math.min(100, Math.max(0, input.birthdayPercent ?? 0));
  const birthdayDiscount = round(((afterItems - promoProductDiscount) * birthdayPercent) / 100);

  // the zone's sums count the dishes after their discounts, the promo's and the birthday's part on them
  const dishes = afterItems - promoProductDiscount - birthdayDiscount;
  const delivers = hasDeliveryFee(input.serviceType);
  const zone = delivers ? (input.zone ?? null) : null;
  const minOrderMissing = zone?.minOrder ? Math.max(0, zone.minOrder - dishes) : 0;
  const freeDelivery = zone?.freeFrom != null && dishes >= zone.freeFrom;
  const freeDeliveryMissing = zone?.freeFrom != null && !freeDelivery ? zone.freeFrom - dishes : 0;
  const deliveryPrice = delivers && !freeDelivery ? round(Math.max(0, input.deliveryPrice)) : 0;
  const deliveryDiscount = promoApplied
    ? promoPart(promo.discountType, promo.deliveryDiscount, deliveryPrice)
    : 0;

  const beforeCashback = dishes;
  const cashback = round(Math.min(Math.max(0, input.cashback ?? 0), Math.max(0, beforeCashback)));
  const productPart = Math.max(0, beforeCashback - cashback);
  const totalDiscount = productDiscount + promoProductDiscount + birthdayDiscount + deliveryDiscount;

  return {
    productCount,
    productPrice,
    productDiscount,
    promoProductDiscount,
    deliveryPrice,
    deliveryDiscount,
    birthdayDiscount,
    promoApplied,
    promoMissingAmount,
    cashback,
    minOrderMissing,
    freeDeliveryMissing,
    totalDiscount,
    totalPrice: productPart + deliveryPrice - deliveryDiscount,
  };
}
