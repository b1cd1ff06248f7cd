import type { ManageDeps as Deps } from './deps';
import type { Kind } from './versions';

/**
 * After every committed write of the back office: the menu caches drop the merchant's (its open
 * storefronts read the change on their next look). The one place a write is announced: the live
 * stream to storefronts (server/events, announceStorefront) connects here.
 */
export function afterManageWrite(deps: Pick<Deps, 'merchants'>, merchantId: number, kind: Kind) {
  void kind;
  deps.merchants.changed(merchantId);
}
