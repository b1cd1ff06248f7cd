/// <reference lib="webworker" />
/**
 * The storefront's service worker (built by vite-plugin-pwa, injectManifest): the built scripts and
 * styles precached; pages from the network first, their last copy when there is none; the menu
 * API from the network first, the last answer offline; pictures from their cache (a limit of
 * entries and age); the offline page, in the customer's language, for a page never seen (with a
 * link to the menu when the menu is kept); and web push notifications of the order's steps. A new
 * build takes over at once and its page comes with the next navigation (pages are never served
 * from cache while online).
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import { offlinePage } from '../../domain/offline-page';
import { menuUrl, OFFLINE_CACHE, OFFLINE_PAGE, parsePush, type SwMessage } from './messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** The same path of two merchants on one host (development's ?vendor) are two entries. */
const byMerchant = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const merchant = request.headers.get('X-Merchant-Id');
    if (!merchant) return request;
    const url = new URL(request.url);
    url.searchParams.set('__merchant', merchant);
    return url.href;
  },
};

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'pages',
      plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 })],
    }),
    // the staff desk and the server's own answers are never kept
    { denylist: [/^\/ops(\/|$)/, /^\/api\//, /^\/cdn\//] },
  ),
);

// the menu is fresh whenever the network answers (a dish stopped at lunch is shown stopped), the
// last copy when it does not
const menu = new NetworkFirst({
  cacheName: 'menu',
  networkTimeoutSeconds: 6,
  plugins: [byMerchant, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 })],
});
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    /^\/api\/(products\/v1\/overalls|support\/v1\/merchant\/(settings\/web|layout)|users\/v1\/(branches|city-merchant))/.test(
      url.pathname,
    ),
  menu,
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.destination === 'image' &&
    url.pathname.startsWith('/cdn/'),
  new CacheFirst({
    cacheName: 'pictures',
    plugins: [
      // only what the CDN says never changes: a WebP answered while its AVIF is being encoded
      // (kept a minute) is not kept, so the next visit gets the AVIF
      {
        cacheWillUpdate: async ({ response }) =>
          /immutable/.test(response.headers.get('Cache-Control') ?? '') ? response : null,
      },
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

/** Which keepOfflinePage call was made last. */
let offlinePageAsks = 0;

/**
 * The offline page in the language the storefront last said it shows: the language asked for last
 * is kept, whichever answer comes back first (a page's ru, then a switch to uz: a slow ru answer
 * written after uz's left the offline page in Russian, seen on a loaded machine).
 */
async function keepOfflinePage(lang?: string) {
  const ask = ++offlinePageAsks;
  const cache = await caches.open(OFFLINE_CACHE);
  const response = await fetch(lang ? `${OFFLINE_PAGE}?lang=${lang}` : OFFLINE_PAGE, { cache: 'no-store' });
  if (response.ok && ask === offlinePageAsks) await cache.put(OFFLINE_PAGE, response);
}

// the first visit is enough: the home page (the start of the installed app) and the offline page
// are kept as the worker installs, not only from the next visit on
self.addEventListener('install', (event) =>
  event.waitUntil(
    Promise.all([
      keepOfflinePage(),
      caches.open('pages').then((cache) => cache.add(new Request('/', { credentials: 'same-origin' }))),
    ]).catch(() => undefined),
  ),
);

self.addEventListener('message', (event) => {
  const message = event.data as SwMessage | null;
  if (message?.type !== 'storefront') return;
  // the first visit's menu came before this worker did: asked again through it, it is kept
  const warmMenu = message.merchantId
    ? menu.handle({
        event,
        request: new Request(menuUrl(message.lang), {
          headers: { 'X-Merchant-Id': String(message.merchantId), Accept: 'application/json' },
        }),
      })
    : Promise.resolve();
  event.waitUntil(Promise.all([keepOfflinePage(message.lang), warmMenu]).catch(() => undefined));
});

/** The home page and a menu answer are kept: the home opens offline with its menu. */
async function menuCached(): Promise<boolean> {
  const [home, menus] = await Promise.all([
    caches.open('pages').then((cache) => cache.match('/', { ignoreVary: true })),
    caches.open('menu').then((cache) => cache.keys()),
  ]);
  return Boolean(home) && menus.length > 0;
}

setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    const page = await caches.open(OFFLINE_CACHE).then((cache) => cache.match(OFFLINE_PAGE));
    // a page never seen: the offline page, with a way to the menu kept on this device when there is one
    if (page)
      return new Response(offlinePage(await page.text(), await menuCached()), {
        status: page.status,
        statusText: page.statusText,
        headers: page.headers,
      });
  }
  return Response.error();
});

self.addEventListener('push', (event) => {
  const notice = parsePush(event.data?.text() ?? '');
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.text,
      data: { url: notice.url },
      icon: '/icons/any-192.png',
      badge: '/icons/maskable-192.png',
      tag: notice.url,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin)
    .href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => w.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
