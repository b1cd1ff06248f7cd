/**
 * The one place that says how long a test waits for a condition. Tests wait for conditions,
 * never for fixed delays; these margins only bound how long a slow, loaded 2-core machine may
 * take before the condition holds, so they are generous.
 */
export const TEST_TIMEOUTS = {
  /** a journey's or story's expectation (visible, has text, URL, poll) */
  expectMs: 20_000,
  /** one Playwright journey, start to end */
  journeyMs: 180_000,
  /** one vitest test (unit, server, story) */
  testMs: 60_000,
  /** a vitest hook: a server with its database migrated and seeded */
  hookMs: 120_000,
} as const;
