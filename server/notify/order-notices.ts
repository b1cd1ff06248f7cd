import type { Db } from '../db/database';
import type { Schemas } from '../http/types';
import { MAX_ATTEMPTS } from '../outbox';

interface Delivery {
  sent_at: Date | null;
  attempts: number;
  created_date: Date;
  delivery?: 'DELIVERED' | 'FAILED' | null;
}

const statusOf = (row: Delivery): Schemas['OrderNotice']['status'] =>
  row.delivery === 'FAILED' || (!row.sent_at && row.attempts >= MAX_ATTEMPTS)
    ? 'FAILED'
    : row.delivery === 'DELIVERED'
      ? 'DELIVERED'
      : row.sent_at
        ? 'SENT'
        : 'PENDING';

/** What an order's customer was told, by the bot, web push and SMS, oldest first: the desk's order detail. */
export async function orderNotices(db: Db, orderId: number): Promise<Schemas['OrderNotice'][]> {
  const [bot, others] = await Promise.all([
    db
      .selectFrom('bot_messages')
      .select(['step', 'sent_at', 'attempts', 'created_date'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_notifications')
      .select(['channel', 'step', 'sent_at', 'attempts', 'created_date', 'delivery'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
  ]);
  const notices = [
    ...bot.map((row) => ({
      channel: 'TELEGRAM' as const,
      step: row.step ?? '',
      status: statusOf(row),
      at: (row.sent_at ?? row.created_date).toISOString(),
    })),
    ...others.map((row) => ({
      channel: row.channel,
      step: row.step,
      status: statusOf(row),
      at: (row.sent_at ?? row.created_date).toISOString(),
    })),
  ];
  return notices.sort((a, b) => a.at.localeCompare(b.at));
}
