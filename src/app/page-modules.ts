import type { PageModule, RouteDef } from '../domain/routes';
import { preloadable } from '../ui/preloadable';

/** What every page module is given: its route and the path's parameters. */
export interface PageProps {
  route: RouteDef;
  params: Record<string, string>;
}

const page = (load: Parameters<typeof preloadable<PageProps>>[0]) => preloadable<PageProps>(load);

/**
 * The route table's page modules (src/domain/routes.ts `page`), each code-split and loadable
 * ahead; `layout` pages are drawn by ./pages/layout-pages, part of the first load.
 */
export const PAGES: Record<Exclude<PageModule, 'layout'>, ReturnType<typeof page>> = {
  favourites: page(() => import('./pages/favourites-page')),
  account: page(() => import('./pages/account-pages')),
  profile: page(() => import('./pages/profile-pages')),
  places: page(() => import('./pages/places-pages')),
  checkout: page(() => import('./pages/checkout-page')),
  orders: page(() => import('./pages/orders-pages')),
  'order-map': page(() => import('./pages/order-map-page')),
  reservations: page(() => import('./pages/reservations-page')),
  content: page(() => import('./pages/content-pages')),
  table: page(() => import('./pages/table-page')),
};
