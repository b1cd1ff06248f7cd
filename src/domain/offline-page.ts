/**
 * The page the storefront's service worker shows for a page never seen offline. The server writes
 * it (server/pwa.ts) with its link to the menu between these marks; the worker
 * (src/platform/sw/sw.ts) keeps the link while the home page and a menu are in its cache, where the
 * link opens them offline, and drops it when they are not (it would only lead back here).
 */
export const MENU_LINK_START = '<!--menu-->';
export const MENU_LINK_END = '<!--/menu-->';

export function offlinePage(html: string, menuCached: boolean): string {
  const start = html.indexOf(MENU_LINK_START);
  const end = html.indexOf(MENU_LINK_END, start);
  if (start < 0 || end < 0) return html;
  const link = menuCached ? html.slice(start + MENU_LINK_START.length, end) : '';
  return html.slice(0, start) + link + html.slice(end + MENU_LINK_END.length);
}
