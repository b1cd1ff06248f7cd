import { fail } from '../http/errors';
import type { Db } from '../db/database';
import type { Merchant } from '../db/schema';
import { EskizGateway } from './eskiz';
import type { SmsGateway } from './gateway';
import { OutboxGateway } from './outbox';
import { PlayMobileGateway } from './playmobile';

export interface GatewayChoice {
  production: boolean;
  /** the gateways' addresses (local fakes in tests); their public ones by default */
  eskizUrl?: string;
  playMobileUrl?: string;
}

/**
 * In production the merchant's own gateway with its login and its registered sender name; in
 * development the outbox (GET /api/dev/v1/sms-outbox), unless the gateways' addresses are given
 * (tests), when the merchant's gateway is used with its test sender if it has no name of its own.
 */
export function gatewayFor(
  db: Db,
  merchant: Pick<Merchant, 'id' | 'secrets' | 'sms_gateway'>,
  choice: GatewayChoice,
): SmsGateway {
  const { smsUsername: username, smsPassword: password, smsSender } = merchant.secrets;
  const viaGateway = choice.production || Boolean(choice.eskizUrl ?? choice.playMobileUrl);
  if (!viaGateway) return new OutboxGateway(db, merchant.id);
  // never 200 with nothing sent: production without the merchant's gateway login or its sender
  // name is a 503 (the gateways' test senders deliver only to their own test numbers)
  if (!username || !password || (choice.production && !smsSender)) throw fail(503, 'SMS_UNAVAILABLE');
  const from = smsSender ?? undefined;
  return merchant.sms_gateway === 'PLAY_MOBILE'
    ? new PlayMobileGateway({ username, password, originator: from, baseUrl: choice.playMobileUrl })
    : new EskizGateway({ email: username, password, from, baseUrl: choice.eskizUrl });
}
