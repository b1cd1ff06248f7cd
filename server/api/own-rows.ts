import type { Db } from '../db/database';
import { notFound } from '../http/errors';

/**
 * Deletes one of the customer's own rows (an address, a device's push subscription) by its id:
 * 404 naming `what` when they have none with that id (another's row is as good as none).
 */
export async function deleteOwnRow(
  db: Db,
  table: 'addresses' | 'push_subscriptions',
  user: { id: number; merchant_id: number },
  id: number,
  what: string,
): Promise<void> {
  // both tables have the columns used here; Kysely types one of them at a time
  const res = await db
    .deleteFrom(table as 'addresses')
    .where('merchant_id', '=', user.merchant_id)
    .where('user_id', '=', user.id)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw notFound(what);
}
