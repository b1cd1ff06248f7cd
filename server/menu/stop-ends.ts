import type { Db } from '../db/database';
import type { StorefrontEvents } from '../events/storefront';
import { startTimedJob } from '../timed-job';

/**
 * Stops that ended on their own (their `until` passed) are announced to open storefronts, each
 * once: the entries are claimed in one statement (a second process's claim finds them taken), and
 * one stop-list event goes out per merchant and branch. Answers how many entries it claimed.
 */
export async function announceEndedStops(db: Db, storefront: StorefrontEvents, now = new Date()) {
  const ended = await db
    .updateTable('stop_list')
    .set({ end_announced: true })
    .where('end_announced', '=', false)
    .where('until', 'is not', null)
    .where('until', '<=', now)
    .returning(['merchant_id', 'branch_id'])
    .execute();
  const heard = new Set<string>();
  for (const e of ended) {
    const key = `${e.merchant_id}:${e.branch_id}`;
    if (heard.has(key)) continue;
    heard.add(key);
    storefront.announce(e.merchant_id, { kind: 'stop-list', branchId: e.branch_id });
  }
  return ended.length;
}

/** Looks for ended stops every `everyMs` (a second: open storefronts hear it within two); 0 turns it off. */
export function startStopEnds(db: Db, storefront: StorefrontEvents, everyMs: number): () => void {
  if (everyMs <= 0) return () => {};
  return startTimedJob('stop-list ends', everyMs, async () => {
    await announceEndedStops(db, storefront);
  });
}
