import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { claimDue, markFailed } from '../outbox';
import { startTimedJob } from '../timed-job';
import { fiscalDetail } from './fiscal-items';

/** Click's merchant API, where paid orders' fiscal items go (CLICK_API_URL; a local fake in tests). */
export const CLICK_API_URL = 'https://api.click.uz';

class FiscalError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

/** Click's `Auth` header: merchant user id, sha1(timestamp + secret key), timestamp (seconds). */
export function clickAuth(userId: string, secretKey: string, now = Date.now()) {
  const timestamp = Math.floor(now / 1000);
  const digest = createHash('sha1').update(`${timestamp}${secretKey}`).digest('hex');
  return `${userId}:${digest}:${timestamp}`;
}

/**
 * Sends the due Click receipts, each at most once at a time across processes: the items
 * (POST /v2/merchant/payment/ofd_data/submit_items, delivery a position with its own codes), then
 * the receipt's link (GET /v2/merchant/payment/ofd_data/{service_id}/{payment_id}), kept on the
 * order for its page. Failures wait and retry like the bot's messages. Returns how many finished.
 */
export async function sendDueFiscalReceipts(db: Db, apiUrl: string, now = new Date()): Promise<number> {
  const due = await claimDue(db, 'fiscal_outbox', now);
  let done = 0;
  for (const row of due) {
    try {
      const merchant = await db
        .selectFrom('merchants')
        .select(['secrets', 'delivery_fiscal'])
        .where('id', '=', row.merchant_id)
        .executeTakeFirstOrThrow();
      const { clickServiceId, clickMerchantUserId, clickSecretKey } = merchant.secrets;
      if (!clickServiceId || !clickMerchantUserId || !clickSecretKey)
        throw new FiscalError('the merchant has no Click service id, merchant user id or secret key', true);
      const call = async (path: string, body?: object) => {
        const res = await fetch(`${apiUrl.replace(/\/$/, '')}/v2/merchant/payment/ofd_data${path}`, {
          method: body ? 'POST' : 'GET',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            auth: clickAuth(clickMerchantUserId, clickSecretKey),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(15_000),
        });
        const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
        if (!res.ok)
          throw new FiscalError(
            `HTTP ${res.status}`,
            res.status >= 400 && res.status < 500 && res.status !== 429,
          );
        return answer;
      };
      if (!row.submitted_at) {
        const order = await db
          .selectFrom('orders')
          .selectAll()
          .where('id', '=', row.order_id)
          .executeTakeFirstOrThrow();
        const detail = fiscalDetail(order, merchant.delivery_fiscal, { deliveryAsItem: true });
        if (!detail) throw new FiscalError('a sold item has no fiscal codes', true);
        const answer = await call('/submit_items', {
          service_id: Number(clickServiceId),
          payment_id: Number(row.payment_id),
          items: detail.items.map((i) => {
            const price = i.price * i.count - (i.discount ?? 0);
            return {
              Name: i.title,
              SPIC: i.code,
              PackageCode: i.package_code,
              Price: price,
              Amount: i.count,
              VAT: Math.round((price * i.vat_percent) / (100 + i.vat_percent)),
              VATPercent: i.vat_percent,
              CommissionInfo: {},
            };
          }),
          received_ecash: 0,
          received_cash: 0,
          received_card: Math.round(order.total_price * 100),
        });
        if (answer.error_code !== 0)
          throw new FiscalError(`Click ${String(answer.error_code)}: ${String(answer.error_note ?? '')}`);
        await db
          .updateTable('fiscal_outbox')
          .set({ submitted_at: new Date() })
          .where('id', '=', row.id)
          .execute();
      }
      const receipt = await call(`/${clickServiceId}/${row.payment_id}`);
      const qrCodeUrl = typeof receipt.qrCodeURL === 'string' ? receipt.qrCodeURL : null;
      if (!qrCodeUrl) throw new FiscalError('the receipt has no link yet');
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('orders')
          .set({
            fiscal_receipt: JSON.stringify({
              receiptId: String(receipt.receipt_id ?? row.payment_id),
              fiscalSign: typeof receipt.fiscal_sign === 'string' ? receipt.fiscal_sign : null,
              terminalId: typeof receipt.terminal_id === 'string' ? receipt.terminal_id : null,
              qrCodeUrl,
              date: typeof receipt.date === 'string' ? receipt.date : null,
            }),
          })
          .where('id', '=', row.order_id)
          .execute();
        await tx.updateTable('fiscal_outbox').set({ sent_at: new Date() }).where('id', '=', row.id).execute();
      });
      done += 1;
    } catch (error) {
      const failure = error instanceof FiscalError ? error : new FiscalError(String(error));
      await markFailed(db, 'fiscal_outbox', row, failure);
    }
  }
  return done;
}

/** The sender's timer: every `everyMs`, the due receipts go out (0 turns it off). */
export function startFiscalSender(db: Db, apiUrl: string, everyMs: number): () => void {
  if (everyMs <= 0) return () => undefined;
  return startTimedJob('fiscal receipts', everyMs, async () => {
    while ((await sendDueFiscalReceipts(db, apiUrl)) > 0);
  });
}
