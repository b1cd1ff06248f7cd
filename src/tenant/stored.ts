import type { components } from '../api/schema';
import type { BasketLine } from '../domain/basket';
import type { Lang } from '../domain/localized';
import type { TenantStorage } from '../platform/storage';

/** The delivery point the customer picked on the map or from their addresses; checkout reads it. */
export interface DeliveryAddress {
  latitude: number;
  longitude: number;
  deliveryPrice: number;
  branchId: number;
  streetName?: string;
  houseNumber?: string;
  entrance?: string;
  floor?: string;
  office?: string;
  domophone?: string;
  description?: string;
  comment?: string;
}

/** The table a customer orders at, from its QR code: dine-in at that branch, no address asked. */
export interface SeatedTable {
  branchId: number;
  tableId: number;
  name: components['schemas']['LocalizedText'] | null;
}

/** What the customer typed at checkout outside its machine: comments, receiver, cheque. */
export interface CheckoutFields {
  comment: string;
  courierComment: string;
  receiverName: string;
  receiverPhone: string;
  sendCheque: boolean;
  chequePhone: string;
}

/**
 * Everything the customer chose at checkout, kept on the device while they pick an address on
 * the map, go back, reload or switch the language (src/features/checkout/checkout-draft.ts).
 */
export interface CheckoutDraft {
  savedAt: number;
  userId: number;
  serviceType: 'DELIVERY' | 'PICK_UP' | 'DINE_IN';
  branchId: number | null;
  later: boolean;
  day: string | null;
  time: string | null;
  paymentType: string | null;
  promoCode: string;
  /** the promo had been applied: it is checked again on return, and says so if it no longer applies */
  promoApplied: boolean;
  cashback: number;
  fields: CheckoutFields;
}

/** Every value one merchant's storefront keeps on the device, by key: the one place that names them. */
export interface Stored {
  token: string;
  user: components['schemas']['User'] | null;
  /** the Telegram launch data, kept through a 401 to re-authenticate */
  initData: string;
  lang: Lang;
  basket: BasketLine[];
  city: number;
  nearestBranch: number;
  pickupBranch: number;
  /** the customer chose a branch themselves: geolocation no longer overrides it */
  branchChosen: boolean;
  position: { latitude: number; longitude: number };
  deliveryAddress: DeliveryAddress;
  /** where the last delivery went: offered (and chosen) at the next checkout */
  lastDeliveryAddress: DeliveryAddress;
  /** where to return after logging in */
  redirectUrl: string;
  seenStories: number[];
  table: SeatedTable;
  /** a promo code from a link, offered at checkout */
  promoCode: string;
  /** what the customer chose at checkout, kept while they pick an address, go back or reload */
  checkoutDraft: CheckoutDraft;
  searchHistory: string[];
  /** the order desk's staff session (src/ops) */
  opsToken: string;
  opsStaff: components['schemas']['StaffMember'];
}

export type Storage = TenantStorage<Stored>;
