import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Merchant, Order } from '../db/schema';
import { failWith } from '../http/errors';
import type { OrderEvents } from '../orders/events';
import { changeOrders } from '../orders/order-changes';
import { fiscalDetail } from './fiscal-items';
import { SubscribeError, subscribe } from './payme-subscribe';
import { log } from '../log';

const receiptsAuth = (merchant: Merchant) =>
  `${merchant.secrets.paymeMerchantId}:${merchant.secrets.paymeKey}`;

/**
 * Pays a new saved-card order (payment type OTHER) through Payme's Subscribe API: a receipt with
 * the fiscal items, paid with the card's token; Payme's calls to the Merchant API mark the order
 * paid, once. Only one request charges an order (a retried submission just waits for its answer).
 * Refused: the order is cancelled, its Idempotency-Key freed for the next try, and the customer
 * told why in Payme's words. Returns the order as it is after the payment.
 */
export async function payWithCard(
  db: Db,
  events: OrderEvents,
  apiUrl: string,
  merchant: Merchant,
  order: Order,
): Promise<Order> {
  const claimed = await db
    .updateTable('orders')
    .set({ details: sql`details || '{"cardCharge": true}'::jsonb` })
    .where('id', '=', order.id)
    .where('is_paid', '=', false)
    .where('status', '!=', 'CANCELED')
    .where(sql<boolean>`NOT (details ? 'cardCharge')`)
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return order;
  const card = await db
    .selectFrom('cards')
    .select('provider_token')
    .where('id', '=', order.card_id ?? 0)
    .where('is_verified', '=', true)
    .executeTakeFirst();
  try {
    if (!card)
      throw new SubscribeError(-31400, {
        uz: 'Karta topilmadi',
        ru: 'Карта не найдена',
        en: 'Card not found',
      });
    const detail = fiscalDetail(order, merchant.delivery_fiscal);
    const { receipt } = await subscribe<{ receipt: { _id: string } }>(
      apiUrl,
      receiptsAuth(merchant),
      'receipts.create',
      {
        amount: Math.round(order.total_price * 100),
        account: { order_id: String(order.id) },
        ...(detail ? { detail } : {}),
      },
    );
    await subscribe(apiUrl, receiptsAuth(merchant), 'receipts.pay', {
      id: receipt._id,
      token: card.provider_token,
    });
  } catch (error) {
    if (!(error instanceof SubscribeError)) throw error;
    await changeOrders(db, events, async ({ tx, move }) => {
      const now = await tx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      if (now.is_paid) return;
      await tx.updateTable('orders').set({ idempotency_key: null }).where('id', '=', order.id).execute();
      if (now.status !== 'CANCELED')
        await move(now, {
          to: 'CANCELED',
          actor: 'SYSTEM',
          reasonCode: 'PAYMENT_FAILED',
          reason: `Card payment failed: ${error.words.en}`,
        });
    });
    throw failWith(422, 'CARD_PAYMENT_FAILED', error.words);
  }
  return db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
}

/**
 * A cancelled card order that was paid gets its money back through Payme (receipts.cancel; Payme's
 * CancelTransaction marks it refunded). A refusal leaves it "refund due" on the desk, to settle by hand.
 */
export async function refundCardOrder(
  db: Db,
  apiUrl: string,
  merchant: Merchant,
  order: Order,
): Promise<void> {
  if (order.payment_type !== 'OTHER' || !order.refund_due) return;
  const paid = await db
    .selectFrom('payment_transactions')
    .select('provider_id')
    .where('order_id', '=', order.id)
    .where('provider', '=', 'PAYME')
    .where('state', '=', 2)
    .executeTakeFirst();
  if (!paid) return;
  try {
    await subscribe(apiUrl, receiptsAuth(merchant), 'receipts.cancel', { id: paid.provider_id });
  } catch (error) {
    if (!(error instanceof SubscribeError)) throw error;
    log.warn(`card refund of order ${order.id} refused: ${error.message}`);
  }
}
