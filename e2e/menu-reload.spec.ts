import { expect, test } from './fixtures';
import { tenantUrl } from './helpers';

/**
 * A reload far down the menu comes back to the same dishes: the browser restores an offset before
 * the sections past the first screen are drawn (on night's menu it came back 40 px off), the menu
 * puts back the section across the middle of the screen. A fresh visit starts at the top.
 */
test.use({ viewport: { width: 360, height: 780 } });

for (const [sub, lang] of [
  ['demo', 'uz'],
  ['night', 'ru'],
] as const)
  test(`${sub} (${lang}): a reload halfway down the menu comes back to the same dishes`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(tenantUrl(sub, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const sections = page.locator('.menu-section');
    const chips = page.locator('.category-nav a[data-chip]');
    await expect(async () => expect(await sections.count()).toBe(await chips.count())).toPass();
    // a dish halfway down, in the middle of the screen
    const card = sections
      .nth(Math.floor((await sections.count()) / 2))
      .locator('a.product')
      .first();
    const name = (await card.locator('.product__name').textContent()) ?? '';
    await card.evaluate((e) => e.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const top = () => card.evaluate((e) => Math.round(e.getBoundingClientRect().top));
    const seen = await top();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);

    await page.reload();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect.poll(top).toBe(seen);
    await expect(card.locator('.product__name')).toHaveText(name);
    await expect(card).toBeInViewport();

    // a new visit (not a reload) starts at the menu's top, though the place was kept on leaving
    await page.goto(tenantUrl(sub, '/basket'));
    await page.goto(tenantUrl(sub, '/'));
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(async () => expect(await sections.count()).toBe(await chips.count())).toPass();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
  });
