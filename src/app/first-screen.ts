import { routeOf } from '../domain/routes';
import { DEFAULT_LAYOUT } from '../engine/layout-context';
import type { LayoutDocument, PageName } from '../engine/layout-types';
import { pageOf } from '../engine/resolve';
import { blockRegistry } from './block-registry';
import { PAGES } from './page-modules';
import type { Preloadable } from '../ui/preloadable';

/** Loads the code of a layout page's blocks (the merchant's page, else the default one). */
export function preloadLayoutPage(layout: LayoutDocument, name: PageName): Promise<void> {
  const page = pageOf(layout, name) ?? DEFAULT_LAYOUT.pages[name];
  return Promise.all(
    (page?.blocks ?? []).map((block) => (blockRegistry[block.type] as Preloadable | undefined)?.preload?.()),
  ).then(() => undefined);
}

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
  if (route.page !== 'layout') jobs.push(PAGES[route.page].preload());
  for (const name of route.layoutPages ?? []) jobs.push(preloadLayoutPage(layout, name));
  await Promise.all(jobs);
}
