import { useEffect, useSyncExternalStore } from 'react';
import { CloseIcon } from './icons';
import { TOAST_DURATION_MS } from './notify';

/** Room kept between the notice and what it sits above. */
const GAP_PX = 12;

/**
 * How far up from the window's bottom the bars there reach: the elements marked
 * `data-bottom-bar` (the navigation, what floats over the menu, the checkout's and a product's
 * buy bar) that sit in the lower part of the screen, fixed or stuck there.
 */
function bottomBarsReach(): number {
  const height = window.innerHeight;
  let reach = 0;
  for (const bar of document.querySelectorAll('[data-bottom-bar]')) {
    const box = bar.getBoundingClientRect();
    if (box.height === 0 || box.top >= height || box.bottom < height * 0.6) continue;
    reach = Math.max(reach, Math.ceil(height - box.top));
  }
  return reach;
}

/** The bars' reach as measured in the last frame; null until the first frame since the notice came. */
let measured: number | null = null;
const measuredReach = () => measured;

/**
 * Measures the bars once a frame, before it is drawn, whenever they may have moved: one comes or
 * goes (a page drawn later, a basket filled), one resizes, the page scrolls or resizes. Never
 * inside a draw or a tap's task: measuring there lays the page out at once (the notice's first
 * draw, on a first visit's start, and a "+" on a card waited for it), and again for the frame.
 */
function watchBottomBars(onChange: () => void): () => void {
  let frame = 0;
  const changed = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      measured = bottomBarsReach();
      onChange();
    });
  };
  const resized = new ResizeObserver(changed);
  const observeBars = () => {
    for (const bar of document.querySelectorAll('[data-bottom-bar]')) resized.observe(bar);
  };
  const added = new MutationObserver(() => {
    observeBars();
    changed();
  });
  observeBars();
  changed();
  added.observe(document.body, { childList: true, subtree: true });
  addEventListener('scroll', changed, { passive: true });
  addEventListener('resize', changed);
  return () => {
    cancelAnimationFrame(frame);
    resized.disconnect();
    added.disconnect();
    removeEventListener('scroll', changed);
    removeEventListener('resize', changed);
    measured = null;
  };
}

/**
 * One short notice the storefront gives by itself on a first visit (the location refusal): looks
 * and lasts like a toast (TOAST_DURATION_MS, closable with a 44 × 44 button, announced), without
 * loading the toast library into a first visit. It sits at the bottom, above any bar there, so
 * the header and the top of a map stay in view.
 */
export function Notice({
  text,
  closeLabel,
  onClose,
}: {
  text: string;
  closeLabel: string;
  onClose: () => void;
}) {
  const reach = useSyncExternalStore(watchBottomBars, measuredReach, () => null);
  useEffect(() => {
    const timer = setTimeout(onClose, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <div
      className="notice"
      role="status"
      data-testid="notice"
      // unseen (still announced) until its place is measured, in the frame it first shows in
      style={reach === null ? { opacity: 0 } : reach ? { bottom: reach + GAP_PX } : undefined}
    >
      <p>{text}</p>
      <button type="button" aria-label={closeLabel} onClick={onClose}>
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}
