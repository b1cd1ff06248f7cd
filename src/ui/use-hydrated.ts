import { useSyncExternalStore } from 'react';

const nothing = () => () => {};

/**
 * False while the server renders and while the client hydrates what it sent; true after, and
 * at once for a part first drawn by the client. What only the device knows (its basket, its
 * recent searches) is drawn once this is true, so hydration never meets a different page.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothing,
    () => true,
    () => false,
  );
