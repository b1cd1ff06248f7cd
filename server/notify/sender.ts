import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { claimDue, markFailed } from '../outbox';
import { gatewayFor, type GatewayChoice } from '../sms/select-gateway';
import { startTimedJob } from '../timed-job';
import { orderUrl } from '../telegram/bot-outbox';
import { sendPush, type VapidKeys } from './web-push';

export interface NoticeSenderOptions {
  /** null: web push is off, its messages wait */
  vapid: VapidKeys | null;
  sms: GatewayChoice;
  /** the storefront of a merchant without its own domain, `{sub}` standing for its sub */
  storefrontUrl: string;
}

/** A failed send: given up (`permanent`) or tried again after a wait. */
class NoticeError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** The secret in an SMS's delivery-report address: only the gateway it was given to can report on it. */
export function reportToken(merchantSecret: string, rowId: number): string {
  return createHmac('sha256', merchantSecret).update(`sms-report:${rowId}`).digest('base64url').slice(0, 32);
}
export function reportTokenMatches(merchantSecret: string, rowId: number, token: string): boolean {
  const expected = Buffer.from(reportToken(merchantSecret, rowId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Sends the order notifications that are due (web push and SMS), each at most once at a time
 * across processes; a push service's 404/410 removes the dead subscription; returns how many went.
 */
export async function sendDueNotices(
  db: Db,
  options: NoticeSenderOptions,
  now = new Date(),
): Promise<number> {
  const due = await claimDue(db, 'order_notifications', now);
  let sent = 0;
  for (const row of due) {
    try {
      const providerId = row.channel === 'PUSH' ? await push(db, row, options) : await sms(db, row, options);
      await db
        .updateTable('order_notifications')
        .set({ sent_at: new Date(), provider_id: providerId, last_error: null })
        .where('id', '=', row.id)
        .execute();
      sent += 1;
    } catch (error) {
      await markFailed(
        db,
        'order_notifications',
        row,
        error instanceof NoticeError ? error : new NoticeError(String(error), false),
      );
    }
  }
  return sent;
}

type Row = Awaited<ReturnType<typeof claimDue<'order_notifications'>>>[number];

async function push(db: Db, row: Row, options: NoticeSenderOptions): Promise<null> {
  if (!options.vapid) throw new NoticeError('web push is off', false);
  const target = row.subscription_id
    ? await db
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'p256dh', 'auth'])
        .where('id', '=', row.subscription_id)
        .executeTakeFirst()
    : undefined;
  if (!target) throw new NoticeError('the subscription was removed', true);
  const outcome = await sendPush(target, JSON.stringify(row.body), options.vapid);
  if (outcome.kind === 'sent') return null;
  if (outcome.kind === 'gone') {
    // the browser dropped it: no more messages to this device
    await db
      .deleteFrom('push_subscriptions')
      .where('id', '=', row.subscription_id as number)
      .execute();
    throw new NoticeError(`push service answered ${outcome.status}: subscription removed`, true);
  }
  if (outcome.kind === 'retry')
    throw new NoticeError(`push service answered ${outcome.status}`, false, outcome.retryAfterSeconds);
  throw new NoticeError(`push service refused the message: ${outcome.status}`, true);
}

async function sms(db: Db, row: Row, options: NoticeSenderOptions): Promise<string | null> {
  const merchant = await db
    .selectFrom('merchants')
    .select(['id', 'sub', 'settings', 'secrets', 'sms_gateway'])
    .where('id', '=', row.merchant_id)
    .executeTakeFirstOrThrow();
  let gateway;
  try {
    gateway = gatewayFor(db, merchant, options.sms);
  } catch {
    throw new NoticeError('the merchant has no SMS gateway login or sender name', true);
  }
  const secret = merchant.secrets.smsPassword;
  // Eskiz reports delivery to the merchant's own storefront address
  const callbackUrl =
    gateway.name === 'ESKIZ' && secret
      ? new URL(
          `/api/callbacks/eskiz/${row.id}?t=${reportToken(secret, row.id)}`,
          orderUrl(merchant, row.order_id, options.storefrontUrl),
        ).toString()
      : undefined;
  try {
    const { id } = await gateway.send(row.phone as string, row.body.text, { callbackUrl, notice: true });
    return id;
  } catch (error) {
    throw new NoticeError(error instanceof Error ? error.message : String(error), false);
  }
}

/** The sender's timer: every `everyMs`, the due notifications go out (0 turns it off). */
export function startNoticeSender(db: Db, options: NoticeSenderOptions, everyMs: number): () => void {
  if (everyMs <= 0) return () => undefined;
  return startTimedJob('order notifications', everyMs, async () => {
    while ((await sendDueNotices(db, options)) > 0);
  });
}
