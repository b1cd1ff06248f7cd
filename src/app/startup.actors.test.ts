import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { Bootstrap } from '../api/bootstrap';
import { createI18n } from '../i18n/i18n';
import { menuQuery } from '../features/menu/menu.queries';
import { citiesQuery } from '../features/places/places.queries';
import { createTenantDeps } from '../tenant/tenant-deps';
import { startupActor } from './startup.actors';
import { cities, layout, merchant, settings } from './startup.fixtures';

const menu = { groups: [], categories: [], products: [] };

/** A storefront's deps whose API answers from a table of paths, noting each call. */
async function storefront(answers: Record<string, { status: number; body: unknown }> = {}) {
  const calls: string[] = [];
  const table: Record<string, { status: number; body: unknown }> = {
    '/users/v1/merchants/sub/osh': { status: 200, body: merchant },
    '/support/v1/merchant/settings/web': { status: 200, body: settings },
    '/support/v1/merchant/layout': { status: 200, body: layout },
    '/users/v1/city-merchant/merchant/7': { status: 200, body: cities },
    '/products/v1/overalls': { status: 200, body: menu },
    ...answers,
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    const path = pathname.replace(/^\/api/, '');
    calls.push(`${request.headers.get('X-Merchant-Id') ?? '-'} ${path}`);
    const answer = table[path] ?? { status: 404, body: { message: 'not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const i18n = await createI18n('uz');
  const deps = createTenantDeps(
    'osh',
    (key) => key,
    () => undefined,
    null,
    () => 'uz',
    {
      fetch: fetch as typeof globalThis.fetch,
      baseUrl: 'http://osh.test/api',
    },
  );
  return { deps, i18n, calls };
}

describe('the start with the storefront’s calls', () => {
  it('with nothing on the page, loads the merchant, its settings and layout, then its cities and menu', async () => {
    const { deps, i18n, calls } = await storefront();
    const startup = startupActor(deps, { sub: 'osh', bootstrap: null, channel: 'WEB', i18n });
    expect(startup.getSnapshot().value).toBe('merchant');
    startup.start();
    const done = await waitFor(startup, (s) => s.matches('ready') || s.matches('failed'));
    expect(done.value).toBe('ready');
    expect(done.context.merchant).toEqual(merchant);
    expect(done.context.settings).toEqual(settings);
    expect(done.context.cities).toEqual(cities);
    // the merchant by its sub first (no merchant id yet), then every call carries the merchant's id
    expect(calls[0]).toBe('- /users/v1/merchants/sub/osh');
    expect(calls.slice(1).sort()).toEqual(
      [
        '7 /products/v1/overalls',
        '7 /support/v1/merchant/layout',
        '7 /support/v1/merchant/settings/web',
        '7 /users/v1/city-merchant/merchant/7',
      ].sort(),
    );
    // the cities and the menu it loaded are the cache's, for the pages that read them
    expect(deps.queryClient.getQueryData(citiesQuery(deps.api, 7).queryKey)).toEqual(cities);
    expect(deps.queryClient.getQueryData(menuQuery(deps.api, 7, 'WEB', null, 'uz').queryKey)).toEqual(menu);
  });

  it('is ready in its first state, with no call, when the page carries everything and the cache holds its cities and menu', async () => {
    const { deps, i18n, calls } = await storefront();
    deps.queryClient.setQueryData(citiesQuery(deps.api, 7).queryKey, cities);
    deps.queryClient.setQueryData(menuQuery(deps.api, 7, 'WEB', null, 'uz').queryKey, menu as never);
    const bootstrap = { merchant, settings, layout } as unknown as Bootstrap;
    const startup = startupActor(deps, { sub: 'osh', bootstrap, channel: 'WEB', i18n });
    expect(startup.getSnapshot().value).toBe('ready');
    startup.start();
    expect(startup.getSnapshot().value).toBe('ready');
    expect(calls).toEqual([]);
  });

  it('loads the menu of the branch the device remembers, not the one the page was drawn with', async () => {
    const { deps, i18n, calls } = await storefront();
    deps.setMerchantId(7);
    deps.storage.set('nearestBranch', 3);
    deps.queryClient.setQueryData(citiesQuery(deps.api, 7).queryKey, cities);
    deps.queryClient.setQueryData(menuQuery(deps.api, 7, 'WEB', null, 'uz').queryKey, menu as never);
    const bootstrap = { merchant, settings, layout } as unknown as Bootstrap;
    const startup = startupActor(deps, { sub: 'osh', bootstrap, channel: 'WEB', i18n }).start();
    expect((await waitFor(startup, (s) => s.matches('ready'))).value).toBe('ready');
    expect(calls).toEqual(['7 /products/v1/overalls']);
    expect(deps.queryClient.getQueryData(menuQuery(deps.api, 7, 'WEB', 3, 'uz').queryKey)).toEqual(menu);
  });

  it('stops in failed when the merchant is unknown, and starts again from there on RETRY', async () => {
    const { deps, i18n, calls } = await storefront({
      '/users/v1/merchants/sub/osh': { status: 404, body: { message: 'no such merchant' } },
    });
    const startup = startupActor(deps, { sub: 'osh', bootstrap: null, channel: 'WEB', i18n }).start();
    expect((await waitFor(startup, (s) => s.matches('failed'))).context.error).toBeTruthy();
    expect(calls).toEqual(['- /users/v1/merchants/sub/osh']);
    startup.send({ type: 'RETRY' });
    await waitFor(startup, (s) => s.matches('failed') && calls.length === 2);
    expect(calls).toEqual(['- /users/v1/merchants/sub/osh', '- /users/v1/merchants/sub/osh']);
  });
});
