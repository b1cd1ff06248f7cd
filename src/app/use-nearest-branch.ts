import { startTransition, useCallback, useEffect, useState } from 'react';
import { useStorefront } from '../tenant/storefront-context';
import { closestBranch } from '../features/places/places.queries';
import { currentPosition } from '../platform/geolocation';
import { afterFirstPaint } from '../platform/scripts';

let asked = false;

/**
 * Outside the mini-app the browser's position is asked for once per page load; the nearest
 * branch is looked up (the closest-branch call) and stored unless the customer chose one. A
 * refusal shows only the spec's alert, once per visit: `refused` is true while it is shown.
 */
export function useNearestBranch(): { refused: boolean; dismiss: () => void } {
  const { api, merchant, storage, setBranch, channel } = useStorefront();
  const [refused, setRefused] = useState(false);
  const dismiss = useCallback(() => setRefused(false), []);
  useEffect(() => {
    // a customer seated at a table (its QR code) has their branch: nothing to ask
    if (channel === 'TG' || asked || storage.get('table') || location.pathname.startsWith('/t/')) return;
    // asked once the page is painted and idle: the browser answers the call in its own process, a
    // wait the start's first tasks need not carry
    return afterFirstPaint(() => {
      if (asked) return;
      asked = true;
      void ask();
    });
    async function ask() {
      const result = await currentPosition();
      if (!result.ok) {
        // Only the spec's alert, and only once per visit.
        if (result.reason === 'denied' && !sessionStorage.getItem('dx:geo-alerted')) {
          sessionStorage.setItem('dx:geo-alerted', '1');
          // as a transition: an answer that comes while the page still hydrates would otherwise
          // have React hydrate every part still waiting in one synchronous task
          startTransition(() => setRefused(true));
        }
        return;
      }
      storage.set('position', result.position);
      if (storage.get('branchChosen') || storage.get('table')) return;
      const branch = await closestBranch(
        api,
        merchant.id,
        result.position.latitude,
        result.position.longitude,
      ).catch(() => null);
      if (branch) startTransition(() => setBranch(branch.id));
    }
  }, [api, merchant.id, storage, setBranch, channel]);
  return { refused, dismiss };
}
