import type { ColumnType, Generated } from 'kysely';
import type { Created } from '../../src/catalog/column-types';
import type { PosSnapshot } from '../../src/domain/pos-edit';

/** The difference of an online-paid order an edit made dearer, asked of the customer by link. */
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

/** An order's edit for its POS: the outbox row, with the order as it stood before the edit. */
export interface PosOrderEditTable {
  id: Generated<number>;
  merchant_id: number;
  order_id: number;
  before: ColumnType<PosSnapshot, string, string>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  sent_at: Date | null;
  last_error: Generated<string | null>;
  created_date: Created;
}
