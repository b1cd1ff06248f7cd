import type { StaffRole } from '../../src/domain/order-lifecycle';
import type { OrderChange } from '../../src/domain/order-edit';
import type { ColumnType, Generated } from 'kysely';
import type { Json, Created } from '../../src/catalog/column-types';
import type { FiscalCodes, L10n } from '../../src/catalog/tables';

/** Orders, their change log, reviews, couriers and cashback. */
export interface CourierTable {
  id: Generated<number>;
  merchant_id: number;
  branch_id: number | null;
  first_name: string;
  last_name: string | null;
  phone: string;
  image: string | null;
  status: Generated<string>;
  balance: Generated<number>;
  latitude: number | null;
  longitude: number | null;
  /** the staff member (role COURIER) who carries this record in the courier app */
  staff_id: Generated<number | null>;
  /** on shift since (null: off shift) */
  shift_started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** when latitude/longitude were last reported */
  position_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface OrderLineRow {
  productId: number;
  name: L10n;
  image: string | null;
  count: number;
  price: number;
  discount: number;
  total: number;
  modifications: {
    modificationId: number;
    name: L10n;
    count: number;
    price: number;
    fiscal?: FiscalCodes;
  }[];
  /** the dish's fiscal codes when it was ordered */
  fiscal?: FiscalCodes;
}
/** The fiscal receipt the provider registered for a paid order (Payme's SetFiscalData, Click's OFD). */
export interface FiscalReceipt {
  receiptId: string;
  fiscalSign: string | null;
  terminalId: string | null;
  qrCodeUrl: string;
  date: string | null;
}
export interface OrderTable {
  id: Generated<number>;
  merchant_id: number;
  user_id: number | null;
  number: number;
  status: string;
  courier_status: string | null;
  courier_id: number | null;
  /** the courier the desk assigned by name and phone */
  courier_name: Generated<string | null>;
  courier_phone: Generated<string | null>;
  /** the storefront's language when the order was placed (the bot writes in it) */
  language: Generated<string | null>;
  /** the table a dine-in order is served at */
  table_id: Generated<number | null>;
  /** paid online, then cancelled: the money is owed back */
  refund_due: Generated<boolean>;
  /** staff gave it back by hand: when, who, how (CASH, CARD, PROVIDER), a note */
  refunded_at: Generated<Date | null>;
  refunded_by: Generated<number | null>;
  refund_method: Generated<string | null>;
  refund_note: Generated<string | null>;
  /** the minutes the branch added to its estimate when the order was placed (busy) */
  extra_minutes: Generated<number>;
  service_type: string;
  payment_type: string;
  card_id: number | null;
  is_paid: Generated<boolean>;
  branch_id: number;
  city_id: number | null;
  order_device: Generated<string>;
  address: Json<Record<string, unknown> | null>;
  address_type: string | null;
  lines: Json<OrderLineRow[]>;
  product_count: number;
  product_price: number;
  product_discount: number;
  promo_discount: Generated<number>;
  delivery_price: number;
  delivery_discount: number;
  cashback: Generated<number>;
  total_discount: number;
  total_price: number;
  promo_id: number | null;
  promo_code: string | null;
  later: Generated<boolean>;
  day: string | null;
  time: string | null;
  delivery_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  details: Json<Record<string, unknown>>;
  grade: number | null;
  /** a cancelled order: the words given with its reason */
  reason: string | null;
  /** a cancelled order: why, as a code the customer reads in their language (src/domain/cancel-reasons) */
  reason_code: Generated<string | null>;
  idempotency_key: string | null;
  request_hash: string | null;
  created_date: Created;
  /** when the order last changed (kept by a trigger): the desk's `since` */
  changed_at: Generated<Date>;
  accepted_time: ColumnType<Date | null, Date | string | null, Date | string | null>;
  cooking_time: ColumnType<Date | null, Date | string | null, Date | string | null>;
  ready_time: ColumnType<Date | null, Date | string | null, Date | string | null>;
  delivered_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  fiscal_receipt: ColumnType<FiscalReceipt | null, string | null | undefined, string | null>;
  /** the refund's receipt, when the provider registered one for a cancelled payment */
  fiscal_refund_receipt: ColumnType<FiscalReceipt | null, string | null | undefined, string | null>;
  /** couriers: given to a courier, picked up, cash collected, YANDEX or LAMENU, why not delivered */
  courier_assigned_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  picked_up_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cash_collected: Generated<number | null>;
  delivery_type: Generated<string | null>;
  courier_reason: Generated<string | null>;
  /** taken on the desk: the spec's order source OPERATOR and operatorId; null from the storefront */
  source: Generated<string | null>;
  operator_id: Generated<number | null>;
  /** an online-paid order an edit made cheaper: what is owed back (paid = total_price + refund_owed) */
  refund_owed: Generated<number>;
  /** the birthday promo: the percent the order was priced with and the sum it took off the dishes */
  birthday_percent: Generated<number>;
  birthday_discount: Generated<number>;
  /** an online-paid order an edit made dearer: the difference still due (order_extra_payments) */
  extra_due: Generated<number>;
}
/** A paid order's fiscal receipt on its way to the provider's fiscal API (Click's OFD). */
export interface FiscalOutboxTable {
  id: Generated<number>;
  merchant_id: number;
  order_id: number;
  provider: string;
  /** the provider's id of the payment (Click: click_trans_id) */
  payment_id: string;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** the items were accepted; only the receipt's link is still asked for */
  submitted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: Generated<string | null>;
  created_date: Created;
}
/** The merchant bot's messages to customers, sent (and retried) after the order's transaction. */
export interface BotMessageTable {
  id: Generated<number>;
  merchant_id: number;
  order_id: number;
  chat_id: string;
  body: Json<{ text: string; button: string }>;
  /** the order's status it announced (null on messages written before it was kept) */
  step: Generated<string | null>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: Generated<string | null>;
  created_date: Created;
}
export interface OrderLogTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  status: string | null;
  courier_status: string | null;
  created_date: Created;
  /** an edit: the staff member who made it and what changed, before → after */
  staff_id: Generated<number | null>;
  changes: ColumnType<OrderChange[] | null, string | null | undefined, string | null>;
}
export interface ReviewTable {
  id: Generated<number>;
  merchant_id: number;
  order_id: number;
  user_id: number | null;
  grade: number;
  comment: string | null;
  author_name: string | null;
  created_date: Created;
}
export interface CashbackTable {
  id: Generated<number>;
  merchant_id: number;
  user_id: number;
  order_id: number | null;
  amount: number;
  /** a debit of cashback that expired (the merchant's loyalty expiry), not spent on an order */
  expired: Generated<boolean>;
  created_date: Created;
}

/** A merchant's operator or kitchen member; logs in with a code like a customer, with a staff token. */
export interface StaffTable {
  id: Generated<number>;
  merchant_id: number;
  phone: string;
  name: string;
  role: StaffRole;
  /** the one branch a kitchen member or courier works for; null: every branch */
  branch_id: number | null;
  is_active: Generated<boolean>;
  created_date: Created;
}

export interface StaffTokenTable {
  token_hash: string;
  merchant_id: number;
  staff_id: number;
  revoked: Generated<boolean>;
  created_date: Created;
}

export interface PaymentTransactionTable {
  id: Generated<number>;
  merchant_id: number;
  order_id: number;
  provider: 'PAYME' | 'CLICK' | 'UZUM';
  provider_id: string;
  amount: number;
  /** Payme's states: 1 created, 2 performed, -1 cancelled before, -2 cancelled after performing */
  state: number;
  reason: number | null;
  create_time: number;
  perform_time: Generated<number>;
  cancel_time: Generated<number>;
  /** the order's difference this transaction pays; null: the order's own payment */
  extra_id: Generated<number | null>;
}

/** A dish (product_id) or one modifier (modification_id) that cannot be ordered now. */
export interface StopListTable {
  id: Generated<number>;
  merchant_id: number;
  product_id: number | null;
  modification_id: number | null;
  /** null: every branch */
  branch_id: number | null;
  /** null: until taken off */
  until: Date | null;
  staff_id: number | null;
  created_at: Created;
  /** the POS that holds it ('iiko', 'poster'): the desk cannot lift it; null: the desk's own */
  source: Generated<string | null>;
  /** its end (until) was announced to open storefronts */
  end_announced: Generated<boolean>;
}

/** A customer's device that accepts web pushes from the merchant's storefront. */
export interface PushSubscriptionTable {
  id: Generated<number>;
  merchant_id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_date: Created;
}
/** What a step of an order tells its customer by web push or SMS, sent after the order's transaction. */
export interface OrderNotificationTable {
  id: Generated<number>;
  merchant_id: number;
  order_id: number;
  channel: 'PUSH' | 'SMS';
  /** the order's status it announces, or RECEIPT */
  step: string;
  subscription_id: number | null;
  phone: string | null;
  body: Json<{ title: string; text: string; url: string }>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: Generated<string | null>;
  /** the gateway's id of the message, to match its delivery report */
  provider_id: Generated<string | null>;
  delivery: Generated<'DELIVERED' | 'FAILED' | null>;
  created_date: Created;
}
