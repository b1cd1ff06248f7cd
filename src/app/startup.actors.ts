import type { i18n as I18n } from 'i18next';
import { createActor, fromPromise } from 'xstate';
import type { Bootstrap } from '../api/bootstrap';
import { orThrow } from '../api/errors';
import { fetchQueryKept } from '../api/query-client';
import type { Lang } from '../domain/localized';
import { menuQuery } from '../features/menu/menu.queries';
import { citiesQuery } from '../features/places/places.queries';
import type { TenantDeps } from '../tenant/tenant-deps';
import { startupMachine } from './startup.machine';

/**
 * The start's actor with this storefront's calls, not yet started. Its creation works out the first
 * state (the first one on a page is the slowest: xstate's code runs for the first time), so a
 * hydrating page makes it in a task of its own before the first draw rather than inside `Root`'s.
 */
export function startupActor(
  deps: TenantDeps,
  {
    sub,
    bootstrap,
    channel,
    i18n,
  }: { sub: string; bootstrap: Bootstrap | null; channel: 'WEB' | 'TG'; i18n: I18n },
) {
  const { api, queryClient, storage } = deps;
  // the menu the start loads: the nearest branch's the device remembers
  const startMenu = (merchantId: number) =>
    menuQuery(api, merchantId, channel, storage.get('nearestBranch'), i18n.language as Lang);
  const machine = startupMachine().provide({
    actors: {
      loadMerchant: fromPromise(async ({ input }) =>
        orThrow(await api.GET('/users/v1/merchants/sub/{sub}', { params: { path: { sub: input.sub } } })),
      ),
      loadSettings: fromPromise(async ({ input }) => {
        deps.setMerchantId(input.merchantId);
        const [settings, layout] = await Promise.all([
          api.GET('/support/v1/merchant/settings/web'),
          api.GET('/support/v1/merchant/layout'),
        ]);
        return { settings: orThrow(settings), layout: orThrow(layout) };
      }),
      loadCities: fromPromise(async ({ input }) =>
        fetchQueryKept(queryClient, citiesQuery(api, input.merchantId)),
      ),
      loadMenu: fromPromise(async ({ input }) => fetchQueryKept(queryClient, startMenu(input.merchantId))),
    },
  });
  return createActor(machine, {
    input: {
      sub,
      bootstrap,
      // the cities the server's first screen was rendered with, and whether the menu the start loads
      // is in the cache already (the first screen's, unless the device remembers another branch):
      // the start needs no call for them, and with both it is ready at once
      cities: bootstrap ? queryClient.getQueryData(citiesQuery(api, bootstrap.merchant.id).queryKey) : null,
      menuKnown:
        bootstrap !== null &&
        queryClient.getQueryData(startMenu(bootstrap.merchant.id).queryKey) !== undefined,
    },
  });
}

export type StartupActor = ReturnType<typeof startupActor>;
