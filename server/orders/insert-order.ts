import { sql, type QueryCreator, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, NewOrder as OrderRow, Order } from '../db/schema';
import type { OrderLogTable } from '../db/tables-orders';

/** An order's row before it has its number. */
export type NewOrder = Omit<OrderRow, 'number'>;
type OrderLog = Selectable<OrderLogTable>;

/**
 * The upsert that takes the merchant's next order number (its counter row locked for the statement
 * only); with `taken` (a number this order took before, so the row exists) it leaves the counter alone.
 */
const takeNumber = (q: QueryCreator<Database>, merchantId: number, taken: number | null = null) =>
  q
    .insertInto('order_counters')
    .values({ merchant_id: merchantId, last_number: 1001 })
    .onConflict((oc) =>
      oc
        .column('merchant_id')
        .doUpdateSet({ last_number: sql`order_counters.last_number + 1` })
        .where(sql<boolean>`${taken}::int IS NULL`),
    )
    .returning('last_number');

/** The merchant's next order number, in a statement of its own. */
export async function nextNumber(db: Db, merchantId: number): Promise<number> {
  return (await takeNumber(db, merchantId).executeTakeFirstOrThrow()).last_number;
}

/**
 * The order and its first change-log row in one statement; numbered `number`, or (null) by taking
 * the merchant's next number in that statement too.
 */
export async function insertOrder(
  db: Db,
  row: NewOrder,
  number: number | null,
): Promise<{ order: Order; log: OrderLog }> {
  const written = await db
    .with('n', (q) => takeNumber(q, row.merchant_id, number))
    .with('o', (q) =>
      q
        .insertInto('orders')
        .values({ ...row, number: number ?? sql<number>`(SELECT last_number FROM n)` })
        .returningAll(),
    )
    .with('l', (q) =>
      q
        .insertInto('order_log')
        .columns(['order_id', 'kind', 'status', 'courier_status'])
        .expression((e) =>
          e
            .selectFrom('o')
            .select([
              'o.id',
              sql<string>`'CHANGE_STATUS'`.as('kind'),
              'o.status',
              sql<null>`NULL`.as('courier_status'),
            ]),
        )
        .returningAll(),
    )
    .selectFrom('o')
    .innerJoin('l', 'l.order_id', 'o.id')
    .selectAll('o')
    .select([
      'l.id as log_id',
      'l.kind as log_kind',
      'l.status as log_status',
      'l.created_date as log_created_date',
    ])
    .executeTakeFirstOrThrow();
  const { log_id, log_kind, log_status, log_created_date, ...order } = written;
  return {
    order,
    log: {
      id: log_id,
      order_id: order.id,
      kind: log_kind,
      status: log_status,
      courier_status: null,
      created_date: log_created_date,
      staff_id: null,
      changes: null,
    },
  };
}
