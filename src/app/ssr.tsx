import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { renderToReadableStream } from 'react-dom/server';
import { Router } from 'wouter';
import type { Lang } from '../domain/localized';
import { createI18n } from '../i18n/i18n';
import { ALL_USERS_KEY } from '../api/query-client';
import { Root, rootDeps } from './root';
import type { Bootstrap } from '../api/bootstrap';
import { menuKeys } from '../features/menu/menu.queries';
import { citiesQuery } from '../features/places/places.queries';

/** What the server inlines beside the first screen, so the client hydrates exactly what it sent. */
export interface FirstScreenData {
  lang: Lang;
  state: DehydratedState;
}

/**
 * A query the page would fetch: not the customer's own (the first screen is anonymous), and
 * enabled (its observer's `enabled`, which the query keeps among its options).
 */
const enabled = (query: Query) => {
  if (query.queryKey[0] === ALL_USERS_KEY[0]) return false;
  const flag = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof flag === 'function' ? flag(query) : flag !== false;
};

/** Rounds of "render, fetch what the render asked for" before the first screen is what it is. */
const MAX_ROUNDS = 3;

const html = (stream: ReadableStream<Uint8Array>): Promise<string> => new Response(stream).text();

/**
 * The storefront's first screen, rendered on the server by the same components (server entry,
 * built by `vite build --ssr`). Each round renders the page, then fetches through the server's
 * own API (`fetch`, in-process) every query the render asked for and did not have; the last
 * render has the page's data. Telegram, the device's basket, branch and session are the
 * client's: the first screen is the anonymous web page, which the client hydrates.
 */
export async function renderFirstScreen(input: {
  url: string;
  sub: string;
  development: boolean;
  bootstrap: Bootstrap;
  lang: Lang;
  fetch: typeof fetch;
  /** the page's script nonce (React's inline scripts carry it) */
  nonce?: string;
}): Promise<{ html: string; head: string; data: FirstScreenData }> {
  const i18n = await createI18n(input.lang);
  const deps = rootDeps(input.sub, i18n, null, {
    fetch: input.fetch,
    baseUrl: 'http://storefront.local/api',
  });
  deps.setMerchantId(input.bootstrap.merchant.id);
  // the cities are part of the start (the default city chooses the branch): the first screen is
  // drawn with them, so the client starts with them too (no call, no second drawing)
  await deps.queryClient
    .prefetchQuery(citiesQuery(deps.api, input.bootstrap.merchant.id))
    .catch(() => undefined);
  const [path = '/', search = ''] = input.url.split('?');
  const page = () => (
    <Router ssrPath={path} ssrSearch={search}>
      <Root
        sub={input.sub}
        development={input.development}
        bootstrap={input.bootstrap}
        channel="WEB"
        i18n={i18n}
        deps={deps}
        hydrating
      />
    </Router>
  );
  let rendered = '';
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const errors: unknown[] = [];
    const stream = await renderToReadableStream(page(), {
      onError: (error) => void errors.push(error),
      ...(input.nonce ? { nonce: input.nonce } : {}),
      // every boundary inline, in order: the page reads without its scripts
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    await stream.allReady;
    rendered = await html(stream);
    // a part that fails on the server is the client's to render (React says so when hydrating)
    for (const error of errors) console.error('first screen:', error);
    const missing = deps.queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.data === undefined && q.state.fetchStatus === 'idle' && enabled(q));
    if (missing.length === 0) break;
    await Promise.all(missing.map((q) => q.fetch().catch(() => undefined)));
  }
  deps.session.stop();
  // React puts what it would hoist into <head> (image preloads) before the page when it renders
  // a part of the document: that goes to the head, the rest is what the client hydrates
  const hoisted = /^(?:<link [^>]*>)+/.exec(rendered)?.[0] ?? '';
  return {
    html: rendered.slice(hoisted.length),
    head: hoisted,
    data: {
      lang: input.lang,
      // the menu overview in the page's language is the page's biggest data: the client has it from
      // its own early request (started by the page's head) instead of twice in the HTML; any other
      // (search's, in every language) travels with the page
      state: dehydrate(deps.queryClient, {
        shouldDehydrateQuery: (q) =>
          q.state.status === 'success' &&
          !isEarlyMenu(q.queryKey, menuKeys.overview(input.bootstrap.merchant.id, 'WEB', null, input.lang)),
      }),
    },
  };
}

const isEarlyMenu = (key: readonly unknown[], early: readonly unknown[]) =>
  key.length === early.length && key.every((part, i) => part === early[i]);
