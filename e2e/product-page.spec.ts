import { expect, test } from './fixtures';
import ruProduct from '../locales/ru/product.json' with { type: 'json' };
import { tenantUrl } from './helpers';

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});

test('night (ru): a dish opened straight from a link shows its photo at the top and its add button above the navigation; adding stays on the storefront', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(tenantUrl('night', '/product/96'));
  const photo = page.locator('.product-details .gallery img').first();
  await expect(photo).toBeVisible();
  // one compact header: the photo starts right under the storefront's header, the back button on it
  expect((await photo.boundingBox())!.y).toBeLessThan(200);
  const add = page.getByRole('button', { name: new RegExp(ruProduct.add) });
  await expect(add).toBeInViewport({ ratio: 1 });
  // nothing covers it: the point under its middle is the button itself
  const box = (await add.boundingBox())!;
  expect(
    await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.classList.contains('buy-button'),
      [box.x + box.width / 2, box.y + box.height / 2],
    ),
  ).toBe(true);
  await add.click();
  // back to the menu of the storefront (the page before it was another site, or none)
  await expect(page).toHaveURL(tenantUrl('night', '/'));
  await expect(page.locator('.bottom-nav a[href="/basket"]')).toContainText('1');
});
