import { preloadable } from '../ui/preloadable';
// the home's page module is part of the first load already (src/app/app.tsx): no file of its own
import LayoutRoutePage from './pages/layout-pages';

/** The route table's page modules (src/domain/routes.ts `page`), each code-split and loadable ahead. */
export const PAGES = {
  layout: preloadable(async () => ({ default: LayoutRoutePage })),
  favourites: preloadable(() => import('./pages/favourites-page')),
  account: preloadable(() => import('./pages/account-pages')),
  profile: preloadable(() => import('./pages/profile-pages')),
  places: preloadable(() => import('./pages/places-pages')),
  checkout: preloadable(() => import('./pages/checkout-page')),
  orders: preloadable(() => import('./pages/orders-pages')),
  'order-map': preloadable(() => import('./pages/order-map-page')),
  reservations: preloadable(() => import('./pages/reservations-page')),
  content: preloadable(() => import('./pages/content-pages')),
  table: preloadable(() => import('./pages/table-page')),
};

export type PageModule = keyof typeof PAGES;
export const pageModule = (page: string) => PAGES[page as PageModule] ?? PAGES.layout;
