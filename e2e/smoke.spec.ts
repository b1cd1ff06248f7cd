import { expect, test } from '@playwright/test';

test('the storefront serves the app on a phone-sized viewport', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('client routes fall back to the app, the API answers JSON 404 for unknown calls', async ({
  page,
  request,
}) => {
  const response = await page.goto('/profile/orders');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
  const api = await request.get('/api/no/such/call');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
});
