import type { Db } from '../db/database';
import type { StorefrontEvents } from '../events/storefront';
import { startTimedJob } from '../timed-job';

/**
 * Branch pauses that ended on their own (`paused_until` passed) are announced to open storefronts,
 * each once: the passed pauses are cleared in one statement (a second process's statement finds
 * them gone; a pause set again meanwhile is in the future and stays), and one branch event goes out
 * per branch, so its storefronts take orders for now again without a reload. Answers how many it
 * cleared.
 */
export async function announceEndedPauses(db: Db, storefront: StorefrontEvents, now = new Date()) {
  const ended = await db
    .updateTable('branches')
    .set({ paused_until: null })
    .where('paused_until', 'is not', null)
    .where('paused_until', '<=', now)
    .returning(['merchant_id', 'id'])
    .execute();
  for (const b of ended) storefront.announce(b.merchant_id, { kind: 'branch', branchId: b.id });
  return ended.length;
}

/** Looks for ended pauses every `everyMs` (a second: open storefronts hear it within two); 0 turns it off. */
export function startPauseEnds(db: Db, storefront: StorefrontEvents, everyMs: number): () => void {
  if (everyMs <= 0) return () => {};
  return startTimedJob('branch pause ends', everyMs, async () => {
    await announceEndedPauses(db, storefront);
  });
}
