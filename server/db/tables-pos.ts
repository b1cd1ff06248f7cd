import type { ColumnType, Generated } from 'kysely';
import type { PosSnapshot } from '../../src/domain/pos-edit';
import type { Created } from '../../src/catalog/column-types';

/**
 * An order to send to the merchant's POS (the outbox row, written in the order's transaction) and
 * what the POS said of it since: its creation status, its own number, its error in words, the
 * status it last reported and that report's time (a report older than it changes nothing).
 */
export interface PosOrderTable {
  id: Generated<number>;
  merchant_id: number;
  order_id: number;
  provider: string;
  /** iiko: the order id we give it (ours, so a resend can ask for it first); Poster: incoming_order_id once known */
  pos_order_id: string;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  sent_at: Date | null;
  last_error: string | null;
  /** iiko's creationStatus: InProgress, Success, Error */
  creation_status: string | null;
  pos_number: string | null;
  pos_error: string | null;
  pos_status: string | null;
  /** iiko's OrderInfo.timestamp (Poster: the webhook's time) of the report last applied */
  pos_timestamp: Generated<number>;
  /** Poster: the check (transaction_id) the online order became when accepted; its webhook closes the order */
  pos_check_id: Generated<string | null>;
  /** the order as the POS last heard it (an edit tells it only what it lacks) */
  sent_state: ColumnType<PosSnapshot | null, string | null | undefined, string | null>;
  created_date: Created;
}

/** When the menu or the stop-list last came in from the POS, and how it went. */
export interface PosSyncTable {
  merchant_id: number;
  kind: 'menu' | 'stop_list';
  at: Generated<Date>;
  ok: boolean;
  result: string;
}
