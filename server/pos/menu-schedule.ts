import type { Db } from '../db/database';
import { syncMenu, type MenuSyncLine } from './menu-sync';
import type { PosDeps } from './sender';

/**
 * Whether this process takes a merchant's scheduled menu sync now: its last menu sync (by schedule,
 * by hand or by the POS's webhook) is `everyMs` old. The claim moves that time in one statement, so
 * of several processes one takes it. A merchant never synced waits one interval from the start of
 * this process (a server that just started does not rewrite a menu under open pages).
 */
export async function claimMenuSync(
  db: Db,
  merchantId: number,
  now: Date,
  everyMs: number,
  startedAt: Date,
): Promise<boolean> {
  const taken = await db
    .updateTable('pos_syncs')
    .set({ at: now })
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'menu')
    .where('at', '<=', new Date(now.getTime() - everyMs))
    .returning('merchant_id')
    .executeTakeFirst();
  if (taken) return true;
  if (now.getTime() - startedAt.getTime() < everyMs) return false;
  const first = await db
    .insertInto('pos_syncs')
    .values({ merchant_id: merchantId, kind: 'menu', ok: true, result: 'scheduled', at: now })
    .onConflict((oc) => oc.columns(['merchant_id', 'kind']).doNothing())
    .returning('merchant_id')
    .executeTakeFirst();
  return first !== undefined;
}

/** The menu from the POS on schedule: applied when this process takes the merchant's turn, else null. */
export async function scheduledMenuSync(
  deps: PosDeps,
  merchantId: number,
  schedule: { now: Date; everyMs: number; startedAt: Date },
): Promise<MenuSyncLine[] | null> {
  if (!(await claimMenuSync(deps.db, merchantId, schedule.now, schedule.everyMs, schedule.startedAt)))
    return null;
  return syncMenu(deps, merchantId, false);
}
