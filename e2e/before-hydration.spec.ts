import { expect, test, type Page } from '@playwright/test';
import uzProduct from '../locales/uz/product.json' with { type: 'json' };
import uzCheckout from '../locales/uz/checkout.json' with { type: 'json' };
import { loginViaApi, MERCHANT_IDS, plainDish, tenantUrl, useSession } from './helpers';
import { axeProblems } from './support/axe';

/**
 * A server-rendered page answers before its scripts have run (they load after its pictures, up
 * to seconds on a slow phone). What a customer chooses and taps in that time is kept: the
 * scripts are held back here until the customer is done, then let through.
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});

test('demo: the portion chosen and added before the scripts ran reaches the basket and the order', async ({
  page,
}) => {
  const session = await loginViaApi(page.request, 'demo');
  await useSession(page, 'demo', session);
  const release = await holdScripts(page);
  await page.goto(tenantUrl('demo', '/product/1'));
  await expect(page.locator('#root[data-ssr]')).toBeAttached();
  await expect(page.locator('html[data-ready]')).toHaveCount(0);
  await page.getByRole('radio', { name: '1,5 porsiya' }).check();
  await page.getByRole('checkbox', { name: /Qazi/ }).check();
  await page.getByRole('button', { name: new RegExp(uzProduct.add ?? "Savatga qo'shish") }).click();
  release();
  await expect(page.locator('html[data-ready]')).toBeAttached();
  // the basket holds the plov with the portion and the extra that were chosen
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('dx:demo:basket') ?? '[]')))
    .toEqual([
      expect.objectContaining({
        productId: 1,
        quantity: 1,
        modifications: expect.arrayContaining([
          { modificationId: 300000002, count: 1 },
          { modificationId: 300000004, count: 1 },
        ]),
      }),
    ]);
  const basket = await page.evaluate(() => JSON.parse(localStorage.getItem('dx:demo:basket') ?? '[]'));
  expect(basket[0].modifications).toHaveLength(2);

  await page.goto(tenantUrl('demo', '/checkout'));
  await page.getByRole('radio', { name: uzCheckout.serviceType.PICK_UP }).check();
  await page.getByRole('button', { name: new RegExp(uzCheckout.place.replace('{{total}}', '')) }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1);
  const order = await (
    await page.request.get(`/api/orders/v1/orders/${id}`, {
      headers: { 'X-Merchant-Id': String(MERCHANT_IDS.demo), Authorization: `Bearer ${session.token}` },
    })
  ).json();
  expect(
    order.cartItems[0].modifications.map((m: { modificationId: number }) => m.modificationId).sort(),
  ).toEqual([300000002, 300000004]);
  expect(await axeProblems(page)).toEqual([]);
});

for (const sub of ['osh', 'night'] as const) {
  test(`${sub}: a dish added with "+" and the basket opened before the scripts ran is in the basket`, async ({
    page,
  }) => {
    const dish = await plainDish(page.request, sub);
    const release = await holdScripts(page);
    await page.goto(tenantUrl(sub, '/'));
    await expect(page.locator('#root[data-ssr]')).toBeAttached();
    const name = await page.evaluate(
      ([id]) => document.querySelector(`a[href="/product/${id}"] .product__name`)?.textContent ?? '',
      [dish.id],
    );
    const add = page.locator(`a[href="/product/${dish.id}"]`).first().locator('xpath=..').getByRole('button');
    await add.click();
    await page.locator('a[href="/basket"]').first().click();
    await expect(page.locator('html[data-ready]')).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByTestId('basket-line')).toHaveCount(1);
    await expect(page.getByTestId('basket-line')).toContainText(name);
    expect(await axeProblems(page)).toEqual([]);
  });
}
