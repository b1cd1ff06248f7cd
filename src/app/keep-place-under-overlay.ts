import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * The page under a dish's sheet or pop-up is where the customer last saw it when the sheet
 * closes. Closing goes back in history, and the browser puts the page back where it was when the
 * dish was opened: a stale place when the page was still scrolling then (a category chip's smooth
 * scroll) or moved under the sheet since. Leaving the sheet for another page leaves that page be.
 */
export function useKeepPlaceUnderOverlay(overlay: boolean, pageLocation: string): void {
  const page = useRef(pageLocation);
  useLayoutEffect(() => {
    page.current = pageLocation;
  }, [pageLocation]);
  useEffect(() => {
    if (!overlay) return;
    const under = page.current;
    let place = window.scrollY;
    const moved = () => {
      place = window.scrollY;
    };
    addEventListener('scroll', moved, { passive: true });
    return () => {
      removeEventListener('scroll', moved);
      // Closed by the history step's popstate (the router updates within it): the step restores
      // its place only after popstate, so the place now is the customer's, even when their last
      // move's scroll event still waits for the next frame (a scroll and a close in one frame).
      if (window.event?.type === 'popstate') moved();
      // after the history step has restored its place (and before the frame is drawn)
      requestAnimationFrame(() => {
        if (page.current === under && window.scrollY !== place)
          window.scrollTo({ top: place, behavior: 'instant' });
      });
    };
  }, [overlay]);
}
