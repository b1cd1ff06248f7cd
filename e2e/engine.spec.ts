import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tenantUrl } from './helpers';

/** The same engine, three storefronts: each differs exactly as its settings and layout say. */
async function openFirstPlov(page: Page, sub: string) {
  await page.goto(tenantUrl(sub));
  await page.locator('.product').first().click();
}

test.describe('settings-driven storefronts', () => {
  test('view types follow each category', async ({ page }) => {
    await page.goto(tenantUrl('osh'));
    const oshNational = page.locator('section.menu-section').filter({ hasText: 'Milliy taomlar' });
    await expect(oshNational.locator('.product--big').first()).toBeVisible();
    await expect(
      page
        .locator('section.menu-section')
        .filter({ hasText: 'Ichimliklar' })
        .locator('.products--horizontal'),
    ).toHaveCount(1);
    // a row's first card starts in line with its section's title, not cut at the screen's edge
    const drinks = page.locator('section.menu-section').filter({ hasText: 'Ichimliklar' });
    await drinks.scrollIntoViewIfNeeded();
    const leftOf = (selector: string) =>
      drinks
        .locator(selector)
        .first()
        .evaluate((e) => Math.round(e.getBoundingClientRect().left));
    await expect.poll(async () => (await leftOf('.product')) - (await leftOf('.section-title'))).toBe(0);

    await page.goto(tenantUrl('night'));
    const nightNational = page.locator('section.menu-section').filter({ hasText: 'Национальные блюда' });
    await expect(nightNational.locator('.product--medium').first()).toBeVisible();
    await expect(nightNational.locator('.product--big')).toHaveCount(0);
    await expect(
      page.locator('section.menu-section').filter({ hasText: 'Шашлыки' }).locator('.product--big').first(),
    ).toBeVisible();
  });

  test('hidden features stay hidden', async ({ page }) => {
    await page.goto(tenantUrl('demo'));
    await expect(page.getByRole('region', { name: 'Hikoyalar' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aksiyalar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oshxona' })).toBeVisible();

    await page.goto(tenantUrl('osh'));
    await expect(page.locator('.product').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hikoyalar' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Oshxona' })).toHaveCount(0); // groupView off in its layout

    await page.goto(tenantUrl('night'));
    await expect(page.locator('.product').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Истории' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Акции' })).toHaveCount(0);
    await page.goto(tenantUrl('night', '/profile'));
    await expect(page.getByRole('link', { name: 'Промокоды' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Вакансии' })).toHaveCount(0);
  });

  test('products open in the merchant’s navigation mode', async ({ page }) => {
    await openFirstPlov(page, 'demo');
    await expect(page.locator('dialog.sheet[open]')).toBeVisible();
    // modal once painted: the page below inert, focus inside
    await expect(page.locator('dialog.sheet:modal')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog.sheet')))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(page).toHaveURL(tenantUrl('demo', '/'));

    await openFirstPlov(page, 'osh');
    await expect(page.locator('dialog.popup[open]')).toBeVisible();
    await page.goBack();
    await expect(page.locator('dialog[open]')).toHaveCount(0);

    await openFirstPlov(page, 'night');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Блюдо' })).toBeVisible();
  });

  test('a category can override the navigation mode', async ({ page }) => {
    await page.goto(tenantUrl('demo'));
    await page
      .locator('section.menu-section')
      .filter({ hasText: 'Ichimliklar' })
      .locator('.product')
      .first()
      .click();
    await expect(page.locator('dialog.popup[open]')).toBeVisible();
  });

  test('the basket sits in the navigation bar or floats over the products', async ({ page }) => {
    for (const [sub, add, floating] of [
      ['osh', "Savatga qo'shish", true],
      ['night', 'В корзину', false],
    ] as const) {
      await page.goto(tenantUrl(sub));
      await page
        .locator('section.menu-section')
        .filter({ hasText: /Somsa va non|Самса и лепёшки/ })
        .locator('.product')
        .first()
        .click();
      await page.getByRole('button', { name: new RegExp(add) }).click();
      // added, the pop-up (osh) or the full-screen page (night) gives way to the menu
      await expect(page.locator('#product-name')).toHaveCount(0);
      await expect(page).toHaveURL(tenantUrl(sub));
      if (floating) {
        await expect(page.getByTestId('floating-basket')).toBeVisible();
        await expect(page.getByTestId('basket-badge')).toHaveCount(0);
      } else {
        await expect(page.getByTestId('basket-badge')).toHaveText(/1/);
        await expect(page.getByTestId('floating-basket')).toHaveCount(0);
      }
    }
  });
});
