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
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      console.error(`${name}:`, error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  if (options.now) void tick();
  return () => clearInterval(timer);
}
