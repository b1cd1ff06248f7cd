import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import enBasket from '../locales/en/basket.json' with { type: 'json' };
import enMenu from '../locales/en/menu.json' with { type: 'json' };
import uzOps from '../locales/uz/ops.json' with { type: 'json' };
import type enOps from '../locales/en/ops.json';
import { DEV_ADMIN_API_KEY } from '../server/config';
import { zipOf } from '../server/test/folder-zip';
import { formatSum } from '../src/domain/money';
import { MERCHANT_IDS, tenantUrl, useBasket } from './helpers';
import { desk, openDesk } from './support/desk';
import { STAFF } from './support/staff';

type Dish = { id: number; costPrice: number; name: { eng: string } };

/** A customer's storefront at 360 px in English, open and following its merchant's live stream. */
async function openStorefront(page: Page, path: string, sub = 'demo') {
  await page.context().addCookies([{ name: 'lang', value: 'en', url: tenantUrl(sub) }]);
  const live = page.waitForResponse((r) => r.url().includes('/api/products/v1/events'));
  await page.goto(tenantUrl(sub, path));
  expect((await live).headers()['content-type']).toContain('text/event-stream');
}

async function demoDish(page: Page, eng: string, merchantId = MERCHANT_IDS.demo): Promise<Dish> {
  const headers = { 'X-Merchant-Id': String(merchantId) };
  const menu = await (await page.request.get('/api/products/v1/overalls?type=WEB', { headers })).json();
  return (menu.products as Dish[]).find((p) => p.name.eng === eng) as Dish;
}

/**
 * The demo folder applied as a merchant of this journey's own (`sub`), its dish `key` at `price`
 * when given: applying a folder replaces its merchant's whole menu, which the journeys sharing the
 * demo merchant (a manager adding a dish, a customer's basket) must not see happen under them.
 */
function applyDemoFolder(page: Page, sub: string, change: { key: string; price: number } | null = null) {
  return page.request.put(`/api/admin/v1/merchants/${sub}/config`, {
    headers: { authorization: `Bearer ${DEV_ADMIN_API_KEY}`, 'content-type': 'application/zip' },
    data: zipOf('server/seed/demo', {
      'merchant.json': (m: object) => ({ ...m, sub, name: 'Live Demo' }),
      'menu.json': (m: { products: { key: string }[] }) =>
        change
          ? {
              ...m,
              products: m.products.map((p) => (p.key === change.key ? { ...p, price: change.price } : p)),
            }
          : m,
    }),
  });
}

test("the desk stops a dish: a customer's open storefront greys it out within 2 s, without a reload or a jump", async ({
  browser,
}) => {
  // Norin: on no other journey's screen
  const operator = await desk(browser, 'demo', 'uz', { width: 1280, height: 800 });
  await openDesk(operator, 'demo', STAFF.storefrontLive, uzOps as typeof enOps);
  await operator.getByRole('button', { name: uzOps.stopList }).click();

  const customer = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const norin = await demoDish(customer, 'Norin');
  await openStorefront(customer, '/');
  const card = customer.locator('.product').filter({ hasText: 'Norin' }).first();
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport();
  await expect(card.getByText(enMenu.soldOut)).toHaveCount(0);
  // a reload would lose this mark and the scroll
  await customer.evaluate(() => ((window as { unreloaded?: boolean }).unreloaded = true));
  const scrolled = await customer.evaluate(() => window.scrollY);

  await operator.getByRole('combobox', { name: uzOps.stopWhat }).selectOption(`p:${norin.id}`);
  await operator.getByRole('button', { name: uzOps.stop, exact: true }).click();
  await expect(card.getByText(enMenu.soldOut)).toBeVisible({ timeout: 2_000 });
  expect(await customer.evaluate(() => (window as { unreloaded?: boolean }).unreloaded)).toBe(true);
  expect(await customer.evaluate(() => window.scrollY)).toBe(scrolled);
  await customer.screenshot({ path: test.info().outputPath('stopped-en-360.png') });

  // back on the menu: on sale again, as soon
  const entry = operator.getByTestId('stop-entry').filter({ hasText: 'Norin' });
  await entry.getByRole('button', { name: uzOps.backOn }).click();
  await expect(card.getByText(enMenu.soldOut)).toHaveCount(0, { timeout: 2_000 });
});

test('a price changed by a folder applied shows in an open basket within 2 s, before checkout', async ({
  browser,
}) => {
  const customer = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const sub = 'live-demo';
  expect((await applyDemoFolder(customer, sub)).status()).toBe(200);
  const { id } = await (await customer.request.get(`/api/users/v1/merchants/sub/${sub}`)).json();
  const dimlama = await demoDish(customer, 'Dimlama', id);
  await useBasket(customer, sub, dimlama, 2);
  await openStorefront(customer, '/basket', sub);
  const line = customer.getByTestId('basket-line-price');
  await expect(line).toContainText(formatSum(dimlama.costPrice, 'en'));

  const dearer = dimlama.costPrice + 3000;
  expect((await applyDemoFolder(customer, sub, { key: 'dimlama', price: dearer })).status()).toBe(200);
  await expect(line).toContainText(formatSum(dearer, 'en'), { timeout: 2_000 });
  const was = formatSum(dimlama.costPrice, 'en');
  await expect(customer.getByText(new RegExp(enBasket.repriced.split('{{')[0] as string))).toContainText(was);
  await customer.screenshot({ path: test.info().outputPath('repriced-basket-en-360.png') });
});
