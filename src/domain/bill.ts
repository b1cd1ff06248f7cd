import type { Totals } from './pricing';

/** One line of what an order costs; deductions are negative. */
export interface BillRow {
  kind:
    | 'products'
    | 'productDiscount'
    | 'delivery'
    | 'deliveryDiscount'
    | 'promoDiscount'
    | 'birthdayDiscount'
    | 'cashbackUsed';
  amount: number;
}

type BillParts = Pick<
  Totals,
  | 'productPrice'
  | 'productDiscount'
  | 'deliveryPrice'
  | 'deliveryDiscount'
  | 'promoProductDiscount'
  | 'birthdayDiscount'
  | 'cashback'
>;

/**
 * The bill the customer reads at checkout and on the order page: the products, then each
 * deduction on a line of its own (the dishes' own discounts, delivery, the promo on dishes and on
 * delivery, the birthday promo, cashback). The rows always add up to the total (`billTotal`); a row that is zero is
 * left out, except the products and, for a delivery, its price.
 */
export function billRows(parts: BillParts, delivery: boolean): BillRow[] {
  const rows: BillRow[] = [{ kind: 'products', amount: parts.productPrice }];
  const add = (kind: BillRow['kind'], amount: number) => {
    if (amount !== 0) rows.push({ kind, amount });
  };
  add('productDiscount', -parts.productDiscount);
  if (delivery || parts.deliveryPrice > 0) rows.push({ kind: 'delivery', amount: parts.deliveryPrice });
  add('deliveryDiscount', -parts.deliveryDiscount);
  add('promoDiscount', -parts.promoProductDiscount);
  add('birthdayDiscount', -parts.birthdayDiscount);
  add('cashbackUsed', -parts.cashback);
  return rows;
}

export const billTotal = (rows: readonly BillRow[]) => rows.reduce((sum, r) => sum + r.amount, 0);

/** A placed order's sums (the contract's Order) as bill parts: the promo's part on dishes is what the
 * product discounts hold beyond the dishes' own and the birthday's. */
export function orderBillParts(order: {
  productPrice?: number;
  productDiscount?: number;
  totalProductDiscount?: number;
  deliveryPrice?: number;
  deliveryDiscount?: number;
  birthdayDiscount?: number;
  cashback?: number;
}): BillParts {
  const productDiscount = order.productDiscount ?? 0;
  const birthdayDiscount = order.birthdayDiscount ?? 0;
  return {
    productPrice: order.productPrice ?? 0,
    productDiscount,
    deliveryPrice: order.deliveryPrice ?? 0,
    deliveryDiscount: order.deliveryDiscount ?? 0,
    promoProductDiscount: Math.max(
      0,
      (order.totalProductDiscount ?? productDiscount + birthdayDiscount) - productDiscount - birthdayDiscount,
    ),
    birthdayDiscount,
    cashback: order.cashback ?? 0,
  };
}
