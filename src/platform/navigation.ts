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
