/**
 * Whether the customer got to the current page from another page of the storefront: then
 * leaving a product goes back (to the menu where they were, same scroll); a product opened
 * straight from a link goes to home instead.
 */
let navigatedInApp = false;

/** Called on every in-app navigation. */
export const markInAppNavigation = () => {
  navigatedInApp = true;
};

/** Leaves the current page as the back button would, or for home when there is nothing in-app to go back to. */
export function leavePage(navigate: (to: string, options?: { replace?: boolean }) => void): void {
  if (navigatedInApp) history.back();
  else navigate('/', { replace: true });
}

/** The storefront's pages this tab showed, newest last (a few). */
const visits: string[] = [];

/** Called with every location the storefront shows, the first one included. */
export function visited(location: string): void {
  if (visits.at(-1) === location) return;
  visits.push(location);
  if (visits.length > 20) visits.shift();
}

/** The page shown before the current run of pages that `skip` matches (the login's two steps), if any. */
export function cameFrom(skip: RegExp): string | null {
  for (let i = visits.length - 1; i >= 0; i--) {
    const at = visits[i] as string;
    if (!skip.test(at)) return i === visits.length - 1 ? null : at;
  }
  return null;
}
