import type { ApiErrorBody } from '../../api/errors';
import type { components } from '../../api/schema';
import type { ZoneRule } from '../../domain/pricing';
import type { Hours } from '../../domain/schedule';

/** What the checkout machine holds and hears (checkout.machine.ts). */
export type ServiceType = 'DELIVERY' | 'PICK_UP' | 'DINE_IN';
export type OrderRequest = components['schemas']['OrderRequest'];

export interface PromoInfo {
  code: string;
  discountType: 'AMOUNT' | 'PERCENTAGE';
  productDiscount: number;
  deliveryDiscount: number;
  minPrice: number;
}

export interface Point {
  latitude: number;
  longitude: number;
}

/** What the tariff answers for a delivery point: its price, branch and zone's sums. */
export interface TariffQuote {
  deliveryPrice: number;
  branchId: number;
  zone: ZoneRule | null;
}

/** A later order's day and time (HH:MM). */
export interface Slot {
  day: string;
  time: string;
}

/**
 * A later time the order's new branch cannot serve, moved to its nearest slot (`to`, null when
 * it has none on the offered days): said beside the time until the customer picks another.
 */
export interface SlotMove {
  branchId: number;
  from: Slot;
  to: Slot | null;
}

export type Problem = 'ADDRESS' | 'BRANCH' | 'TABLE' | 'SCHEDULE' | 'PAYMENT' | 'OUT_OF_ZONE';

/** What the checkout opens with. */
export interface CheckoutInput {
  services: ServiceType[];
  branchId: number | null;
  address: Point | null;
  deliveryPrice: number;
  paymentType: string | null;
  /** seated at a table (its QR code): that table, fixed */
  tableId?: number | null;
  /** a promo code from a link, ready to apply */
  promoCode?: string;
  /** what the customer had chosen before leaving the checkout (its draft), else the defaults */
  serviceType?: ServiceType;
  later?: boolean;
  day?: string | null;
  time?: string | null;
  cashback?: number;
  /** each branch's hours (a later time moves with the order to a branch that can serve it) */
  branchHours?: Record<number, Hours>;
  /** when the checkout opened (ms); now by default */
  openedAt?: number;
}

export interface CheckoutContext {
  services: ServiceType[];
  serviceType: ServiceType;
  address: Point | null;
  branchId: number | null;
  deliveryPrice: number;
  /** the delivery zone's minimum order and free-delivery sums, from the tariff */
  zone: ZoneRule | null;
  outOfZone: ApiErrorBody | null;
  later: boolean;
  day: string | null;
  time: string | null;
  /** when the checkout opened: "today", "tomorrow" and the slots are read from it */
  openedAt: number;
  /** each branch's hours, to keep a later time the branch the order moves to can serve */
  branchHours: Record<number, Hours>;
  slotMoved: SlotMove | null;
  paymentType: string | null;
  promoCode: string;
  promo: PromoInfo | null;
  promoError: ApiErrorBody | null;
  /** how much more the basket needs for the promo (0 when it applies) */
  promoMissing: number;
  promoBase: number;
  tableId: number | null;
  cashback: number;
  problems: Problem[];
  error: ApiErrorBody | null;
  /** kept from the first submit until the order is confirmed, so a retry never makes a second order */
  idempotencyKey: string | null;
  orderId: number | null;
}

export type CheckoutEvent =
  | { type: 'SERVICE'; serviceType: ServiceType }
  | { type: 'ADDRESS'; address: Point }
  | { type: 'BRANCH'; branchId: number }
  | { type: 'TABLE'; tableId: number | null }
  | { type: 'SCHEDULE'; later: boolean; day?: string | null; time?: string | null }
  | { type: 'PAYMENT'; paymentType: string }
  | { type: 'PROMO_CODE'; code: string }
  | { type: 'APPLY_PROMO'; productPrice: number }
  | { type: 'REMOVE_PROMO' }
  | { type: 'CASHBACK'; amount: number; balance: number }
  | { type: 'SUBMIT'; request: OrderRequest };
