import { useSyncExternalStore } from 'react';
import {
  addLine,
  removeLine,
  setQuantity,
  type BasketLine,
  type ChosenModification,
  type MenuProductLike,
} from '../../domain/basket';
import { useStorefront } from '../../tenant/storefront-context';
import type { Storage } from '../../tenant/stored';
import { reachGoal } from '../../platform/scripts';
import { useHydrated } from '../../ui/use-hydrated';

/** The basket of one merchant, persisted in its storage across reloads. */
export interface BasketStore {
  getLines(): BasketLine[];
  subscribe(listener: () => void): () => void;
  add(product: MenuProductLike, modifications: ChosenModification[], quantity: number): void;
  setQuantity(key: string, quantity: number): void;
  remove(key: string): void;
  clear(): void;
}

const stores = new WeakMap<Storage, BasketStore>();
const NO_LINES: BasketLine[] = [];
const serverLines = () => NO_LINES;

export function basketStore(storage: Storage): BasketStore {
  const existing = stores.get(storage);
  if (existing) return existing;
  const stored = storage.get('basket');
  // an empty basket is the server's own (hydration then has nothing to draw again)
  let lines: BasketLine[] = stored && stored.length > 0 ? stored : NO_LINES;
  const listeners = new Set<() => void>();
  const commit = (next: BasketLine[]) => {
    lines = next;
    storage.set('basket', lines);
    for (const l of listeners) l();
  };
  const store: BasketStore = {
    getLines: () => lines,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (product, modifications, quantity) => {
      commit(addLine(lines, product, modifications, quantity));
      reachGoal('ADD_TO_BASKET');
    },
    setQuantity: (key, quantity) => commit(setQuantity(lines, key, quantity)),
    remove: (key) => commit(removeLine(lines, key)),
    clear: () => commit([]),
  };
  stores.set(storage, store);
  return store;
}

/** The basket to change, for a part that does not show it (draws nothing when it changes). */
export function useBasketStore(): BasketStore {
  return basketStore(useStorefront().storage);
}

export function useBasket() {
  const store = useBasketStore();
  // the server's first screen has no basket: hydration starts from it, the device's follows (as the
  // hydration's transition, not a synchronous redraw)
  const hydrated = useHydrated();
  const lines = useSyncExternalStore(store.subscribe, hydrated ? store.getLines : serverLines, serverLines);
  return { lines, store, count: lines.reduce((n, l) => n + l.quantity, 0) };
}

/** How many of one basket line there are (0 when none): redraws only when that number changes. */
export function useLineQuantity(key: string): number {
  const store = useBasketStore();
  const hydrated = useHydrated();
  const quantity = () => (hydrated ? (store.getLines().find((l) => l.key === key)?.quantity ?? 0) : 0);
  return useSyncExternalStore(store.subscribe, quantity, () => 0);
}
