import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Kysely's view of the tables of migrations/. */
type Json<T> = ColumnType<T, T | string, T | string>;
type Created = ColumnType<Date, Date | string | undefined, Date | string>;
export type L10n = { uz: string; ru: string; eng: string };

export interface MerchantTable {
  id: Generated<number>;
  sub: string;
  name: string;
  logo: string | null;
  color: string | null;
  app_id: string | null;
  sms_gateway: Generated<string>;
  is_active: Generated<boolean>;
  deleted: Generated<boolean>;
  latitude: Generated<number>;
  longitude: Generated<number>;
  main_city_id: number | null;
  map_type: Generated<string>;
  theme: Generated<string>;
  secrets: Json<Record<string, string | null>>;
  settings: Json<Record<string, unknown>>;
  layout: Json<Record<string, unknown>>;
  created_date: Created;
  last_modified_date: Created;
}
export interface CityTable {
  id: Generated<number>;
  merchant_id: number;
  name: Json<L10n>;
  description: string | null;
  latitude: number;
  longitude: number;
  is_main: Generated<boolean>;
}
export interface WorkHour {
  day: string;
  open: string;
  close: string;
}
export interface BranchTable {
  id: Generated<number>;
  merchant_id: number;
  city_id: number;
  name: Json<L10n>;
  latitude: number;
  longitude: number;
  address: string;
  open: string;
  close: string;
  phone: string | null;
  booking_phone: string | null;
  is_active: Generated<boolean>;
  is_main: Generated<boolean>;
  delivery_price: Generated<number>;
  settings: Json<Record<string, boolean>>;
  work_hours: Json<WorkHour[]>;
  created_date: Created;
  last_modified_date: Created;
}
export interface PlaceTable {
  id: Generated<number>;
  merchant_id: number;
  branch_id: number;
  name: Json<L10n>;
  chairs: number;
}
export interface ZoneTable {
  id: Generated<number>;
  merchant_id: number;
  city_id: number;
  branch_id: number | null;
  name: string;
  polygon: Json<number[][]>;
  color: string;
  price: number;
}
export interface GroupTable {
  id: Generated<number>;
  merchant_id: number;
  name: Json<L10n>;
  icon: string | null;
  image: string | null;
  bg_color: string | null;
  icon_bg_color: string | null;
  priority: Generated<number>;
}
export interface CategoryTable {
  id: Generated<number>;
  merchant_id: number;
  group_id: number | null;
  name: Json<L10n>;
  image: string | null;
  priority: Generated<number>;
  text_color: string | null;
  view_type: Generated<string>;
  scroll_type: Generated<string>;
  is_without_cart: Generated<boolean>;
  navigation_type: string | null;
}
export interface ModificationRow {
  id: number;
  name: L10n;
  price: number;
  maxCount?: number;
}
export interface ModificationGroupRow {
  id: number;
  name: L10n;
  min: number;
  max: number;
  modifications: ModificationRow[];
}
export interface LabelRow {
  name: L10n;
  color: string;
}
export interface ProductTable {
  id: Generated<number>;
  merchant_id: number;
  category_id: number;
  name: Json<L10n>;
  description: Json<L10n>;
  cost_price: number;
  discount: Generated<number>;
  priority: Generated<number>;
  image: string | null;
  gallery: Json<string[]>;
  type: Generated<string>;
  unit: Generated<string>;
  measure: number | null;
  calorie: number | null;
  time_cooking_min: number | null;
  time_cooking_max: number | null;
  labels: Json<LabelRow[]>;
  tags: Json<string[]>;
  is_cart_recommendation: Generated<boolean>;
  active: Generated<boolean>;
  branches: Json<number[]>;
  modification_groups: Json<ModificationGroupRow[]>;
  stock: number | null;
  grade_sum: Generated<number>;
  grade_count: Generated<number>;
}
export interface UserTable {
  id: Generated<number>;
  merchant_id: number;
  phone: string | null;
  telegram_id: string | null;
  first_name: string | null;
  last_name: string | null;
  birthday: string | null;
  gender: string | null;
  email: string | null;
  image: string | null;
  cashback: Generated<number>;
  is_active: Generated<boolean>;
  created_date: Created;
  last_modified_date: Created;
}
export interface TokenTable {
  token_hash: string;
  merchant_id: number;
  user_id: number;
  revoked: Generated<boolean>;
  created_date: Created;
}
export interface OtpTable {
  id: Generated<number>;
  merchant_id: number;
  phone: string;
  purpose: string;
  subject_id: number | null;
  code_hash: string;
  attempts: Generated<number>;
  used: Generated<boolean>;
  ip: string | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_date: Created;
}
export interface SmsOutboxTable {
  id: Generated<number>;
  merchant_id: number;
  phone: string;
  text: string;
  code: string | null;
  created_date: Created;
}
export interface AddressTable {
  id: Generated<number>;
  merchant_id: number;
  user_id: number;
  data: Json<Record<string, unknown>>;
  created_date: Created;
  last_modified_date: Created;
}
export interface FavouriteTable {
  id: Generated<number>;
  merchant_id: number;
  user_id: number;
  product_id: number;
}
export interface CardTable {
  id: Generated<number>;
  merchant_id: number;
  user_id: number;
  name: string | null;
  masked: string;
  expire: string;
  type: string;
  provider_token: string;
  is_verified: Generated<boolean>;
  created_date: Created;
}
export interface PromoTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  discount_type: string;
  product_discount: Generated<number>;
  delivery_discount: Generated<number>;
  min_price: Generated<number>;
  start_date: ColumnType<Date | null, Date | string | null, Date | string | null>;
  end_date: ColumnType<Date | null, Date | string | null, Date | string | null>;
  is_active: Generated<boolean>;
  description: Json<L10n>;
}
export interface PolicyTable {
  merchant_id: number;
  type: string;
  text: Json<L10n>;
}
export interface PaymentMethodTable {
  id: Generated<number>;
  merchant_id: number;
  type: string;
  name: string;
  icon: string | null;
  title: Json<L10n>;
  iiko_id: string | null;
  web_enabled: Generated<boolean>;
  bot_enabled: Generated<boolean>;
  operator_enabled: Generated<boolean>;
  app_enabled: Generated<boolean>;
  qr_enabled: Generated<boolean>;
  is_active: Generated<boolean>;
}
export interface ContentTable {
  id: Generated<number>;
  merchant_id: number;
  kind: string;
  priority: Generated<number>;
  data: Json<Record<string, unknown>>;
}
export interface NotificationTable {
  id: Generated<number>;
  merchant_id: number;
  user_id: number | null;
  title: Json<L10n>;
  body: Json<L10n>;
  created_date: Created;
}
export interface NotificationReadTable {
  notification_id: number;
  user_id: number;
}
export interface ReservationTable {
  id: Generated<number>;
  merchant_id: number;
  user_id: number;
  branch_id: number;
  place_id: number;
  chairs: number;
  day: string;
  time: string;
  comment: string | null;
  status: Generated<string>;
  created_date: Created;
}
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
}
export interface OrderLineRow {
  productId: number;
  name: L10n;
  image: string | null;
  count: number;
  price: number;
  discount: number;
  total: number;
  modifications: { modificationId: number; name: L10n; count: number; price: number }[];
}
export interface OrderTable {
  id: Generated<number>;
  merchant_id: number;
  user_id: number | null;
  number: number;
  status: string;
  courier_status: string | null;
  courier_id: number | null;
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
  reason: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  created_date: Created;
  accepted_time: ColumnType<Date | null, Date | string | null, Date | string | null>;
  cooking_time: ColumnType<Date | null, Date | string | null, Date | string | null>;
  ready_time: ColumnType<Date | null, Date | string | null, Date | string | null>;
  delivered_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}
export interface OrderLogTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  status: string | null;
  courier_status: string | null;
  created_date: Created;
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
  created_date: Created;
}

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
    user_id: number;
    order_id: number;
    expires_at: Date;
    used: Generated<boolean>;
  };
  order_log: OrderLogTable;
  reviews: ReviewTable;
  cashback_entries: CashbackTable;
}

export type Merchant = Selectable<MerchantTable>;
export type Branch = Selectable<BranchTable>;
export type Product = Selectable<ProductTable>;
export type User = Selectable<UserTable>;
export type Order = Selectable<OrderTable>;
export type NewOrder = Insertable<OrderTable>;
export type Promo = Selectable<PromoTable>;
