import type { Db } from '../db/database';
import { log } from '../log';
import { callBotApi } from '../telegram/bot-api';
import { startTimedJob } from '../timed-job';
import { webhookSecret } from './routes';
import { storefrontBase } from './sender';

/**
 * Tells Telegram where each merchant bot's updates go (Bot API `setWebhook`): the merchant's
 * storefront address + `/api/callbacks/telegram/<sub>`, with the secret Telegram sends back in
 * every update's header, and only messages (the bot answers `/stop`). Returns the subs set.
 */
export async function registerBotWebhooks(
  db: Db,
  options: { telegramApiUrl: string; storefrontUrl: string },
): Promise<string[]> {
  const merchants = await db.selectFrom('merchants').select(['sub', 'settings', 'secrets']).execute();
  const set: string[] = [];
  for (const merchant of merchants) {
    const token = merchant.secrets.botToken;
    if (!token) continue;
    try {
      await callBotApi(options.telegramApiUrl, token, 'setWebhook', {
        url: `${storefrontBase(merchant, options.storefrontUrl)}/api/callbacks/telegram/${merchant.sub}`,
        secret_token: webhookSecret(token),
        allowed_updates: ['message'],
      });
      set.push(merchant.sub);
    } catch (error) {
      log.warn({ merchant: merchant.sub, err: (error as Error).message }, 'bot webhook not set');
    }
  }
  return set;
}

/** In production: the bots' webhooks set at start and again every hour (a new merchant, a new token). */
export const startBotWebhooks = (db: Db, options: { telegramApiUrl: string; storefrontUrl: string }) =>
  startTimedJob('bot webhooks', 60 * 60_000, async () => void (await registerBotWebhooks(db, options)), {
    now: true,
  });
