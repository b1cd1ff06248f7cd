import type { Generated, Insertable, Selectable } from 'kysely';
import type { CourierPositionTable, CourierShiftTable, DeliveryClaimTable } from './tables-delivery';
import type {
  BranchTable,
  CategoryTable,
  CityTable,
  GroupTable,
  MerchantTable,
  PlaceTable,
  ProductTable,
  PromoTable,
  ZoneTable,
} from '../../src/catalog/tables';
import type {
  AddressTable,
  CardTable,
  ContentTable,
  FavouriteTable,
  NotificationReadTable,
  NotificationTable,
  OtpTable,
  PaymentMethodTable,
  PolicyTable,
  ReservationTable,
  SmsOutboxTable,
  TokenTable,
  UserTable,
} from './tables-customer';
import type {
  BotMessageTable,
  CashbackTable,
  FiscalOutboxTable,
  CourierTable,
  OrderLogTable,
  OrderTable,
  ReviewTable,
  PaymentTransactionTable,
  StopListTable,
  StaffTable,
  StaffTokenTable,
  PushSubscriptionTable,
  OrderNotificationTable,
} from './tables-orders';
import type { ManageChangeTable, ManageVersionTable } from './tables-manage';
import type { BirthdayUseTable, LoyaltyTable } from './tables-reports';

/** The database as Kysely sees it: one entry per table (migrations create them). */
export interface Database {
  merchants: MerchantTable;
  cities: CityTable;
  branches: BranchTable;
  places: PlaceTable;
  delivery_zones: ZoneTable;
  menu_groups: GroupTable;
  categories: CategoryTable;
  products: ProductTable;
  users: UserTable;
  tokens: TokenTable;
  otp_codes: OtpTable;
  sms_outbox: SmsOutboxTable;
  addresses: AddressTable;
  favourites: FavouriteTable;
  cards: CardTable;
  promos: PromoTable;
  policies: PolicyTable;
  payment_methods: PaymentMethodTable;
  content_items: ContentTable;
  notifications: NotificationTable;
  notification_reads: NotificationReadTable;
  reservations: ReservationTable;
  couriers: CourierTable;
  orders: OrderTable;
  order_counters: { merchant_id: number; last_number: number };
  stream_tickets: {
    ticket_hash: string;
    merchant_id: number;
    /** a customer's ticket opens one order's stream */
    user_id: number | null;
    order_id: number | null;
    /** a staff member's ticket opens the merchant's whole stream */
    staff_id: Generated<number | null>;
    expires_at: Date;
    used: Generated<boolean>;
  };
  staff: StaffTable;
  payment_transactions: PaymentTransactionTable;
  stop_list: StopListTable;
  promo_uses: { promo_id: number; user_id: number; use_no: number; order_id: number };
  staff_tokens: StaffTokenTable;
  bot_messages: BotMessageTable;
  fiscal_outbox: FiscalOutboxTable;
  push_subscriptions: PushSubscriptionTable;
  order_notifications: OrderNotificationTable;
  order_log: OrderLogTable;
  reviews: ReviewTable;
  cashback_entries: CashbackTable;
  // the manager's back office
  manage_versions: ManageVersionTable;
  manage_changes: ManageChangeTable;
  // couriers and delivery claims
  courier_shifts: CourierShiftTable;
  courier_positions: CourierPositionTable;
  delivery_claims: DeliveryClaimTable;
  // reports, customers, campaigns, loyalty
  merchant_loyalty: LoyaltyTable;
  marketing_consents: MarketingConsentTable;
  campaigns: CampaignTable;
  campaign_messages: CampaignMessageTable;
  campaign_send_slots: CampaignSendSlotTable;
  birthday_uses: BirthdayUseTable;
  // POS (iiko, Poster)
  pos_orders: PosOrderTable;
  pos_syncs: PosSyncTable;
  // order edits
  order_extra_payments: ExtraPaymentTable;
  pos_order_edits: PosOrderEditTable;
}

import type { PosOrderTable, PosSyncTable } from './tables-pos';
import type { ExtraPaymentTable, PosOrderEditTable } from './tables-edits';
import type {
  CampaignMessageTable,
  CampaignSendSlotTable,
  CampaignTable,
  MarketingConsentTable,
} from './tables-campaigns';

export type User = Selectable<UserTable>;
export type Order = Selectable<OrderTable>;
export type NewOrder = Insertable<OrderTable>;
export type Staff = Selectable<StaffTable>;
export type Reservation = Selectable<ReservationTable>;
export type { FiscalCodes, L10n } from '../../src/catalog/tables';
export type { Branch, Merchant, Product, Promo, Zone } from '../../src/catalog/rows';
export type { FiscalReceipt, OrderLineRow } from './tables-orders';
