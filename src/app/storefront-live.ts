import type { QueryClient } from '@tanstack/react-query';
import { API_BASE } from '../api/order-stream';
import type { components } from '../api/schema';
import { menuKeys } from '../features/menu/menu.queries';
import { placesKeys } from '../features/places/places.queries';
import { followEvents } from '../platform/live-events';

type StorefrontEvent = components['schemas']['StorefrontEvent'];

/**
 * The merchant's menus fetched again (those on screen at once, the others when next shown): every
 * one after a menu change or a stop at every branch, only that branch's after a stop at one. The
 * menu on screen stays until the new one arrives: no reload, no jump.
 */
export const refreshMenus = (queryClient: QueryClient, merchantId: number, branchId: number | null = null) =>
  queryClient.invalidateQueries({
    queryKey: menuKeys.all(merchantId),
    ...(branchId === null ? {} : { predicate: (query) => query.queryKey[3] === branchId }),
  });

/**
 * An open storefront follows its merchant's live stream and fetches again only what changed: the
 * menus (a dish, a price, a picture; a stop at every branch or at one), or the branches (paused,
 * resumed). Loaded after the first paint, out of the first load's scripts.
 */
export function followStorefront(queryClient: QueryClient, merchantId: number): () => void {
  // a branch's hours, pause and zones (the delivery prices) travel with the branches
  const branches = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: placesKeys.branches(merchantId) }),
      queryClient.invalidateQueries({ queryKey: placesKeys.zones(merchantId) }),
    ]);
  return followEvents<StorefrontEvent>(`${API_BASE}/products/v1/events?merchantId=${merchantId}`, {
    onEvent(event) {
      if (event.kind !== 'stop-list') void branches();
      // a menu change (a folder applied, the back office) may touch any of it: dishes, hours, zones
      if (event.kind !== 'branch')
        void refreshMenus(queryClient, merchantId, event.kind === 'stop-list' ? event.branchId : null);
    },
    // back after a break, or polling while it lasts: whatever may have changed meanwhile
    onResync() {
      void refreshMenus(queryClient, merchantId);
      void branches();
    },
  });
}
