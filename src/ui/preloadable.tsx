import { lazy, useState, type ComponentType } from 'react';

/**
 * A code-split component that can also be loaded ahead: before the client hydrates a
 * server-rendered first screen, the parts on it are loaded, so hydration never suspends on them
 * (a suspended part that receives an update before it hydrates would be thrown away and drawn
 * again — a jump). Each mounted instance keeps the way it started (lazy or already loaded).
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  const resolve = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(resolve);
  function Preloadable(props: P) {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  Preloadable.preload = () => resolve().then(() => undefined);
  return Preloadable;
}

export type Preloadable = { preload?: () => Promise<void> };
