import { expect, test } from './fixtures';
import ruProduct from '../locales/ru/product.json' with { type: 'json' };
import uzProduct from '../locales/uz/product.json' with { type: 'json' };
import uzBasket from '../locales/uz/basket.json' with { type: 'json' };
import uzCommon from '../locales/uz/common.json' with { type: 'json' };
import uzPages from '../locales/uz/pages.json' with { type: 'json' };
import ruPages from '../locales/ru/pages.json' with { type: 'json' };
import { plainDish, tenantUrl } from './helpers';

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
  await expect(page).toHaveTitle('Ташкентский плов — Night Grill');
  await add.click();
  // back to the menu of the storefront (the page before it was another site, or none)
  await expect(page).toHaveURL(tenantUrl('night', '/'));
  await expect(page).not.toHaveTitle(/Ташкентский плов/);
  await expect(page.locator('.bottom-nav a[href="/basket"]')).toContainText('1');
});

test('demo (uz): "+" on a card turns into the count with − and +; the basket lists each line with its price and sum, and recommends only what is not in it', async ({
  page,
}) => {
  await page.goto(tenantUrl('demo', '/'));
  const add = page
    .getByRole('button', { name: uzProduct.quickAdd.replace('{{name}}', 'Tandir somsa') })
    .first();
  await add.click();
  const step = page
    .getByRole('group', { name: uzBasket.quantityOf.replace('{{name}}', 'Tandir somsa') })
    .first();
  await expect(step.locator('output')).toHaveText('1');
  await step.getByRole('button', { name: uzProduct.more }).click();
  await expect(step.locator('output')).toHaveText('2');
  await expect(page.locator('.bottom-nav a[href="/basket"]')).toContainText('2');
  await step.getByRole('button', { name: uzProduct.less }).click();
  await expect(step.locator('output')).toHaveText('1');

  await page.locator('.bottom-nav a[href="/basket"]').click();
  // each page its own title
  await expect(page).toHaveTitle('Savat — Dasturxon');
  const line = page.getByTestId('basket-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('basket-line-sum')).toHaveText("12 000 so'm");
  await expect(line.getByTestId('basket-line-price')).toHaveText("12 000 so'm");
  await line.getByRole('button', { name: uzBasket.more }).click();
  await expect(line.getByTestId('basket-line-sum')).toHaveText("24 000 so'm");
  await expect(line.getByTestId('basket-line-price')).toHaveText("12 000 so'm × 2");
  // one heading, and no recommendation of what is already in the basket
  await expect(page.locator('main .page-title')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Savat · 2/ })).toBeVisible();
  const recommended = page.getByRole('region', { name: /mos/ });
  await expect(recommended.locator('.product').first()).toBeVisible();
  await expect(recommended.getByText('Tandir somsa')).toHaveCount(0);
});

test("demo (uz): under a dish opened from a link the menu's pictures wait for the dish's; closed, the menu's first pictures come first again; a dish opened over the menu leaves them be", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.emulateMedia({ colorScheme: 'dark' });
  // how each of the menu's pictures is asked for: loading / fetch priority
  const menuPictures = () =>
    page
      .locator('.product__media img')
      .evaluateAll((imgs) =>
        imgs.map((img) => `${img.getAttribute('loading')}/${img.getAttribute('fetchpriority')}`),
      );
  await page.goto(tenantUrl('demo', '/product/1'));
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const sheet = page.locator('dialog[open]');
  await expect(sheet.locator('.gallery img').first()).toHaveAttribute('fetchpriority', 'high');
  expect(new Set(await menuPictures())).toEqual(new Set(['lazy/low']));
  await sheet.getByRole('button', { name: uzCommon.actions.close }).click();
  await expect(sheet).toHaveCount(0);
  // the menu's first pictures are asked for first again
  await expect(page.locator('.product__media img').first()).toHaveAttribute('fetchpriority', 'high');
  // every section drawn first (the menu draws them in steps after its first screen): the pictures
  // compared below are then the whole menu's, not however many steps a busy machine had reached
  const sections = page.locator('.menu-section');
  const chips = page.locator('.category-nav a[data-chip]');
  await expect(async () => expect(await sections.count()).toBe(await chips.count())).toPass();
  const before = await menuPictures();
  expect(before).toContain('lazy/auto');
  await page.locator('a.product').nth(1).click();
  await expect(page.locator('dialog[open] #product-name')).toBeVisible();
  expect(await menuPictures()).toEqual(before);
});

test('a page loaded straight keeps the title the server named it with once it is live (uz, ru, en)', async ({
  page,
  context,
}) => {
  const dish = await plainDish(page.request, 'demo');
  for (const [sub, path, lang, name] of [
    ['osh', '/category', 'uz', uzPages.category],
    ['night', '/basket', 'ru', ruPages.basket],
    ['demo', `/product/${dish.id}`, 'en', dish.name.eng],
  ] as const) {
    await context.addCookies([{ name: 'lang', value: lang, url: tenantUrl(sub) }]);
    const response = await page.goto(tenantUrl(sub, path));
    const named = /<title>([^<]*)<\/title>/.exec(await response!.text())![1]!;
    expect(named.slice(0, name.length + 3)).toBe(`${name} — `);
    // live: hydrated, its first effects run
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    expect(await page.title()).toBe(named);
  }
});
