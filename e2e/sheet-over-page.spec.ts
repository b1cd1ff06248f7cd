import { expect, test } from './fixtures';
import { tenantUrl } from './helpers';

/**
 * A dish opened from a page other than the menu (the categories' page) opens over that page: the
 * page stays under the sheet as it was, and closing the dish leaves it where the customer was.
 */
test.use({ viewport: { width: 360, height: 780 } });

test('osh (ru): a dish opened from the categories page opens over it and closes onto the same place', async ({
  page,
}) => {
  await page.context().addCookies([{ name: 'lang', value: 'ru', url: tenantUrl('osh') }]);
  await page.goto(tenantUrl('osh', '/category'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const title = page.locator('h1.page-title');
  const titleText = (await title.textContent()) ?? '';
  expect(titleText).not.toBe('');
  // a dish halfway down the page, brought to the middle of the screen
  const cards = page.locator('a.product');
  const card = cards.nth(Math.floor((await cards.count()) / 2));
  await card.evaluate((e) => e.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const cardTop = () => card.evaluate((e) => Math.round(e.getBoundingClientRect().top));
  const seen = await cardTop();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  const name = (await card.locator('.product__name').textContent()) ?? '';
  await card.click();
  await expect(page.locator('dialog[open] #product-name')).toHaveText(name);
  await expect(page).toHaveURL(/\/product\/\d+$/);
  // under the sheet: the categories page, where it was (not the menu's home drawn instead)
  await expect(title).toHaveText(titleText);
  expect(await cardTop()).toBe(seen);

  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/category$/);
  await expect(title).toHaveText(titleText);
  await expect.poll(cardTop).toBe(seen);
});
