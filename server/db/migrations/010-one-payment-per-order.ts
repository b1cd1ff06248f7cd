import { sql, type Kysely } from 'kysely';

/**
 * One order, one payment, held by the database whatever the callbacks race: at most one
 * performed transaction per order, and at most one open Payme or Uzum transaction per order
 * (Click prepares each attempt; its first complete wins). Older open duplicates, from before
 * the rule, are cancelled first (reason 3: the order was being paid by another transaction).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `UPDATE payment_transactions t SET state = -1, reason = 3, cancel_time = (extract(epoch from now()) * 1000)::bigint
       WHERE t.state = 1 AND t.provider <> 'CLICK' AND EXISTS (
         SELECT 1 FROM payment_transactions o
          WHERE o.order_id = t.order_id AND o.provider <> 'CLICK' AND o.id <> t.id
            AND (o.state = 2 OR (o.state = 1 AND o.id > t.id)))`,
    `CREATE UNIQUE INDEX payment_transactions_one_performed ON payment_transactions (order_id) WHERE state = 2`,
    `CREATE UNIQUE INDEX payment_transactions_one_open ON payment_transactions (order_id)
       WHERE state IN (1, 2) AND provider <> 'CLICK'`,
  ])
    await sql.raw(statement).execute(db);
}
