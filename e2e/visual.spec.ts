import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginViaApi, placePickUpOrder, plainDish, tenantUrl, useBasket, useSession } from './helpers';

/**
 * Visual baselines: home, product, checkout and order page of each demo merchant as a 360×780
 * phone shows them, compared with the screenshots kept in e2e/__screenshots__ so a layout
 * regression fails. Fixed font (Noto Sans from npm, inlined), no motion, one location; what
 * changes by itself (order number, times, dates) is masked. Update on purpose with
 * `npx playwright test e2e/visual.spec.ts --update-snapshots` and look at the new pictures.
 */

const FONT_DIR = join(process.cwd(), 'node_modules/@fontsource/noto-sans');
const SUBSETS = ['latin', 'latin-ext', 'cyrillic'];

/** Noto Sans 400–800 for Latin, Uzbek Latin and Cyrillic as data: URLs (the page's CSP allows them). */
const FIXED_FONT = [400, 600, 700, 800]
  .flatMap((weight) =>
    readFileSync(join(FONT_DIR, `${weight}.css`), 'utf8')
      .split('@font-face')
      .filter((face) => SUBSETS.some((s) => face.includes(`noto-sans-${s}-${weight}-normal.woff2`)))
      .map((face) =>
        face.replace(/src: [^;]+;/, (src) => {
          const file = /\.\/files\/([^)]+\.woff2)/.exec(src)?.[1] as string;
          const data = readFileSync(join(FONT_DIR, 'files', file)).toString('base64');
          return `src: url(data:font/woff2;base64,${data}) format('woff2');`;
        }),
      )
      .map((face) => `@font-face${face.replace(/\/\*[^*]*\*\//g, '')}`),
  )
  .join('\n')
  .concat("\n*, *::before, *::after { font-family: 'Noto Sans', sans-serif !important; }");

test.use({
  viewport: { width: 360, height: 780 },
  deviceScaleFactor: 1,
  // beside the demo merchants' branches, so the nearest one (and its delivery fee) is always the same
  geolocation: { latitude: 41.311, longitude: 69.279 },
  permissions: ['geolocation'],
});

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});

/** The page as it settles: fixed font loaded, pictures in view loaded. */
async function settle(page: Page) {
  await page.addStyleTag({ content: FIXED_FONT });
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => img.getBoundingClientRect().top < innerHeight)
          .every((img) => img.complete),
      ),
    )
    .toBe(true);
}

const shot = (page: Page, name: string, mask: string[] = []) =>
  expect(page).toHaveScreenshot(name, {
    animations: 'disabled',
    caret: 'hide',
    mask: mask.map((selector) => page.locator(selector)),
    // antialiasing may differ by a few pixels between machines; a moved block does not
    maxDiffPixelRatio: 0.01,
  });

for (const sub of ['demo', 'osh', 'night'] as const) {
  test(`${sub}: home, product, checkout and order page look as they did`, async ({ page, request }) => {
    await page.goto(tenantUrl(sub));
    await expect(page.locator('.product').first()).toBeVisible();
    await settle(page);
    await shot(page, `${sub}-home.png`);

    const product = await plainDish(request, sub);
    await page.goto(tenantUrl(sub, `/product/${product.id}`));
    await expect(page.getByTestId('live-price')).toBeVisible();
    await settle(page);
    await shot(page, `${sub}-product.png`);

    // a signed-in customer with two of that product in the basket
    const session = await loginViaApi(request, sub);
    await useSession(page, sub, session);
    await useBasket(page, sub, product, 2);
    await page.goto(tenantUrl(sub, '/checkout'));
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    await settle(page);
    await shot(page, `${sub}-checkout.png`);

    // a pick-up order of it, as the restaurant has just received it
    const { order } = await placePickUpOrder(request, session, sub, product, 2);
    await page.goto(tenantUrl(sub, `/profile/orders/${order.id}`));
    await expect(page.getByTestId('order-total')).toBeVisible();
    await settle(page);
    await shot(page, `${sub}-order.png`, [
      '#order-title',
      '[data-testid="order-when"]',
      '[data-testid="order-eta"]',
      '.progress time',
    ]);
  });
}
