import type { ApiErrorBody } from '../../api/errors';
import type { components } from '../../api/schema';
import type { ZoneRule } from '../../domain/pricing';

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

export type Problem = 'ADDRESS' | 'BRANCH' | 'TABLE' | 'SCHEDULE' | 'PAYMENT' | 'OUT_OF_ZONE';

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
