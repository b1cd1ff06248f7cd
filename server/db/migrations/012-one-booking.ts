import { sql, type Kysely } from 'kysely';

/**
 * One booking per customer, place, day and time: the same table booked again (a double tap, a
 * script) finds the first. Older duplicates, from before the rule, are cancelled first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `UPDATE reservations r SET status = 'CANCELED'
       WHERE r.status <> 'CANCELED' AND EXISTS (
         SELECT 1 FROM reservations o
          WHERE o.user_id = r.user_id AND o.place_id = r.place_id AND o.day = r.day AND o.time = r.time
            AND o.status <> 'CANCELED' AND o.id < r.id)`,
    `CREATE UNIQUE INDEX reservations_one_per_customer ON reservations (user_id, place_id, day, time)
       WHERE status <> 'CANCELED'`,
  ])
    await sql.raw(statement).execute(db);
}
