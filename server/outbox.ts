import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from './db/database';
import type { Database } from './db/schema';

/** Attempts before a message is given up; the waits between them grow from 2 s to 10 min. */
export const MAX_ATTEMPTS = 8;
export const backoffMs = (attempts: number) => Math.min(2_000 * 2 ** attempts, 600_000);
/** a claimed row is someone's for this long (a process that died mid-send frees it) */
const LEASE_MS = 60_000;

/** The outboxes: tables of rows sent after their transaction, each with the same delivery columns. */
type Outbox =
  | 'bot_messages'
  | 'fiscal_outbox'
  | 'order_notifications'
  | 'pos_orders'
  | 'pos_order_edits'
  | 'delivery_claims'
  | 'campaign_messages';

/**
 * Rows taken by one process in one transaction: `pick` selects them FOR UPDATE SKIP LOCKED (rows
 * another process holds are skipped), `mark` writes on them what keeps the others off once the
 * transaction ends (a lease, a poll time).
 */
export async function takeRows<R extends { id: number }>(
  db: Db,
  pick: (tx: Db) => Promise<R[]>,
  mark: (tx: Db, ids: number[]) => Promise<unknown>,
): Promise<R[]> {
  return db.transaction().execute(async (tx) => {
    const rows = await pick(tx);
    if (rows.length > 0)
      await mark(
        tx,
        rows.map((r) => r.id),
      );
    return rows;
  });
}

/**
 * Claims up to 20 due rows of an outbox for this process: still to send (`pending`: unsent, unless
 * the outbox says otherwise), tries left, due by `now`; locked while claimed (skipping rows another
 * process holds) and leased for a minute, so each row is sent at most once at a time across processes.
 */
export async function claimDue<T extends Outbox>(
  db: Db,
  table: T,
  now: Date,
  pending: RawBuilder<boolean> = sql<boolean>`sent_at IS NULL`,
): Promise<Selectable<Database[T]>[]> {
  // both tables have the columns used here; Kysely types one of them at a time
  const outbox = table as 'fiscal_outbox';
  const due = await takeRows(
    db,
    (tx) =>
      tx
        .selectFrom(outbox)
        .selectAll()
        .where(pending)
        .where('attempts', '<', MAX_ATTEMPTS)
        .where('next_attempt_at', '<=', now)
        .orderBy('id')
        .limit(20)
        .forUpdate()
        .skipLocked()
        .execute(),
    (tx, ids) =>
      tx
        .updateTable(outbox)
        .set({ next_attempt_at: new Date(now.getTime() + LEASE_MS) })
        .where('id', 'in', ids)
        .execute(),
  );
  return due as unknown as Selectable<Database[T]>[];
}

/** Why a row was not sent: given up (`permanent`) or tried again after the provider's wait, else the backoff. */
export interface SendFailure {
  message: string;
  permanent: boolean;
  retryAfterSeconds?: number | null;
}

/** Records a failed send on its row: the next try's time, or no more tries. */
export async function markFailed(
  db: Db,
  table: Outbox,
  row: { id: number; attempts: number },
  failure: SendFailure,
): Promise<void> {
  const wait = failure.retryAfterSeconds ? failure.retryAfterSeconds * 1000 : backoffMs(row.attempts);
  await db
    .updateTable(table as 'fiscal_outbox')
    .set({
      attempts: failure.permanent ? MAX_ATTEMPTS : row.attempts + 1,
      last_error: failure.message.slice(0, 500),
      next_attempt_at: new Date(Date.now() + wait),
    })
    .where('id', '=', row.id)
    .execute();
}
