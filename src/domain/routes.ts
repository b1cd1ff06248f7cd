/**
 * The 34 routes of spec section 2 with their layouts, and a table's QR code link (`/t/…`). Pages load lazily (code-split) except
 * home; `title` is a key of locales/<lang>/pages.json.
 */
export type LayoutName = 'default' | 'auth' | 'map';

export interface RouteDef {
  path: string;
  layout: LayoutName;
  title: string;
  /** the page module (lazy) */
  page: string;
  /** routes of one flow share one page instance, so the flow's machine lives across them */
  flow?: string;
}

/** A customer's order page: where a notification, a bot button and a payment's return lead. */
export const orderPagePath = (orderId: number) => `/profile/orders/${orderId}`;

export const ROUTES: RouteDef[] = [
  { path: '/', layout: 'default', title: 'home', page: 'home' },
  { path: '/about', layout: 'default', title: 'about', page: 'account' },
  { path: '/basket', layout: 'default', title: 'basket', page: 'basket' },
  { path: '/search', layout: 'default', title: 'search', page: 'search' },
  { path: '/offerta', layout: 'default', title: 'offerta', page: 'account' },
  { path: '/privacy', layout: 'default', title: 'privacy', page: 'account' },
  { path: '/category', layout: 'default', title: 'category', page: 'category' },
  { path: '/checkout', layout: 'default', title: 'checkout', page: 'checkout' },
  { path: '/login/rules', layout: 'default', title: 'loginRules', page: 'account' },
  { path: '/login', layout: 'auth', title: 'login', page: 'account', flow: 'login' },
  { path: '/login/confirm', layout: 'auth', title: 'loginConfirm', page: 'account', flow: 'login' },
  { path: '/branches', layout: 'default', title: 'branches', page: 'places' },
  { path: '/branches/map', layout: 'map', title: 'branchesMap', page: 'places' },
  { path: '/product/:id', layout: 'default', title: 'product', page: 'product' },
  { path: '/vacancy', layout: 'default', title: 'vacancy', page: 'content' },
  { path: '/vacancy/:id', layout: 'default', title: 'vacancyOne', page: 'content' },
  { path: '/profile', layout: 'default', title: 'profile', page: 'profile-home' },
  { path: '/profile/user', layout: 'default', title: 'profileUser', page: 'profile' },
  { path: '/profile/promos', layout: 'default', title: 'promos', page: 'profile' },
  { path: '/profile/favorites', layout: 'default', title: 'favorites', page: 'favourites' },
  { path: '/profile/cards', layout: 'default', title: 'cards', page: 'profile' },
  { path: '/profile/cards/create', layout: 'default', title: 'cardsCreate', page: 'profile' },
  { path: '/profile/cards/confirm', layout: 'default', title: 'cardsConfirm', page: 'profile' },
  { path: '/profile/orders', layout: 'default', title: 'orders', page: 'orders' },
  { path: '/profile/orders/:id', layout: 'default', title: 'order', page: 'orders' },
  { path: '/profile/orders/:id/map', layout: 'map', title: 'orderMap', page: 'order-map' },
  { path: '/profile/address', layout: 'default', title: 'addresses', page: 'profile' },
  { path: '/profile/address/create', layout: 'default', title: 'addressCreate', page: 'profile' },
  { path: '/address/pickup', layout: 'map', title: 'pickup', page: 'places' },
  { path: '/address/pickup2', layout: 'map', title: 'pickup', page: 'places' },
  { path: '/address/delivery', layout: 'map', title: 'delivery', page: 'places' },
  { path: '/reservations', layout: 'default', title: 'reservations', page: 'reservations' },
  { path: '/choose-address', layout: 'default', title: 'chooseAddress', page: 'places' },
  { path: '/t/:branch/:table', layout: 'default', title: 'table', page: 'table' },
];

/**
 * Which merchant setting turns each route on. A route whose feature is off answers not-found
 * (ARCHITECTURE.md, "Schema-driven engine").
 */
export const ROUTE_FEATURES: Readonly<Record<string, string>> = {
  '/about': 'aboutMerchantActive',
  '/offerta': 'termsOfUseActive',
  '/privacy': 'privacyActive',
  '/branches': 'branchesActive',
  '/branches/map': 'branchesActive',
  '/vacancy': 'vacanciesActive',
  '/vacancy/:id': 'vacanciesActive',
  '/basket': 'cartPageActive',
  '/profile/favorites': 'favouriteActive',
  '/profile/promos': 'promoActive',
  '/profile/cards': 'cardActive',
  '/profile/cards/create': 'cardActive',
  '/profile/cards/confirm': 'cardActive',
  '/reservations': 'bookingActive',
  '/address/delivery': 'deliveryActive',
  '/address/pickup': 'pickupActive',
  '/address/pickup2': 'pickupActive',
  '/t/:branch/:table': 'dineInActive',
};

export function isRouteEnabled(pattern: string, settings: Record<string, unknown>): boolean {
  const key = ROUTE_FEATURES[pattern];
  return key === undefined || settings[key] === true;
}

/** The route a path is, among those the merchant's settings turn on; null is a page not found. */
export function routeOf(path: string, settings: Record<string, unknown>): RouteDef | null {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  return (
    ROUTES.find(
      (route) =>
        isRouteEnabled(route.path, settings) &&
        new RegExp(`^${route.path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`).test(clean),
    ) ?? null
  );
}
