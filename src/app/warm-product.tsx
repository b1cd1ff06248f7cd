import { Activity, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LayoutPage } from '../engine/layout-page';
import { useLayout } from '../engine/layout-context';
import { preloadLayoutPage } from './first-screen';
import { menuQuery } from '../features/menu/menu.queries';
import { afterFirstPaint } from '../platform/scripts';
import { useStorefront } from '../tenant/storefront-context';

/**
 * A dish's page made ready when the browser is idle: its blocks' code fetched, then the page drawn
 * once, unseen and outside the document, and dropped. The first tap on a dish then runs code the
 * browser has already compiled and reads words and queries already looked up, as the second tap
 * does (at a phone's 4× slower CPU the first sheet's drawing took about twice the second's).
 * Drawn hidden: no effects (no title, no request), at the lowest priority, a few ms at a time.
 */
export function WarmProductPage() {
  const { api, merchant, channel, branchId, lang } = useStorefront();
  const { layout } = useLayout();
  const { data: menu } = useQuery(menuQuery(api, merchant.id, channel, branchId, lang));
  const dish = menu?.products[0]?.id;
  // the element it is drawn into, never attached: made once the page's code is in
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) return;
    let live = true;
    let drawn: MutationObserver | undefined;
    const cancel = afterFirstPaint(() =>
      preloadLayoutPage(layout, 'product').then(
        () => {
          if (!live) return;
          const element = document.createElement('div');
          // drawn once React has put the hidden page into it
          drawn = new MutationObserver(() => setDone(true));
          drawn.observe(element, { childList: true });
          setContainer(element);
        },
        () => undefined, // its code comes with the tap, as without this
      ),
    );
    return () => {
      live = false;
      cancel();
      drawn?.disconnect();
    };
  }, [done, layout]);
  const location = useMemo(
    () => (dish === undefined ? null : memoryLocation({ path: `/product/${dish}`, static: true })),
    [dish],
  );
  if (done || !container || !location) return null;
  return createPortal(
    <Activity mode="hidden">
      <Router hook={location.hook}>
        <LayoutPage page="product" />
      </Router>
    </Activity>,
    container,
  );
}
