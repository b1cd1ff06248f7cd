import { fail } from '../http/errors';
import type { Db } from '../db/database';
import type { Merchant } from '../db/schema';
import { EskizGateway } from './eskiz';
import type { SmsGateway } from './gateway';
import { OutboxGateway } from './outbox';
import { PlayMobileGateway } from './playmobile';

/** In production the merchant's own gateway with its credentials; in development the outbox. */
export function gatewayFor(db: Db, merchant: Merchant, production: boolean): SmsGateway {
  const secrets = merchant.secrets;
  const username = secrets.smsUsername;
  const password = secrets.smsPassword;
  if (!production) return new OutboxGateway(db, merchant.id);
  // never 200 with nothing sent: production without the merchant's gateway login is a 503
  if (!username || !password) throw fail(503, 'SMS_UNAVAILABLE');
  return merchant.sms_gateway === 'PLAY_MOBILE'
    ? new PlayMobileGateway({ username, password })
    : new EskizGateway({ email: username, password });
}
