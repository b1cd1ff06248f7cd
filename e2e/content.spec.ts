import { expect, test } from './fixtures';
import { loginViaApi, tenantUrl, useSession } from './helpers';

test.describe('reservations, stories, vacancies and company pages', () => {
  test('a logged-in customer books a table in demo and sees it in the reservations', async ({
    page,
    request,
  }) => {
    await useSession(page, 'demo', await loginViaApi(request, 'demo'));
    await page.goto(tenantUrl('demo', '/reservations'));
    // none yet: the page says so and where to start
    await expect(
      page.getByText("Hali band qilingan stol yo'q. Yuqorida kun va vaqtni tanlang"),
    ).toBeVisible();
    await page.getByRole('spinbutton', { name: "O'rindiqlar soni" }).fill('4');
    const time = page.getByRole('combobox', { name: 'Vaqt' });
    const day = page.getByRole('combobox', { name: 'Kun' });
    if ((await time.locator('option').count()) < 2) await day.selectOption({ index: 1 });
    await time.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Stol band qilish' }).click();
    await expect(page.getByText('Stol band qilindi. Sizni kutamiz!')).toBeVisible();
    await expect(page.getByTestId('reservation')).toHaveCount(1);
    await expect(page.getByTestId('reservation')).toContainText('4 kishi');
    await expect(page.getByText("Hali band qilingan stol yo'q.", { exact: false })).toHaveCount(0);
  });

  test('the reservations route is not found where booking is off', async ({ page }) => {
    await page.goto(tenantUrl('night', '/reservations'));
    await expect(page.getByText('Страница не найдена: /reservations')).toBeVisible();
  });

  test('stories open full screen and page through, and are remembered as seen', async ({ page }) => {
    await page.goto(tenantUrl('demo'));
    const row = page.getByRole('region', { name: 'Hikoyalar' });
    await row.getByRole('button').first().click();
    const viewer = page.locator('dialog.story-viewer[open]');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('status')).toContainText('1 / 2');
    await viewer.getByRole('button', { name: 'Keyingisi' }).click();
    await expect(viewer.getByRole('status')).toContainText('2 / 2');
    await viewer.getByRole('button', { name: 'Keyingisi' }).click();
    await expect(viewer.getByRole('status')).toContainText('Yangi menyu');
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog.story-viewer[open]')).toHaveCount(0);
    await expect(row.locator('.story--seen')).toHaveCount(2);
  });

  test('a vacancy opens with how to apply', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/vacancy'));
    await page.getByTestId('vacancy').first().click();
    await expect(page).toHaveURL(/\/vacancy\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Oshpaz' })).toBeVisible();
    await expect(page.getByRole('link', { name: "Qo'ng'iroq qilish" })).toHaveAttribute('href', /^tel:/);
  });

  test('the privacy policy reads in all three languages', async ({ page, context }) => {
    for (const [lang, heading, text] of [
      ['uz', 'Maxfiylik siyosati', 'Karta raqamlari bizda saqlanmaydi'],
      ['ru', 'Политика конфиденциальности', 'Номера карт у нас не хранятся'],
      ['en', 'Privacy policy', 'Card numbers are never stored by us'],
    ] as const) {
      await context.addCookies([{ name: 'lang', value: lang, domain: 'localhost', path: '/' }]);
      await page.goto(tenantUrl('demo', '/privacy'));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
    }
  });
});
