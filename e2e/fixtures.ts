import { test as base, type Page } from '@playwright/test';

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

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilReady(page);
      return response;
    };
    await use(page);
  },
});
