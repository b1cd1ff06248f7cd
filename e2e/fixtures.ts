import { test as base, expect, type Page } from '@playwright/test';
import { axeProblems } from './support/axe';

export { expect } from '@playwright/test';

/**
 * A server-rendered page shows before it answers: after a navigation to one, the journeys wait
 * until it is hydrated (`html[data-ready]`), as they would wait for any page to be usable. Taps
 * before that are kept and replayed by the page itself; a form control changed before it would
 * be taken back by hydration, which no journey should race.
 */
async function untilReady(page: Page) {
  if ((await page.locator('#root[data-ssr]').count()) > 0)
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/**
 * Every page a journey visits is checked with axe, as the journey leaves it (before its next
 * `goto` or `reload`) and as it ends: no serious or critical violation, in every merchant and
 * language the journeys visit. Checking on the way out keeps the journey's own timing (a toast it
 * waits for is not spent on the check) and sees the page after the journey used it.
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const checked = new Set<string>();
    const check = async () => {
      const url = page.url();
      if (!url.startsWith('http') || checked.has(url)) return;
      checked.add(url);
      expect.soft(await axeProblems(page), `axe on ${url}`).toEqual([]);
    };
    page.goto = async (url, options) => {
      await check();
      const response = await goto(url, options);
      await untilReady(page);
      return response;
    };
    page.reload = async (options) => {
      await check();
      const response = await reload(options);
      await untilReady(page);
      return response;
    };
    await use(page);
    if (testInfo.status === 'passed' && !page.isClosed()) await check();
  },
});
