import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterFirstPaint } from '../platform/scripts';
import { useStorefront } from '../tenant/storefront-context';

/**
 * The open storefront hears its merchant's changes (a stop, a pause, a new price) within a second:
 * the live stream's code loads after the first paint, so the first load carries none of it.
 */
export function useStorefrontLive() {
  const queryClient = useQueryClient();
  const { merchant } = useStorefront();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    afterFirstPaint(() => {
      void import('./storefront-live').then(({ followStorefront }) => {
        if (!left) stop = followStorefront(queryClient, merchant.id);
      });
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [queryClient, merchant.id]);
}
