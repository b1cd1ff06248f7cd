import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import uzCommon from '../locales/uz/common.json' with { type: 'json' };
import ruCommon from '../locales/ru/common.json' with { type: 'json' };
import { loginViaApi, plainDish, tenantUrl, useBasket, useSession } from './helpers';

/**
 * A first visit whose location is refused: the notice asking for it sits at the bottom, above the
 * bars there, and never covers the header (logo, language, branch) or the address map; it is
 * short and closes with a 44 × 44 button. And a merchant without a Yandex key gets its maps
 * from Leaflet quietly: no "API key is missing" on the console.
 */
test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});
test.use({ viewport: { width: 360, height: 780 } });

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
};
const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** The notice is there, apart from every one of `others`, and closes with its 44 × 44 button. */
async function expectClear(page: Page, text: string, others: Locator[], shot: string) {
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveText(text);
  // where it is once the page has drawn what it just laid out (the bars it keeps above included)
  const placed = await notice.evaluate(
    (e) =>
      new Promise<Box>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(e.getBoundingClientRect().toJSON()))),
      ),
  );
  for (const other of others) expect(apart(placed, await box(other)), `the notice over ${other}`).toBe(true);
  // at the bottom half, inside the screen
  expect(placed.y).toBeGreaterThan(780 / 2);
  expect(placed.y + placed.height).toBeLessThanOrEqual(780);
  await page.screenshot({ path: test.info().outputPath(shot) });
  const close = notice.getByRole('button');
  const closeBox = await box(close);
  expect(closeBox.width).toBeGreaterThanOrEqual(44);
  expect(closeBox.height).toBeGreaterThanOrEqual(44);
  await close.click();
  await expect(notice).toHaveCount(0);
}

test('osh (uz): on the menu the notice sits above the floating basket and the navigation, under nothing', async ({
  page,
}) => {
  await useBasket(page, 'osh', await plainDish(page.request, 'osh'), 1);
  await page.goto(tenantUrl('osh'));
  await expect(page.getByTestId('floating-basket')).toBeVisible();
  await expectClear(
    page,
    uzCommon.errors.geolocation,
    [
      page.locator('header.header'),
      page.getByRole('region', { name: uzCommon.branch.atAGlance }),
      page.getByTestId('floating-basket'),
      page.locator('nav.bottom-nav'),
    ],
    'notice-menu-uz-360.png',
  );
});

test('demo (uz): the notice is said where the place matters (the menu), not over the basket', async ({
  page,
}) => {
  await page.goto(tenantUrl('demo', '/basket'));
  const nav = page.locator('nav.bottom-nav');
  await nav.getByRole('link', { name: uzCommon.nav.home }).click();
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveText(uzCommon.errors.geolocation);
  await nav.getByRole('link', { name: new RegExp(uzCommon.nav.basket) }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(notice).toHaveCount(0);
  await nav.getByRole('link', { name: uzCommon.nav.home }).click();
  await expect(notice).toHaveText(uzCommon.errors.geolocation);
});

test("night (ru): a dish's own page keeps its choices clear of the notice the menu showed", async ({
  page,
}) => {
  await page.goto(tenantUrl('night'));
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveText(ruCommon.errors.geolocation);
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.locator('.product-buy')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('demo (uz): at the checkout the notice sits above its sticky bar with the place button', async ({
  page,
}) => {
  await useSession(page, 'demo', await loginViaApi(page.request, 'demo'));
  await useBasket(page, 'demo', await plainDish(page.request, 'demo'), 1);
  await page.goto(tenantUrl('demo', '/checkout'));
  await expect(page.locator('.checkout-bar')).toBeVisible();
  await expectClear(
    page,
    uzCommon.errors.geolocation,
    [page.locator('header.header'), page.locator('.checkout-bar'), page.locator('nav.bottom-nav')],
    'notice-checkout-uz-360.png',
  );
});

test('night (ru, dark): on the address map the notice leaves the header and the map free', async ({
  page,
}) => {
  await page.goto(tenantUrl('night', '/address/delivery'));
  const map = page.locator('.map');
  await expect(map).toHaveAttribute('data-provider', 'leaflet');
  await expectClear(
    page,
    ruCommon.errors.geolocation,
    [page.locator('header.header'), map],
    'notice-map-ru-360.png',
  );
});

for (const sub of ['demo', 'night'] as const) {
  test(`${sub} (Yandex chosen, no key): the map pages draw with Leaflet and say nothing about the key`, async ({
    page,
  }) => {
    const said: string[] = [];
    page.on('console', (message) => said.push(message.text()));
    for (const path of ['/branches/map', '/address/pickup', '/address/delivery']) {
      await page.goto(tenantUrl(sub, path));
      await expect(page.locator('.map[data-provider="leaflet"]')).toBeVisible();
      await expect(page.locator('path.leaflet-interactive').first()).toBeVisible();
    }
    expect(said.filter((text) => /yandex|api key/i.test(text))).toEqual([]);
  });
}
