import { expect, test, vi } from 'vitest';
import { watchStalls } from '../metrics';

test('a piece of work that holds the event loop over a second is logged with the CPU it took', async () => {
  const warn = vi.fn();
  const stop = watchStalls({ warn });
  try {
    // one synchronous piece of work of 1.3 s of this process's CPU: every timer and answer waits
    const start = process.cpuUsage();
    const spent = () => {
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    };
    while (spent() < 1_300);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 5_000 });
    const [fields, message] = warn.mock.calls[0] as [{ ms: number; cpuMs: number }, string];
    expect(message).toBe('event loop held');
    expect(fields.ms).toBeGreaterThan(1_000);
    // it was this process that was busy (the machine's load alone would show little CPU here)
    expect(fields.cpuMs).toBeGreaterThanOrEqual(1_000);
  } finally {
    stop();
  }
});
