import { isDevelopmentBotToken } from './auth/telegram';
import type { Db } from './db/database';
import {
  missingCredentials,
  onlinePaymentsOn,
  PROVIDER_CREDENTIALS,
} from '../src/domain/payment-credentials';

/**
 * What production refuses to start with: a merchant whose Telegram bot is on must have its own
 * bot token, never a missing or development one. Returns the problems, one line each.
 */
export async function productionProblems(db: Db): Promise<string[]> {
  const merchants = await db
    .selectFrom('merchants')
    .select(['sub', 'settings', 'secrets', 'status_sms'])
    .execute();
  const bots = merchants
    .filter((m) => m.settings.telegramBotActive === true)
    .filter((m) => !m.secrets.botToken || isDevelopmentBotToken(m.secrets.botToken))
    .map(
      (m) =>
        `merchant "${m.sub}" has the Telegram bot on but ${m.secrets.botToken ? 'a development' : 'no'} bot token: set its botToken in merchant.json and import it`,
    );
  // the demo folders' provider keys are published in README: a payment provider must never accept them
  const providers = merchants.flatMap((m) =>
    (['paymeKey', 'clickSecretKey', 'uzumPassword'] as const)
      .filter((key) => m.secrets[key]?.startsWith(`${m.sub}-`))
      .map((key) => `merchant "${m.sub}" has the development ${key}: set the provider's real one`),
  );
  // an online payment without the provider's credentials could never be confirmed
  const missing = merchants.flatMap((m) =>
    onlinePaymentsOn(m.settings).flatMap((payment) =>
      missingCredentials(m.secrets, payment).map(
        (key) =>
          `merchant "${m.sub}" takes ${PROVIDER_CREDENTIALS[payment].name} payments but has no ${key}: set it in merchant.json or turn ${PROVIDER_CREDENTIALS[payment].setting} off`,
      ),
    ),
  );
  // texting customers goes out under the merchant's registered sender name, never a gateway's test one
  const senders = merchants
    .filter((m) => m.status_sms && (!m.secrets.smsSender || !m.secrets.smsUsername || !m.secrets.smsPassword))
    .map(
      (m) =>
        `merchant "${m.sub}" texts its customers (statusSms) but has no smsUsername, smsPassword or smsSender: set them in merchant.json or turn statusSms off`,
    );
  return [...bots, ...providers, ...missing, ...senders];
}
