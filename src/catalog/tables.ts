import type { Holiday, Weekday } from '../domain/schedule';
import type { ColumnType, Generated } from 'kysely';
import type { Json, Created } from './column-types';

/** The merchant's own tables: settings, cities, branches, zones, places and the menu. */
export type L10n = { uz: string; ru: string; eng: string };

export interface MerchantTable {
  id: Generated<number>;
  sub: string;
  name: string;
  logo: string | null;
  color: string | null;
  app_id: string | null;
  sms_gateway: Generated<string>;
  /** every customer is texted the accepted and on-the-way steps (not only those who asked for the receipt) */
  status_sms: Generated<boolean>;
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
  /** the version of its folder the merchant runs: one more for each apply that changes something */
  folder_version: Generated<number>;
  /** the merchant's POS (merchant.json's pos), null: none */
  pos: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** the delivery line of its fiscal receipts (menu.json's delivery) */
  delivery_fiscal: ColumnType<
    (FiscalCodes & { title?: L10n }) | null,
    string | null | undefined,
    string | null
  >;
  created_date: Created;
  last_modified_date: Created;
}
export interface CityTable {
  id: Generated<number>;
  merchant_id: number;
  /** its key in the merchant's folder (applying a changed folder matches by it) */
  key: Generated<string | null>;
  name: Json<L10n>;
  description: string | null;
  latitude: number;
  longitude: number;
  is_main: Generated<boolean>;
}
export interface WorkHour {
  day: Weekday;
  open: string;
  close: string;
  /** a day off every week */
  closed?: boolean;
}
export interface BranchTable {
  id: Generated<number>;
  merchant_id: number;
  city_id: number;
  name: Json<L10n>;
  latitude: number;
  longitude: number;
  address: string;
  /** the address in each language, when the merchant wrote them */
  address_translations: ColumnType<L10n | null, string | null | undefined, string | null>;
  open: string;
  close: string;
  phone: string | null;
  booking_phone: string | null;
  is_active: Generated<boolean>;
  is_main: Generated<boolean>;
  delivery_price: Generated<number>;
  /** flags, and the usual cooking minutes */
  settings: Json<Record<string, boolean | number | null>>;
  work_hours: Json<WorkHour[]>;
  /** dates whose hours differ from their weekday's: a day off or a short day */
  holidays: ColumnType<Holiday[], Holiday[] | string | undefined, Holiday[] | string>;
  /** the branch's key in the merchant's folder (table QR codes name it) */
  key: Generated<string | null>;
  tables: ColumnType<TableRow[], TableRow[] | string | undefined, TableRow[] | string>;
  /** busy: "now" orders refused until this time */
  paused_until: Generated<Date | null>;
  /** busy: minutes added to the estimate customers see (0–120) */
  extra_minutes: Generated<number>;
  /** its id in the merchant's POS: iiko's terminal group, Poster's spot */
  pos_ids: ColumnType<PosIds, PosIds | string | undefined, PosIds | string>;
  created_date: Created;
  last_modified_date: Created;
}
/** A table of a branch: its number (the order's tableId) and, optionally, its own name. */
export interface TableRow {
  id: number;
  name?: L10n;
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
  /** the zone's name in each language, when the merchant wrote them */
  name_translations: ColumnType<L10n | null, string | null | undefined, string | null>;
  polygon: Json<number[][]>;
  color: string;
  price: number;
  /** the least a delivery here orders (dishes after discounts); null: any */
  min_order: Generated<number | null>;
  /** delivery is free from this sum of dishes (after discounts); null: never */
  free_from: Generated<number | null>;
}
export interface GroupTable {
  id: Generated<number>;
  merchant_id: number;
  /** its key in the merchant's folder (applying a changed folder matches by it) */
  key: Generated<string | null>;
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
  /** its key in the merchant's folder (applying a changed folder matches by it) */
  key: Generated<string | null>;
  group_id: number | null;
  name: Json<L10n>;
  image: string | null;
  priority: Generated<number>;
  text_color: string | null;
  view_type: Generated<string>;
  scroll_type: Generated<string>;
  is_without_cart: Generated<boolean>;
  navigation_type: string | null;
  /** hidden by the manager: not on the storefront */
  hidden: Generated<boolean>;
}
/** What a fiscal receipt says of a sold item: its IKPU (MXIK) code, package code and VAT rate. */
export interface FiscalCodes {
  mxikCode: string;
  packageCode: string;
  vatPercent: number;
}
export interface ModificationRow {
  id: number;
  name: L10n;
  price: number;
  maxCount?: number;
  fiscal?: FiscalCodes;
  /** its id in the merchant's POS */
  iikoId?: string;
  posterId?: string;
}
export interface ModificationGroupRow {
  id: number;
  name: L10n;
  min: number;
  max: number;
  modifications: ModificationRow[];
  /** its id in the merchant's POS */
  iikoId?: string;
  posterId?: string;
}
export interface LabelRow {
  name: L10n;
  color: string;
}
export interface ProductTable {
  id: Generated<number>;
  merchant_id: number;
  /** its key in the merchant's folder (applying a changed folder matches by it) */
  key: Generated<string | null>;
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
  /** where the product is offered: the web storefront, the Telegram Mini App, or both */
  channels: ColumnType<('WEB' | 'TG')[], string | undefined, string>;
  /** its price in the Mini App, where it differs from the web's */
  telegram_price: Generated<number | null>;
  modification_groups: Json<ModificationGroupRow[]>;
  stock: number | null;
  grade_sum: Generated<number>;
  grade_count: Generated<number>;
  /** its fiscal receipt codes (required while the merchant takes online payments) */
  fiscal: ColumnType<FiscalCodes | null, string | null | undefined, string | null>;
  /** its id in the merchant's POS (iiko, poster) */
  pos_ids: ColumnType<PosIds, PosIds | string | undefined, PosIds | string>;
}
/** An item's ids in the POS systems (the folder's iikoId / posterId, a branch's iikoId / joinPosterId). */
export interface PosIds {
  iiko?: string;
  poster?: string;
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
  first_order_only: Generated<boolean>;
  /** how many orders one customer may use the code on; null = no limit */
  per_customer_limit: Generated<number | null>;
  /** uses in all: null for no limit (the orders not cancelled that used it count) */
  uses_limit: Generated<number | null>;
}
