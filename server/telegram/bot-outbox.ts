import { orderPagePath } from '../../src/domain/routes';
import { isDevelopmentBotToken } from '../auth/telegram';
import type { Db } from '../db/database';
import { BotApiError, sendMessage, TELEGRAM_API_URL } from './bot-api';
import { startTimedJob } from '../timed-job';
import { claimDue, markFailed } from '../outbox';

export interface BotSenderOptions {
  /** TELEGRAM_API_URL */
  apiUrl: string;
  /** the storefront's address for a merchant without its own domain, `{sub}` standing for its sub */
  storefrontUrl: string;
}

/** Where the order's button opens the Mini App: the merchant's own domain, else the shared address. */
export function orderUrl(
  merchant: { sub: string; settings: Record<string, unknown> },
  orderId: number,
  storefrontUrl: string,
): string {
  const domain = typeof merchant.settings.domain === 'string' ? merchant.settings.domain.trim() : '';
  const base = domain
    ? `https://${domain.replace(/^https?:\/\//, '')}`
    : storefrontUrl.replace('{sub}', merchant.sub);
  return `${base.replace(/\/$/, '')}${orderPagePath(orderId)}`;
}

/** Sends the messages that are due, each at most once at a time across processes; returns how many went. */
export async function sendDueBotMessages(
  db: Db,
  options: BotSenderOptions,
  now = new Date(),
): Promise<number> {
  const due = await claimDue(db, 'bot_messages', now);
  let sent = 0;
  for (const row of due) {
    const merchant = await db
      .selectFrom('merchants')
      .select(['sub', 'settings', 'secrets'])
      .where('id', '=', row.merchant_id)
      .executeTakeFirstOrThrow();
    const token = merchant.secrets.botToken;
    try {
      if (!token) throw new BotApiError('the merchant has no bot token', null, true);
      // a seeded merchant's made-up token would only be refused by the real Telegram
      if (isDevelopmentBotToken(token) && options.apiUrl === TELEGRAM_API_URL)
        throw new BotApiError('development bot: not sent to Telegram', null, true);
      await sendMessage(options.apiUrl, token, row.chat_id, {
        text: row.body.text,
        reply_markup: {
          inline_keyboard: [
            [
              {
                text: row.body.button,
                web_app: { url: orderUrl(merchant, row.order_id, options.storefrontUrl) },
              },
            ],
          ],
        },
      });
      await db.updateTable('bot_messages').set({ sent_at: new Date() }).where('id', '=', row.id).execute();
      sent += 1;
    } catch (error) {
      const failure = error instanceof BotApiError ? error : new BotApiError(String(error), null, false);
      await markFailed(db, 'bot_messages', row, {
        message: failure.message,
        permanent: failure.permanent,
        retryAfterSeconds: failure.retryAfter,
      });
    }
  }
  return sent;
}

/** The sender's timer: every `everyMs`, the due messages go out (0 turns it off). */
export function startBotSender(db: Db, options: BotSenderOptions, everyMs: number): () => void {
  if (everyMs <= 0) return () => undefined;
  return startTimedJob('bot messages', everyMs, async () => {
    while ((await sendDueBotMessages(db, options)) > 0);
  });
}
