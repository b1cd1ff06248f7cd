import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useRouter } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };
type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * How a link moves the location: the browser's history, or what a `<Router hook>` other than
 * the browser's keeps (a story's, a test's: its `navigate`).
 */
export const LinkNavigation = createContext<Navigate>(navigate);

/**
 * A link to a page of the storefront: its click goes there without loading a page, as wouter's
 * `Link` does, but it does not follow the location. wouter's draws itself again at every
 * navigation (for a class that depends on the location, not used here): on a menu, every card's
 * link at each tap on a dish.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, onClick, children, ...rest },
  ref,
) {
  const router = useRouter();
  const go = useContext(LinkNavigation);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    // a new tab or window, a download: the browser's own
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button !== 0) return;
    onClick?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    router.aroundNav(go, router.base + href, {});
  };
  return (
    <a ref={ref} {...rest} href={router.hrefs(router.base + href, router)} onClick={click}>
      {children}
    </a>
  );
});
