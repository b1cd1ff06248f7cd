import type { ManageDeps as Deps } from './deps';
import type { Kind } from './versions';

/**
 * After every committed write of the back office, the one place it is announced: every process
 * drops the merchant's cached menus and its open storefronts fetch the menu, the branches and the
 * zones again (server/events). What changed (`kind`) stays in the change log: a storefront only
 * needs to know what to fetch.
 */
export function afterManageWrite(deps: Pick<Deps, 'events'>, merchantId: number, kind: Kind) {
  void kind;
  deps.events.announceStorefront(merchantId, { kind: 'menu' });
}
