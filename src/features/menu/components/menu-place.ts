import { useEffect, useRef, type RefObject } from 'react';

const KEY = 'dx:menu-place';
/** The customer's own scroll or keys: after them the menu is where they put it. */
const OWN_MOVES = ['touchstart', 'wheel', 'keydown', 'pointerdown'] as const;

interface Place {
  path: string;
  category: number;
  /** how far the section's top was above the window's top */
  into: number;
}

/** How this document was reached: only a reload or a step back through history has a place to keep. */
function returning(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Only the menu this document first showed comes back (a menu reached inside the app starts at its top). */
let firstMenu = true;

/**
 * A reload (or a return through history) far down the menu comes back to the same dishes. The
 * browser restores an offset before the sections past the first screen are drawn (the menu draws
 * them in steps once hydrated, sizes guessed for those off screen), which can land elsewhere, so
 * the menu keeps its place as the page goes away (the section across the middle of the screen and
 * how far into it) and puts it back once that section is drawn, unless the customer has
 * scrolled, tapped or typed by then.
 */
export function useMenuPlace(
  menuBox: RefObject<HTMLElement | null>,
  /** the sections drawn so far, and of how many */
  shown: number,
  count: number,
): void {
  const wanted = useRef<Place | null>(null);
  const watching = useRef<AbortController | null>(null);
  useEffect(() => {
    const keep = () => {
      const sections = menuBox.current?.querySelectorAll<HTMLElement>('.menu-section') ?? [];
      // the section across the middle of the screen: what the customer was looking at (a section
      // above it may not be laid out as it was when the page comes back)
      let top: HTMLElement | undefined;
      for (const section of sections) {
        if (section.getBoundingClientRect().top > window.innerHeight / 2) break;
        top = section;
      }
      try {
        if (!top) sessionStorage.removeItem(KEY);
        else
          sessionStorage.setItem(
            KEY,
            JSON.stringify({
              path: location.pathname,
              category: Number(top.dataset.category),
              into: -Math.round(top.getBoundingClientRect().top),
            } satisfies Place),
          );
      } catch {
        // storage refused (private mode, full): the browser's own restore is all there is
      }
    };
    addEventListener('pagehide', keep);
    return () => removeEventListener('pagehide', keep);
  }, [menuBox]);

  useEffect(() => {
    if (!firstMenu) return;
    firstMenu = false;
    if (!returning()) return;
    let place: Place | null = null;
    try {
      place = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Place | null;
    } catch {
      return;
    }
    if (!place || place.path !== location.pathname) return;
    wanted.current = place;
    const moved = new AbortController();
    watching.current = moved;
    const own = () => {
      wanted.current = null;
      moved.abort();
    };
    for (const event of OWN_MOVES) addEventListener(event, own, { passive: true, signal: moved.signal });
  }, []);

  useEffect(() => {
    const place = wanted.current;
    if (!place) return;
    const section = document.getElementById(`category-${place.category}`);
    if (!section) return;
    wanted.current = null;
    watching.current?.abort();
    window.scrollTo({
      top: section.getBoundingClientRect().top + window.scrollY + place.into,
      behavior: 'instant',
    });
  }, [shown, count]);
}
