import { sql } from 'kysely';
import { campaignMessage } from '../../src/domain/campaign-message';
import type { Lang } from '../../src/domain/localized';
import { isDevelopmentBotToken } from '../auth/telegram';
import type { Db } from '../db/database';
import type { MarketingChannel } from '../db/tables-campaigns';
import { sendPush, type VapidKeys } from '../notify/web-push';
import { claimDue, markFailed, MAX_ATTEMPTS, type SendFailure } from '../outbox';
import { gatewayFor, type GatewayChoice } from '../sms/select-gateway';
import { campaignReportUrl } from './sms-reports';
import { BotApiError, callBotApi, TELEGRAM_API_URL } from '../telegram/bot-api';
import { orderUrl } from '../telegram/bot-outbox';
import { startTimedJob } from '../timed-job';
import { startSending } from './campaigns';

/**
 * Messages per fifth of a second per merchant and channel, across all processes (20 a second for
 * Telegram, where a bot must stay under 30 a second, Bot API FAQ; so no second, however it is cut,
 * holds more than 24): SMS gateways meter their accounts, 5 a second; web push services meter by
 * sender, 50 a second.
 */
export const RATE_PER_WINDOW: Record<MarketingChannel, number> = { telegram: 4, sms: 1, push: 10 };
const WINDOW_MS = 200;

export interface CampaignSenderOptions {
  telegramApiUrl: string;
  /** null: web push is off, its campaigns wait */
  vapid: VapidKeys | null;
  sms: GatewayChoice;
  /** the storefront of a merchant without its own domain, `{sub}` standing for its sub */
  storefrontUrl: string;
}

class Refusal extends Error implements SendFailure {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** A merchant's storefront address: its own domain, else the shared one with its sub. */
export function storefrontBase(
  merchant: { sub: string; settings: Record<string, unknown> },
  storefrontUrl: string,
) {
  return new URL(orderUrl(merchant, 1, storefrontUrl)).origin;
}

/**
 * Takes one of this window's sends for the merchant's channel (an atomic upsert on the database's
 * clock, shared by every process); waits for the next window while this one is used up.
 */
async function takeSlot(db: Db, merchantId: number, channel: MarketingChannel): Promise<void> {
  for (;;) {
    const { rows } = await sql<{
      used: number;
    }>`INSERT INTO campaign_send_slots (merchant_id, channel, slot, used)
      VALUES (${merchantId}, ${channel},
        to_timestamp(floor(extract(epoch FROM clock_timestamp()) * 1000 / ${WINDOW_MS}) * ${WINDOW_MS} / 1000.0), 1)
      ON CONFLICT (merchant_id, channel, slot) DO UPDATE SET used = campaign_send_slots.used + 1
        WHERE campaign_send_slots.used < ${RATE_PER_WINDOW[channel]}
      RETURNING used`.execute(db);
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS - (Date.now() % WINDOW_MS) + 5));
  }
}

/**
 * Sends the campaign messages that are due, each claimed by one process at a time (a paused
 * campaign's wait), to customers who still agree on the channel; starts scheduled campaigns whose
 * time has come and closes those with nothing left to send. Returns how many went.
 */
export async function sendDueCampaignMessages(
  db: Db,
  options: CampaignSenderOptions,
  now = new Date(),
): Promise<number> {
  const scheduled = await db
    .selectFrom('campaigns')
    .select('id')
    .where('status', '=', 'SCHEDULED')
    .where('send_at', '<=', now)
    .execute();
  for (const c of scheduled) await startSending(db, c.id, ['SCHEDULED']);

  const due = await claimDue(
    db,
    'campaign_messages',
    now,
    sql<boolean>`sent_at IS NULL AND campaign_id IN (SELECT id FROM campaigns WHERE status = 'SENDING')`,
  );
  let sent = 0;
  for (const row of due) {
    const [campaign, merchant, consent] = await Promise.all([
      db.selectFrom('campaigns').selectAll().where('id', '=', row.campaign_id).executeTakeFirstOrThrow(),
      db
        .selectFrom('merchants')
        .select(['id', 'sub', 'settings', 'secrets', 'sms_gateway'])
        .where('id', '=', row.merchant_id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('marketing_consents')
        .select('agreed')
        .where('user_id', '=', row.user_id)
        .where('channel', '=', row.channel)
        .executeTakeFirst(),
    ]);
    // paused after this row was claimed: it waits out its lease and goes when the campaign resumes
    if (campaign.status !== 'SENDING') continue;
    try {
      // the customer withdrew since the campaign started
      if (!consent?.agreed) throw new Refusal('the customer withdrew their consent', true);
      const base = storefrontBase(merchant, options.storefrontUrl);
      const message = campaignMessage({
        text: campaign.text,
        lang: row.language as Lang,
        channel: row.channel,
        promoCode: campaign.promo_code,
        stopUrl: `${base}/u/${row.token}`,
      });
      const link = `${base}/c/${row.token}`;
      await takeSlot(db, row.merchant_id, row.channel);
      let delivered = false;
      if (row.channel === 'telegram') {
        const token = merchant.secrets.botToken;
        if (!token) throw new Refusal('the merchant has no bot token', true);
        if (isDevelopmentBotToken(token) && options.telegramApiUrl === TELEGRAM_API_URL)
          throw new Refusal('development bot: not sent to Telegram', true);
        const markup = { inline_keyboard: [[{ text: message.button, web_app: { url: link } }]] };
        await callBotApi(
          options.telegramApiUrl,
          token,
          campaign.picture ? 'sendPhoto' : 'sendMessage',
          campaign.picture
            ? { chat_id: row.chat_id, photo: campaign.picture, caption: message.text, reply_markup: markup }
            : { chat_id: row.chat_id, text: message.text, reply_markup: markup },
        );
        delivered = true;
      } else if (row.channel === 'push') {
        delivered = await push(db, row.subscription_id, options.vapid, {
          title: (typeof merchant.settings.brand === 'string' && merchant.settings.brand) || merchant.sub,
          text: message.text,
          url: link,
          ...(campaign.picture ? { image: campaign.picture } : {}),
        });
      } else {
        let gateway;
        try {
          gateway = gatewayFor(db, merchant, options.sms);
        } catch {
          throw new Refusal('the merchant has no SMS gateway login or sender name', true);
        }
        // Eskiz reports whether it was delivered (sms-reports.ts): until then it is sent, not delivered
        const secret = merchant.secrets.smsPassword;
        const callbackUrl =
          gateway.name === 'ESKIZ' && secret ? campaignReportUrl(base, secret, row.id) : undefined;
        try {
          await gateway.send(row.phone as string, message.text, { notice: true, callbackUrl });
        } catch (error) {
          throw new Refusal(error instanceof Error ? error.message : String(error), false);
        }
      }
      await db
        .updateTable('campaign_messages')
        .set({ sent_at: new Date(), delivered_at: delivered ? new Date() : null, last_error: null })
        .where('id', '=', row.id)
        .execute();
      sent += 1;
    } catch (error) {
      const failure =
        error instanceof Refusal
          ? error
          : error instanceof BotApiError
            ? new Refusal(error.message, error.permanent, error.retryAfter)
            : new Refusal(String(error), false);
      await markFailed(db, 'campaign_messages', row, failure);
    }
  }
  await sql`UPDATE campaigns SET status = 'DONE' WHERE status = 'SENDING' AND NOT EXISTS (
      SELECT 1 FROM campaign_messages m WHERE m.campaign_id = campaigns.id AND m.sent_at IS NULL
        AND m.attempts < ${MAX_ATTEMPTS})`.execute(db);
  await sql`DELETE FROM campaign_send_slots WHERE slot < now() - interval '1 minute'`.execute(db);
  return sent;
}

async function push(
  db: Db,
  subscriptionId: number | null,
  vapid: VapidKeys | null,
  body: Record<string, string>,
): Promise<boolean> {
  if (!vapid) throw new Refusal('web push is off', false);
  const target = subscriptionId
    ? await db
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'p256dh', 'auth'])
        .where('id', '=', subscriptionId)
        .executeTakeFirst()
    : undefined;
  if (!target) throw new Refusal('the subscription was removed', true);
  const outcome = await sendPush(target, JSON.stringify(body), vapid);
  if (outcome.kind === 'sent') return true;
  if (outcome.kind === 'gone') {
    // the browser dropped it: no more messages to this device
    await db
      .deleteFrom('push_subscriptions')
      .where('id', '=', subscriptionId as number)
      .execute();
    throw new Refusal(`push service answered ${outcome.status}: subscription removed`, true);
  }
  if (outcome.kind === 'retry')
    throw new Refusal(`push service answered ${outcome.status}`, false, outcome.retryAfterSeconds);
  throw new Refusal(`push service refused the message: ${outcome.status}`, true);
}

/** The sender's timer: every `everyMs`, the due campaign messages go out (0 turns it off). */
export function startCampaignSender(db: Db, options: CampaignSenderOptions, everyMs: number): () => void {
  if (everyMs <= 0) return () => undefined;
  return startTimedJob('campaign messages', everyMs, async () => {
    while ((await sendDueCampaignMessages(db, options)) > 0);
  });
}
