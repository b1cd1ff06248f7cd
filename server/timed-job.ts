import { log } from './log';

/**
 * A job the server runs every `everyMs` (the scheduler, the simulator, the bots' outbox): one run
 * at a time in this process, a failure logged and the next run tried, the timer never keeping
 * the process alive. Returns the stop.
 */
export function startTimedJob(
  name: string,
  everyMs: number,
  run: () => Promise<void>,
  options: { now?: boolean } = {},
): () => void {
  let running = false;
  const beat = { name, everyMs, lastStart: Date.now() };
  beats.add(beat);
  const tick = async () => {
    if (running) return;
    running = true;
    beat.lastStart = Date.now();
    try {
      await run();
    } catch (error) {
      log.error({ err: error }, name);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  if (options.now) void tick();
  return () => {
    clearInterval(timer);
    beats.delete(beat);
  };
}

/** The jobs this process runs, with when each last started a run (the readiness check reads it). */
const beats = new Set<{ name: string; everyMs: number; lastStart: number }>();

/**
 * The jobs that have not started a run for five of their periods (at least a minute): one still
 * stuck in a run that never ends, so its outbox waits. Empty when every job keeps its rhythm.
 */
export function stalledJobs(now = Date.now()): string[] {
  return [...beats].filter((b) => now - b.lastStart > Math.max(5 * b.everyMs, 60_000)).map((b) => b.name);
}
