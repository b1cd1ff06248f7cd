import { expect, test, type Page } from '@playwright/test';
import uzBasket from '../locales/uz/basket.json' with { type: 'json' };
import { plainDish, tenantUrl, useBasket } from './helpers';
import { axeProblems } from './support/axe';

/**
 * The client hydrates what the server drew and never draws it again: on a first visit every
 * element of the server's page is still there once the page is hydrated (what the device alone
 * knows is added or changed in place). The basket, which only the device knows, says "empty"
 * from the first paint when the device keeps none, and holds its place (never saying "empty")
 * when it keeps one.
 */

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});

/** Holds the page's scripts back until released. */
async function holdScripts(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** The server's elements gone after hydration (a <noscript>'s place aside), each named by tag, class and text. */
async function redrawn(page: Page, path: string, sub: string) {
  const release = await holdScripts(page);
  await page.goto(tenantUrl(sub, path), { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root[data-ssr]')).toBeAttached();
  await page.evaluate(() => {
    const drawn = [...document.querySelectorAll('#root *')].filter((el) => !el.closest('noscript'));
    Object.assign(window, { __drawn: drawn });
  });
  release();
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await expect(page.locator('[data-block]:not([data-live])')).toHaveCount(0);
  return page.evaluate(() =>
    (window as unknown as { __drawn: Element[] }).__drawn
      // the elements taken out (their insides went with them)
      .filter((el) => !el.isConnected && el.parentElement === null)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 40)}"`),
  );
}

for (const sub of ['demo', 'osh', 'night'] as const) {
  test(`${sub}: a first visit's pages are hydrated as the server drew them, nothing drawn again`, async ({
    page,
    request,
  }) => {
    const dish = await plainDish(request, sub);
    const paths = ['/', '/category', '/search', '/basket', `/product/${dish.id}`];
    if (sub === 'demo') paths.push('/branches', '/about');
    for (const path of paths) expect(await redrawn(page, path, sub), path).toEqual([]);
  });
}

test("the basket a device keeps: before the scripts its place is held (never 'empty'), then its lines", async ({
  page,
  request,
}) => {
  const dish = await plainDish(request, 'demo');
  await useBasket(page, 'demo', dish, 2);
  const release = await holdScripts(page);
  await page.goto(tenantUrl('demo', '/basket'));
  await expect(page.locator('html[data-basket]')).toBeAttached();
  // the message is there, as the server drew it, but not shown
  const empty = page.getByRole('heading', { name: uzBasket.empty, includeHidden: true });
  await expect(empty).toBeAttached();
  await expect(empty).toBeHidden();
  release();
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await expect(page.getByTestId('basket-line').getByRole('group')).toContainText('2');
  await expect(empty).toHaveCount(0);
});

test('an empty basket says so from the first paint, and the client keeps that message as drawn', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(tenantUrl('demo', '/basket'));
  await expect(page.locator('html[data-basket]')).toHaveCount(0);
  const empty = page.getByRole('heading', { name: uzBasket.empty });
  await expect(empty).toBeVisible();
  const drawn = await empty.elementHandle();
  release();
  await expect(page.locator('[data-block]:not([data-live])')).toHaveCount(0);
  await expect(page.locator('html[data-ready]')).toBeAttached();
  expect(await drawn?.evaluate((el) => el.isConnected)).toBe(true);
  await expect(empty).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  // its way to the menu answers
  await page.getByRole('link', { name: uzBasket.toMenu }).click();
  await expect(page).toHaveURL(/\/$/);
});
