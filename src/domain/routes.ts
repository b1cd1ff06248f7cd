import type { SettingFlag } from './setting-flags.gen';

/**
 * The route table: the one place a route's facts are written. The 34 routes of spec section 2
 * and a table's QR code link (`/t/…`); the client's router, the server's first screen, robots.txt
 * and the sitemap, the login gate, the profile's menu and the footer all read it. `title` is a key
 * of locales/<lang>/pages.json.
 */
export type LayoutName = 'default' | 'auth' | 'map';

/** The pages of a merchant's layout document (schemas/layout.schema.json). */
export const LAYOUT_PAGES = ['home', 'product', 'basket', 'profile', 'category', 'search'] as const;
export type LayoutPage = (typeof LAYOUT_PAGES)[number];

/** The app's code-split page modules (src/app/page-modules.ts); `layout` draws a layout page. */
export type PageModule =
  | 'layout'
  | 'favourites'
  | 'account'
  | 'profile'
  | 'places'
  | 'checkout'
  | 'orders'
  | 'order-map'
  | 'reservations'
  | 'content'
  | 'table';

/** Where a route is linked from, besides the pages that link to it themselves. */
export type RouteNav = 'profile' | 'footer';

interface RouteFacts {
  path: string;
  layout: LayoutName;
  title: string;
  /** routes of one flow share one page instance, so the flow's machine lives across them */
  flow?: string;
  /** the merchant setting that turns it on; when off, the route is not found */
  feature?: SettingFlag;
  /** for a logged-in customer only: anyone else is sent to /login and brought back */
  auth?: true;
  /** the server renders its first screen (public pages); the client hydrates it */
  ssr?: true;
  /** open to search engines: robots.txt allows it, and the sitemap lists it (a product per dish) */
  indexable?: true;
  /** linked from the profile's menu and the footer, in the table's order */
  nav?: readonly RouteNav[];
}

export type RouteDef = RouteFacts &
  (
    | {
        page: 'layout';
        /** the layout document's page it shows, then those drawn under it (a dish opens over the home) */
        layoutPages: readonly [LayoutPage, ...LayoutPage[]];
      }
    | { page: Exclude<PageModule, 'layout'>; layoutPages?: undefined }
  );

export type LayoutRoute = Extract<RouteDef, { page: 'layout' }>;

/** A customer's order page: where a notification, a bot button and a payment's return lead. */
export const orderPagePath = (orderId: number) => `/profile/orders/${orderId}`;

const PUBLIC = { ssr: true, indexable: true } as const;

export const ROUTES: readonly RouteDef[] = [
  { path: '/', layout: 'default', title: 'home', page: 'layout', layoutPages: ['home'], ...PUBLIC },
  {
    path: '/basket',
    layout: 'default',
    title: 'basket',
    page: 'layout',
    layoutPages: ['basket'],
    feature: 'cartPageActive',
    ssr: true,
  },
  { path: '/search', layout: 'default', title: 'search', page: 'layout', layoutPages: ['search'], ssr: true },
  {
    path: '/category',
    layout: 'default',
    title: 'category',
    page: 'layout',
    layoutPages: ['category'],
    ...PUBLIC,
  },
  { path: '/checkout', layout: 'default', title: 'checkout', page: 'checkout', auth: true },
  { path: '/login/rules', layout: 'default', title: 'loginRules', page: 'account' },
  { path: '/login', layout: 'auth', title: 'login', page: 'account', flow: 'login' },
  { path: '/login/confirm', layout: 'auth', title: 'loginConfirm', page: 'account', flow: 'login' },
  {
    path: '/product/:id',
    layout: 'default',
    title: 'product',
    page: 'layout',
    layoutPages: ['product', 'home'],
    ...PUBLIC,
  },
  { path: '/profile', layout: 'default', title: 'profile', page: 'layout', layoutPages: ['profile'] },
  {
    path: '/profile/orders',
    layout: 'default',
    title: 'orders',
    page: 'orders',
    auth: true,
    nav: ['profile'],
  },
  {
    path: '/profile/user',
    layout: 'default',
    title: 'profileUser',
    page: 'profile',
    auth: true,
    nav: ['profile'],
  },
  {
    path: '/profile/address',
    layout: 'default',
    title: 'addresses',
    page: 'profile',
    auth: true,
    nav: ['profile'],
  },
  {
    path: '/profile/favorites',
    layout: 'default',
    title: 'favorites',
    page: 'favourites',
    feature: 'favouriteActive',
    // a guest sees the page too: it invites them to log in
    nav: ['profile'],
  },
  {
    path: '/profile/cards',
    layout: 'default',
    title: 'cards',
    page: 'profile',
    feature: 'cardActive',
    auth: true,
    nav: ['profile'],
  },
  {
    path: '/profile/promos',
    layout: 'default',
    title: 'promos',
    page: 'profile',
    feature: 'promoActive',
    nav: ['profile'],
  },
  {
    path: '/reservations',
    layout: 'default',
    title: 'reservations',
    page: 'reservations',
    feature: 'bookingActive',
    auth: true,
    nav: ['profile'],
  },
  {
    path: '/branches',
    layout: 'default',
    title: 'branches',
    page: 'places',
    feature: 'branchesActive',
    nav: ['profile', 'footer'],
    ...PUBLIC,
  },
  { path: '/branches/map', layout: 'map', title: 'branchesMap', page: 'places', feature: 'branchesActive' },
  {
    path: '/vacancy',
    layout: 'default',
    title: 'vacancy',
    page: 'content',
    feature: 'vacanciesActive',
    nav: ['profile', 'footer'],
    ...PUBLIC,
  },
  {
    path: '/vacancy/:id',
    layout: 'default',
    title: 'vacancyOne',
    page: 'content',
    feature: 'vacanciesActive',
    ...PUBLIC,
  },
  {
    path: '/about',
    layout: 'default',
    title: 'about',
    page: 'account',
    feature: 'aboutMerchantActive',
    nav: ['profile', 'footer'],
    ...PUBLIC,
  },
  {
    path: '/offerta',
    layout: 'default',
    title: 'offerta',
    page: 'account',
    feature: 'termsOfUseActive',
    nav: ['profile', 'footer'],
    ...PUBLIC,
  },
  {
    path: '/privacy',
    layout: 'default',
    title: 'privacy',
    page: 'account',
    feature: 'privacyActive',
    nav: ['profile', 'footer'],
    ...PUBLIC,
  },
  {
    path: '/profile/cards/create',
    layout: 'default',
    title: 'cardsCreate',
    page: 'profile',
    feature: 'cardActive',
    auth: true,
  },
  {
    path: '/profile/cards/confirm',
    layout: 'default',
    title: 'cardsConfirm',
    page: 'profile',
    feature: 'cardActive',
    auth: true,
  },
  { path: '/profile/orders/:id', layout: 'default', title: 'order', page: 'orders', auth: true },
  { path: '/profile/orders/:id/map', layout: 'map', title: 'orderMap', page: 'order-map', auth: true },
  { path: '/profile/address/create', layout: 'default', title: 'addressCreate', page: 'profile', auth: true },
  { path: '/address/pickup', layout: 'map', title: 'pickup', page: 'places', feature: 'pickupActive' },
  { path: '/address/pickup2', layout: 'map', title: 'pickup', page: 'places', feature: 'pickupActive' },
  { path: '/address/delivery', layout: 'map', title: 'delivery', page: 'places', feature: 'deliveryActive' },
  { path: '/choose-address', layout: 'default', title: 'chooseAddress', page: 'places' },
  { path: '/t/:branch/:table', layout: 'default', title: 'table', page: 'table', feature: 'dineInActive' },
];

/** A route's merchant setting is on (or it has none). */
export const isRouteOn = (route: RouteDef, settings: Partial<Record<SettingFlag, unknown>>): boolean =>
  route.feature === undefined || settings[route.feature] === true;

const patterns = new Map(
  ROUTES.map((route) => [route, new RegExp(`^${route.path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`)]),
);

/** The route a path is, among those the merchant's settings turn on; null is a page not found. */
export function routeOf(path: string, settings: Partial<Record<SettingFlag, unknown>>): RouteDef | null {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  return ROUTES.find((route) => isRouteOn(route, settings) && patterns.get(route)?.test(clean)) ?? null;
}

/** The routes linked from a place (the profile's menu, the footer) that the merchant turns on. */
export const navRoutes = (nav: RouteNav, settings: Partial<Record<SettingFlag, unknown>>): RouteDef[] =>
  ROUTES.filter((route) => route.nav?.includes(nav) && isRouteOn(route, settings));

/** The path a route's parameters start at: what robots.txt names for a route. */
const staticPrefix = (path: string) => path.split(':')[0] ?? path;

/**
 * robots.txt's Disallow lines: every route that is not indexable, as the shortest prefix that
 * covers no indexable route (`/profile` for the profile's pages, `/t/` for tables).
 */
export function privatePrefixes(): string[] {
  const open = ROUTES.filter((r) => r.indexable).map((r) => r.path);
  const prefixes = ROUTES.filter((r) => !r.indexable).map((r) => staticPrefix(r.path));
  const covered = (prefix: string) => open.some((path) => path.startsWith(prefix));
  const kept = [...new Set(prefixes.filter((p) => !covered(p)))].sort();
  return kept.filter((p) => !kept.some((other) => other !== p && p.startsWith(other)));
}
