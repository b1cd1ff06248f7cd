import type { ColumnType, Generated } from 'kysely';
import type { Created, Json } from '../../src/catalog/column-types';

type When = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeWhen = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The campaigns' tables: consent per channel, campaigns, their outbox, the send slots. */
export type MarketingChannel = 'telegram' | 'push' | 'sms';

export interface MarketingConsentTable {
  user_id: number;
  channel: MarketingChannel;
  merchant_id: number;
  agreed: boolean;
  source: string;
  changed_at: Created;
}

export interface CampaignTable {
  id: Generated<number>;
  merchant_id: number;
  name: string;
  channel: MarketingChannel;
  segment: string;
  branch_id: number | null;
  text: Json<Record<string, string>>;
  picture: string | null;
  promo_code: string | null;
  send_at: MaybeWhen;
  status: Generated<'DRAFT' | 'SCHEDULED' | 'SENDING' | 'PAUSED' | 'DONE'>;
  created_by: number | null;
  created_at: Created;
  started_at: MaybeWhen;
}

export interface CampaignMessageTable {
  id: Generated<number>;
  campaign_id: number;
  merchant_id: number;
  user_id: number;
  channel: MarketingChannel;
  language: string;
  chat_id: string | null;
  subscription_id: number | null;
  phone: string | null;
  token: string;
  attempts: Generated<number>;
  next_attempt_at: When;
  last_error: string | null;
  sent_at: MaybeWhen;
  delivered_at: MaybeWhen;
  /** an SMS its gateway reported not delivered */
  undelivered_at: MaybeWhen;
  clicked_at: MaybeWhen;
}

export interface CampaignSendSlotTable {
  merchant_id: number;
  channel: string;
  slot: When;
  used: number;
}
