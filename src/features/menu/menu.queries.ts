import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/query-client';
import type { components } from '../../api/schema';

export type Overall = components['schemas']['Overall'];
export type Product = components['schemas']['Product'];
export type Category = components['schemas']['Category'];
export type Group = components['schemas']['Group'];

declare global {
  interface Window {
    /** The menu overview the server's index.html starts fetching before the bundle loads. */
    __dxMenu?: Promise<Overall | null>;
  }
}

async function earlyMenu(): Promise<Overall | null> {
  const early = typeof window === 'undefined' ? undefined : window.__dxMenu;
  if (!early) return null;
  window.__dxMenu = undefined;
  return early.catch(() => null);
}

/** The menu overview (spec section 7: type TG in the mini-app, else WEB), for one branch or all. */
export const menuQuery = (
  api: ApiClient,
  merchantId: number,
  channel: 'WEB' | 'TG',
  branchId: number | null,
) =>
  queryOptions({
    queryKey: ['menu', merchantId, channel, branchId],
    queryFn: async (): Promise<Overall> => {
      if (channel === 'WEB' && branchId === null) {
        const early = await earlyMenu();
        if (early) return early;
      }
      return unwrap(
        await api.GET('/products/v1/overalls', {
          params: { query: { type: channel, ...(branchId ? { branchId } : {}) } },
        }),
      );
    },
    staleTime: 60_000,
  });
