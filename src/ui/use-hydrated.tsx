import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const Hydrated = createContext(true);

/**
 * False while the server renders and while the client hydrates what it sent; true after, and
 * at once for a part first drawn by the client. What only the device knows (its basket, its
 * recent searches) is drawn once this is true, so hydration never meets a different page.
 */
export const useHydrated = (): boolean => useContext(Hydrated);

/**
 * Around a tree the client hydrates from the server's HTML: `useHydrated()` is false inside it
 * for the hydration, then true, drawn as a transition — in slices that leave the main thread free,
 * where a store whose client value differs from the server's would be drawn again in one
 * synchronous task. Only the parts that read it are drawn again.
 */
export function HydrationGate({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>;
}
