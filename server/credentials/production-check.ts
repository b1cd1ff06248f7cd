import type { Db } from '../db/database';
import { DEVELOPMENT_PATTERNS } from './credential-keys';
import { PUBLISHED_CREDENTIALS } from './published.gen';
import {
  missingCredentials,
  onlinePaymentsOn,
  PROVIDER_CREDENTIALS,
} from '../../src/domain/payment-credentials';

/** What production checks of a merchant: its row, or a folder about to be published as it. */
export interface MerchantToCheck {
  sub: string;
  settings: Record<string, unknown>;
  secrets: Record<string, string | null | undefined>;
  statusSms: boolean;
}

/** A credential anyone can read: written in this repository or shaped like its development ones. */
export const isPublicCredential = (value: string) =>
  PUBLISHED_CREDENTIALS.has(value) || DEVELOPMENT_PATTERNS.some((pattern) => pattern.test(value));

/** One thing production refuses, where in the merchant's folder it is set. */
export interface MerchantProblem {
  file: 'merchant.json';
  path: string;
  message: string;
}

/**
 * What production refuses of one merchant: a public credential under any key (a folder copied from
 * a demo keeps the demo's keys, and anyone could then mark its orders paid), a Telegram bot without
 * its own token, an online payment without its provider's credentials, texting customers without
 * the merchant's gateway and sender.
 */
export function merchantProblems(m: MerchantToCheck): MerchantProblem[] {
  const at = (key: string, message: string): MerchantProblem => ({
    file: 'merchant.json',
    path: `/secrets/${key}`,
    message: `merchant "${m.sub}" ${message}`,
  });
  const published = Object.entries(m.secrets)
    .filter(([, value]) => typeof value === 'string' && isPublicCredential(value))
    .map(([key]) =>
      at(
        key,
        `has the development ${key} (it is published in this repository): set the real one in merchant.json`,
      ),
    );
  const bot =
    m.settings.telegramBotActive === true && !m.secrets.botToken
      ? [at('botToken', 'has the Telegram bot on but no bot token: set its botToken in merchant.json')]
      : [];
  const missing = onlinePaymentsOn(m.settings).flatMap((payment) =>
    missingCredentials(m.secrets, payment).map((key) =>
      at(
        key,
        `takes ${PROVIDER_CREDENTIALS[payment].name} payments but has no ${key}: set it in merchant.json or turn ${PROVIDER_CREDENTIALS[payment].setting} off`,
      ),
    ),
  );
  // texting customers goes out under the merchant's registered sender name, never a gateway's test one
  const senders =
    m.statusSms && (!m.secrets.smsSender || !m.secrets.smsUsername || !m.secrets.smsPassword)
      ? [
          at(
            'smsSender',
            'texts its customers (statusSms) but has no smsUsername, smsPassword or smsSender: set them in merchant.json or turn statusSms off',
          ),
        ]
      : [];
  return [...published, ...bot, ...missing, ...senders];
}

/** Every merchant's problems, a line each: production refuses to start while there is one. */
export async function productionProblems(db: Db): Promise<string[]> {
  const merchants = await db
    .selectFrom('merchants')
    .select(['sub', 'settings', 'secrets', 'status_sms'])
    .orderBy('id')
    .execute();
  return merchants.flatMap((m) =>
    merchantProblems({ sub: m.sub, settings: m.settings, secrets: m.secrets, statusSms: m.status_sms }).map(
      (problem) => problem.message,
    ),
  );
}
