/**
 * Poster's web API models as its docs give them (joinposter/docs, en/web): ids and numbers often
 * arrive as strings, so every reader takes both.
 */

/** incomingOrders.getIncomingOrder / createIncomingOrder / getIncomingOrders: an online order. */
export interface PosterIncomingOrder {
  incoming_order_id: number | string;
  spot_id?: number | string;
  /** 0 new, 1 accepted, 7 cancelled */
  status: number | string;
  phone?: string | null;
  first_name?: string | null;
  address?: string | null;
  comment?: string | null;
  created_at?: string;
  updated_at?: string;
  /** the check (transaction) the cashier opened for it, once accepted */
  transaction_id?: number | string | null;
  products?: {
    io_product_id?: number | string;
    product_id: number | string;
    modificator_id?: number | string | null;
    count: number | string;
  }[];
}

/** incomingOrders.createIncomingOrder's body (its documented fields that we send). */
export interface PosterCreateIncomingOrder {
  spot_id: number;
  phone?: string;
  first_name?: string;
  address?: string;
  comment?: string;
  products: {
    product_id: number;
    count: number;
    /** kopecks (hundredths) */
    price?: number;
    /** JSON of [{ m: dish_modification_id, a: count }] */
    modification?: string;
  }[];
  /** only when prepaid: type 1, the sum in kopecks equal to the products' */
  payment?: { type: 0 | 1; sum: number; currency: string };
}

/** menu.getProducts' product (the fields read). */
export interface PosterProduct {
  product_id: number | string;
  product_name: string;
  menu_category_id?: number | string;
  /** product-level hidden flag ("1": hidden everywhere) */
  hidden?: string | number;
  /** spot → price in kopecks */
  price?: Record<string, string>;
  spots?: { spot_id: number | string; price: string | number; visible: string | number }[];
  group_modifications?: {
    dish_modification_group_id: number | string;
    name?: string;
    num_min?: number | string;
    num_max?: number | string;
    is_deleted?: number | string;
    /** price in money (not kopecks), as the docs say */
    modifications: { dish_modification_id: number | string; name: string; price: number | string }[];
  }[];
}

/** menu.getCategories' category. */
export interface PosterCategory {
  category_id: number | string;
  category_name: string;
  parent_category?: number | string;
  category_hidden?: number | string;
}

/** dash.getTransaction's check (a list of one): status 1 open, 2 closed, 3 removed. */
export interface PosterTransaction {
  transaction_id: number | string;
  status: number | string;
  date_close?: string;
  spot_id?: number | string;
  sum?: string;
  pay_type?: string;
  reason?: string;
}

/** Poster's `status` of an online order. */
export const INCOMING = { NEW: '0', ACCEPTED: '1', CANCELLED: '7' } as const;
/** dash.getTransaction's `status` of a check. */
export const CHECK = { OPEN: '1', CLOSED: '2', REMOVED: '3' } as const;

/** Poster's "Y-m-d H:i:s" (its getIncomingOrders filters take it). */
export const posterTime = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');
