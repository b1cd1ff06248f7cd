import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
 * The pages axe has judged in this run: a merchant's page (its route with ids as `:n`, which query
 * keys it carries) in a language. axe takes seconds a page on these machines, and most journeys
 * pass the same home and basket: each page is judged the first time any journey, on either worker,
 * leaves it. The worker that takes a page makes its mark in the run's output folder (emptied as a
 * run starts); creating a folder is atomic, so of two workers leaving the same page one judges it.
 */
const judged = new Set<string>();

function firstToJudge(key: string, outputDir: string) {
  if (judged.has(key)) return false;
  judged.add(key);
  const marks = join(outputDir, '.axe-judged');
  mkdirSync(marks, { recursive: true });
  try {
    mkdirSync(join(marks, createHash('sha1').update(key).digest('hex')));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function pageKey(page: Page) {
  const url = new URL(page.url());
  const keys = [...url.searchParams.keys()].sort().join(',');
  const lang = await page
    .locator('html')
    .getAttribute('lang')
    .catch(() => null);
  return `${url.host}${url.pathname.replace(/\d+/g, ':n')}?${keys}|${lang}`;
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
    const check = async () => {
      const url = page.url();
      if (!url.startsWith('http')) return;
      if (!firstToJudge(await pageKey(page), testInfo.project.outputDir)) return;
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
