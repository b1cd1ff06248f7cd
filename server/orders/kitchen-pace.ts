import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The orders the kitchen's pace is taken from: the branch's last ones cooked in the last two weeks. */
const LAST_ORDERS = 30;
const SINCE_MS = 14 * 86_400_000;
/** Fewer cooked orders than this say nothing yet (the usual estimate stands). */
const AT_LEAST = 3;

/**
 * The branch's real cooking pace: the median minutes from cooking started to ready over its last
 * orders, or null when it has cooked too few yet.
 */
export async function kitchenMinutes(db: Db, branchId: number, now = new Date()): Promise<number | null> {
  const row = await sql<{ median: number | null; n: number }>`
    select percentile_cont(0.5) within group (order by minutes)::float8 as median, count(*)::int as n
    from (
      select extract(epoch from (ready_time - cooking_time)) / 60 as minutes
      from orders
      where branch_id = ${branchId}
        and cooking_time is not null and ready_time is not null and ready_time > cooking_time
        and ready_time > ${new Date(now.getTime() - SINCE_MS)}
      order by ready_time desc
      limit ${LAST_ORDERS}
    ) recent`.execute(db);
  const first = row.rows[0];
  return first && first.n >= AT_LEAST && first.median !== null ? Math.round(first.median) : null;
}
