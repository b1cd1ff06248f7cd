import { noteConfigVersion } from '../../platform/reload-guard';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import type { components } from '../../api/schema';
import type { Lang } from '../../domain/localized';

export type Overall = components['schemas']['Overall'];
export type Product = components['schemas']['Product'];
export type Category = components['schemas']['Category'];
export type Group = components['schemas']['Group'];

declare global {
  interface Window {
    /** The menu overview the server's index.html starts fetching before the bundle loads, and its language. */
    __dxMenu?: Promise<Overall | null>;
    __dxMenuLang?: string;
  }
}

/** The page's own early request, when it asked for this language. */
async function earlyMenu(lang: Lang | null): Promise<Overall | null> {
  const early = typeof window === 'undefined' ? undefined : window.__dxMenu;
  if (!early || (window.__dxMenuLang ?? null) !== lang) return null;
  window.__dxMenu = undefined;
  return early.catch(() => null);
}

export const menuKeys = {
  all: (merchantId: number) => ['menu', merchantId] as const,
  overview: (merchantId: number, channel: 'WEB' | 'TG', branchId: number | null, lang: Lang | null) =>
    ['menu', merchantId, channel, branchId, lang ?? 'all'] as const,
  reviews: (merchantId: number, productId: number) => ['reviews', merchantId, productId] as const,
};

/** The reviews customers left on a product. */
export const reviewsQuery = (api: ApiClient, merchantId: number, productId: number) =>
  queryOptions({
    queryKey: menuKeys.reviews(merchantId, productId),
    queryFn: async ({ signal }) =>
      orThrow(
        await api.GET('/products/v1/products/{id}/reviews', { params: { path: { id: productId } }, signal }),
      ),
    enabled: Number.isFinite(productId),
  });

/**
 * The menu overview (spec section 7: type TG in the mini-app, else WEB), for one branch or all,
 * in the page's language only (a third of the bytes), or in all three (`lang` null: search
 * matches a name in any of them).
 */
export const menuQuery = (
  api: ApiClient,
  merchantId: number,
  channel: 'WEB' | 'TG',
  branchId: number | null,
  lang: Lang | null,
) =>
  queryOptions({
    queryKey: menuKeys.overview(merchantId, channel, branchId, lang),
    queryFn: async ({ signal }): Promise<Overall> => {
      if (channel === 'WEB' && branchId === null) {
        const early = await earlyMenu(lang);
        if (early) return early;
      }
      const answer = await api.GET('/products/v1/overalls', {
        params: { query: { type: channel, ...(branchId ? { branchId } : {}), ...(lang ? { lang } : {}) } },
        signal,
      });
      noteConfigVersion(answer.response.headers.get('x-config-version'));
      return orThrow(answer);
    },
    // fetched again when the storefront's live stream says the menu or the stop-list changed
    // (src/app/storefront-live.ts), not on a timer
    staleTime: 60_000,
    // another language or branch: the menu on screen stays until its replacement arrives
    placeholderData: keepPreviousData,
  });
