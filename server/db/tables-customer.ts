import type { ColumnType, Generated } from 'kysely';
import type { Json, Created } from '../../src/catalog/column-types';
import type { L10n } from '../../src/catalog/tables';

/** The customers' tables and the merchant's content they see: accounts, codes, addresses, cards, promos, notifications, reservations. */
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
  /** verification codes tried (five at most) */
  verify_attempts: Generated<number>;
  created_date: Created;
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
