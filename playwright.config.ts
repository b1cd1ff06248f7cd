import { defineConfig, devices } from '@playwright/test';
import { launchOptions, testChromium, wholeChromium } from './src/test/chromium';
import { TEST_TIMEOUTS } from './src/test/timeouts';

const PORT = Number(process.env.E2E_PORT ?? 4180);
const RUSH = /(board-thousand|print-roll)\.spec\.ts$/;
/**
 * The journeys that keep one worker longest (a file whose tests share a server of their own runs as
 * one group; a single long journey), handed out first: the two workers then end within a short
 * journey of each other instead of one finishing a long one alone.
 */
const LONG =
  /(random-configs|closed-hours|long-menu|dev-server|studio-publish|manage|ops-busy|campaigns)\.spec\.ts$/;

/**
 * The journeys that need the whole browser rather than its headless shell: the pictures compared
 * with baselines made in it, web push (the shell has no push service), installing the app.
 */
const WHOLE = /(visual|web-push|installable)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One browser per core; the server shares them. Three took the journeys 276 → 232 s on a quiet
  // machine (a fifth of the cores idle with two) but, loaded so, a dish's server-drawn sheet moved
  // its title 8 px in its first frame (first-screen.spec): two until that is understood.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: TEST_TIMEOUTS.journeyMs,
  expect: { timeout: TEST_TIMEOUTS.expectMs },
  // visual baselines (e2e/visual.spec.ts): one set, kept with the tests, for Debian's Chromium
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: launchOptions(testChromium()),
    actionTimeout: TEST_TIMEOUTS.expectMs,
    navigationTimeout: TEST_TIMEOUTS.expectMs,
    // a trace records every step of every journey (a sixth of the journeys' time here): asked for
    // when a failure needs one, E2E_TRACE=1 npx playwright test e2e/<file> (kept for a failing test)
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // the storefront's service worker stays out of the journeys' way (page.route never sees what a
    // worker fetches); e2e/installable.spec.ts and e2e/web-push.spec.ts allow it
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'long journeys', testMatch: LONG },
    { name: 'journeys', testIgnore: [RUSH, LONG, WHOLE] },
    { name: 'whole browser', testMatch: WHOLE, use: { launchOptions: launchOptions(wholeChromium()) } },
    // the journeys that place a rush of orders (a board of 150, of a thousand), after every other
    // journey and one at a time, on a server nobody else uses then: while print-roll placed its 150
    // orders, the other worker's page loads timed out on a busy machine (product-page, twice here)
    {
      name: 'rush',
      testMatch: RUSH,
      dependencies: ['long journeys', 'journeys', 'whole browser'],
      workers: 1,
    },
  ],
  webServer: [
    {
      // Telegram's Bot API, faked: the merchant bot's messages land here (GET /sent lists them)
      command: `tsx e2e/support/fake-bot-api.ts ${PORT + 1}`,
      url: `http://127.0.0.1:${PORT + 1}/sent`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // the same path as `npm start` (the compiled server), which builds the server and the storefront
      // first when either is missing or older than its sources: in `npm test` the unit run has just
      // built both (server/test/rebuild-while-serving.test.ts), and nothing is built twice
      command: `npm start`,
      env: {
        PORT: String(PORT),
        DATA_DIR: 'memory://',
        // journeys move orders themselves (POST /api/dev/v1/orders/{id}/advance): no clock to race
        SIMULATOR_TICK_MS: '0',
        OTP_RESEND_SECONDS: '4',
        // every journey logs in from 127.0.0.1
        OTP_PER_IP_HOUR: '500',
        // the demo merchants are open whatever the hour the journeys run at
        DEV_CLOCK: 'demo=13:00,osh=12:00,night=20:00',
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        // a journey reads /metrics as a scraper would (e2e/helpers.ts metric())
        METRICS_TOKEN: 'e2e-metrics',
        TELEGRAM_API_URL: `http://127.0.0.1:${PORT + 1}`,
      },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
    },
  ],
});
