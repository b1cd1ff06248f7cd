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
  searchHistory: string[];
  /** the order desk's staff session (src/ops) */
  opsToken: string;
  opsStaff: components['schemas']['StaffMember'];
}

export type Storage = TenantStorage<Stored>;
