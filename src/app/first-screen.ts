import { routeOf } from '../domain/routes';
import { DEFAULT_LAYOUT } from '../engine/layout-context';
import type { LayoutDocument, PageName } from '../engine/layout-types';
import { pageOf } from '../engine/resolve';
import { blockRegistry } from './block-registry';
import { pageModule } from './page-modules';
import type { Preloadable } from '../ui/preloadable';

/** The layout pages a server-rendered route shows (a product opens over the home page). */
const LAYOUT_PAGES: Record<string, PageName[]> = {
  '/': ['home'],
  '/category': ['category'],
  '/product/:id': ['home', 'product'],
  '/basket': ['basket'],
  '/search': ['search'],
};

/**
 * Loads the code of everything the server rendered at this path (its page module and the
 * layout's blocks on it) before the client hydrates, so hydration does not suspend anywhere.
 */
export async function preloadFirstScreen(
  path: string,
  settings: Record<string, unknown>,
  layout: LayoutDocument,
): Promise<void> {
  const route = routeOf(path, settings);
  if (!route) return;
  const jobs: (Promise<void> | undefined)[] = [];
  if (route.page !== 'home') jobs.push(pageModule(route.page).preload());
  for (const name of LAYOUT_PAGES[route.path] ?? []) {
    const page = pageOf(layout, name) ?? DEFAULT_LAYOUT.pages[name];
    for (const block of page?.blocks ?? []) jobs.push((blockRegistry[block.type] as Preloadable).preload?.());
  }
  await Promise.all(jobs);
}
