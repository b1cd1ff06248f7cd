import type { ColumnType, Generated } from 'kysely';
import type { Created } from '../../src/catalog/column-types';

/** The difference of an online-paid order an edit made dearer, asked of the customer by link (#50). */
export interface ExtraPaymentTable {
  id: Generated<number>;
  merchant_id: number;
  order_id: number;
  /** sum */
  amount: number;
  state: Generated<'DUE' | 'PAID' | 'CASH' | 'VOID'>;
  /** who made the edit that asked for it */
  staff_id: number | null;
  /** who took it in cash */
  settled_by: Generated<number | null>;
  created_date: Created;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
