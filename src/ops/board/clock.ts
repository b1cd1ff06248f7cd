import { useSyncExternalStore } from 'react';

/** How often the board's timers move on: minutes are shown, so a quarter of one is plenty. */
const TICK_MS = 15_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const read = () => now;

/** The board's one clock (ms): every timer reads it, and only the timers draw again as it ticks. */
export const useBoardNow = () => useSyncExternalStore(subscribe, read, read);
