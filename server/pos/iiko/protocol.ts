/**
 * The shapes of iikoCloud's Transport API this adapter reads, as the published contract names
 * them (IikoTransportPublicApiContracts models).
 */

/** OrderInfo: a delivery order as deliveries/create, deliveries/by_id and the webhook's eventInfo give it. */
export interface IikoOrderInfo {
  id: string;
  externalNumber?: string | null;
  organizationId?: string;
  /** "Timestamp of most recent order change that took place on iikoTransport server" */
  timestamp?: number;
  creationStatus: 'Success' | 'InProgress' | 'Error';
  errorInfo?: { code?: string; message?: string | null; description?: string | null } | null;
  order?: {
    number?: number;
    /** the order's items (each with its positionId) */
    items?: { positionId?: string; product?: { id?: string }; amount?: number }[];
    /** DeliveryStatus */
    status?: string;
    courierInfo?: { courier?: { id?: string; name?: string; phone?: string | null } | null } | null;
    cancelInfo?: { cause?: { name?: string } | null; comment?: string | null } | null;
  } | null;
}

/** One webhook event (iiko posts an array of them): DeliveryOrderUpdate, DeliveryOrderError, StopListUpdate, … */
export interface IikoWebhookEvent {
  eventType: string;
  eventTime?: string;
  organizationId?: string;
  correlationId?: string;
  eventInfo?: unknown;
}

/** nomenclature's ProductInfo, the fields the menu sync reads. */
export interface IikoProductInfo {
  id: string;
  name: string;
  /** dish | good | modifier (the API writes them capitalised: Dish, Good, Modifier) */
  type?: string | null;
  isDeleted?: boolean;
  sizePrices?: { sizeId?: string | null; price?: { currentPrice?: number; isIncludedInMenu?: boolean } }[];
  groupModifiers?: { id: string; minAmount: number; maxAmount: number; childModifiers: { id: string }[] }[];
}

/** stop_lists' answer: per organization, per terminal group, the products out (balance: how many left). */
export interface IikoStopLists {
  terminalGroupStopLists: {
    organizationId: string;
    items: {
      terminalGroupId: string;
      items: { productId: string; balance: number; sizeId?: string | null }[];
    }[];
  }[];
}
