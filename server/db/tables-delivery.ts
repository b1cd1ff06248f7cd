import type { ColumnType, Generated } from 'kysely';
import type { Json, Created } from '../../src/catalog/column-types';

type Time = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A courier's shift: started, and ended (null while on it). */
export interface CourierShiftTable {
  id: Generated<number>;
  merchant_id: number;
  courier_id: number;
  started_at: ColumnType<Date, Date | string | undefined, Date | string>;
  ended_at: Time;
}

/** Where the courier carrying an order was, while it was on the way (kept 7 days). */
export interface CourierPositionTable {
  id: Generated<number>;
  merchant_id: number;
  courier_id: number | null;
  order_id: number;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  at: ColumnType<Date, Date | string, Date | string>;
  created_date: Created;
}

/** What a delivery service's claim says of its performer (Yandex: performer_info). */
export interface ClaimPerformer {
  name: string | null;
  phone: string | null;
  car: string | null;
}

/** A delivery service's claim for an order, and the outbox of what is still to tell the service. */
export interface DeliveryClaimTable {
  id: Generated<number>;
  merchant_id: number;
  order_id: number;
  provider: Generated<string>;
  request_id: string;
  claim_id: Generated<string | null>;
  status: Generated<string | null>;
  version: Generated<number | null>;
  performer: Json<ClaimPerformer | null>;
  /** CREATE or CANCEL still to send; null when the service knows everything */
  action: Generated<string | null>;
  /** finished (delivered, cancelled, failed, not found): a new claim may be made for the order */
  closed: Generated<boolean>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Time;
  last_error: Generated<string | null>;
  polled_at: Time;
  created_date: Created;
}
