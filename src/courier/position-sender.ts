import { metresBetween } from '../domain/courier-route';

export interface Fix {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  at: string;
}

/** At most one position every 5 s, and only after 20 m of movement. */
export const EVERY_MS = 5_000;
export const EVERY_M = 20;
/** Positions kept while offline (the latest ones). */
const KEEP = 200;

/** Whether a new fix is worth sending `sinceMs` after the last one sent: 20 m away, 5 s later. */
export function worthSending(last: Fix | null, next: Fix, sinceMs: number): 'send' | 'later' | 'no' {
  if (!last) return 'send';
  if (metresBetween(last, next) < EVERY_M) return 'no';
  return sinceMs >= EVERY_MS ? 'send' : 'later';
}

export interface SenderDeps {
  /** sends one fix; true when the server took it (or refused it for good), false to keep it for later */
  send: (fix: Fix) => Promise<boolean>;
  /** where the fixes wait while the phone is offline (kept across reloads) */
  load: () => Fix[];
  save: (queue: Fix[]) => void;
  onQueue?: (count: number) => void;
  now?: () => number;
}

/**
 * The courier's positions on their way to the server: worth sending ones are queued, and the
 * queue is sent oldest first; what fails waits for the next fix or the browser's `online`.
 */
export function positionSender(deps: SenderDeps) {
  let last: Fix | null = null;
  let running: Promise<void> | null = null;
  const run = async () => {
    let queue = deps.load();
    while (queue.length > 0) {
      const head = queue[0] as Fix;
      if (!(await deps.send(head).catch(() => false))) break;
      queue = deps.load().slice(1);
      deps.save(queue);
    }
    deps.onQueue?.(deps.load().length);
  };
  /** one send of the queue at a time: a second call waits for the one under way */
  const flush = (): Promise<void> => (running ??= run().finally(() => (running = null)));
  const now = deps.now ?? Date.now;
  let lastAt = 0;
  let later: ReturnType<typeof setTimeout> | null = null;
  const push = (fix: Fix) => {
    const verdict = worthSending(last, fix, now() - lastAt);
    if (verdict === 'no') return;
    if (later) clearTimeout(later);
    later = null;
    // moved, but too soon: the latest such fix goes once the 5 s are over
    if (verdict === 'later') {
      later = setTimeout(() => push(fix), EVERY_MS - (now() - lastAt));
      return;
    }
    last = fix;
    lastAt = now();
    deps.save([...deps.load(), fix].slice(-KEEP));
    deps.onQueue?.(deps.load().length);
    void flush();
  };
  return {
    push,
    flush,
    stop: () => later && clearTimeout(later),
  };
}
