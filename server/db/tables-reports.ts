import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../../src/catalog/column-types';

/** The merchant's loyalty settings (migration 038); no row: src/domain/loyalty's defaults. */
export interface LoyaltyTable {
  merchant_id: number;
  cashback_percent: number;
  max_pay_percent: number;
  expiry_days: number | null;
  birthday: Json<{ percent: number; daysBefore: number; daysAfter: number } | null>;
  updated_by: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A customer's birthday promo taken: once per birthday (its year), by one order. */
export interface BirthdayUseTable {
  merchant_id: number;
  user_id: number;
  year: number;
  order_id: number;
  used_at: Generated<Date>;
}
