import { expect, test } from './fixtures';
import { clickNearestBranch } from './support/map';
import uzBasket from '../locales/uz/basket.json' with { type: 'json' };
import uz from '../locales/uz/checkout.json' with { type: 'json' };
import uzPlaces from '../locales/uz/places.json' with { type: 'json' };
import { loginViaApi, MERCHANT_IDS, tenantUrl, useBasket, useSession } from './helpers';

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});

const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, ''));

test("night (uz, dark): a delivery under the zone's minimum says how much more and waits; filled up, it shows how far free delivery is and goes through", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  // night speaks Russian first: this customer reads Uzbek
  await page.context().addCookies([{ name: 'lang', value: 'uz', url: tenantUrl('night') }]);
  const session = await loginViaApi(page.request, 'night');
  const menu = await (
    await page.request.get('/api/products/v1/overalls?type=WEB', {
      headers: { 'X-Merchant-Id': String(MERCHANT_IDS.night) },
    })
  ).json();
  const tea = (menu.products as { id: number; costPrice: number; name: { eng: string } }[]).find(
    (p) => p.name.eng === 'Black tea',
  ) as { id: number; costPrice: number };
  await useSession(page, 'night', session);
  await useBasket(page, 'night', tea, 1);
  await page.goto(tenantUrl('night', '/checkout'));
  await page.getByRole('radio', { name: uz.serviceType.DELIVERY }).check();
  await page.getByRole('link', { name: uz.chooseAddress }).click();
  await page.getByRole('link', { name: uzPlaces.newOnMap }).click();
  await clickNearestBranch(page);
  await page.getByRole('button', { name: uzPlaces.deliverHere }).click();
  await expect(page.getByTestId('checkout-delivery')).not.toHaveText(/^0/);

  // one tea is under the zone's 40 000 minimum: the checkout says how much more, and waits
  const minimum = page.getByTestId('min-order');
  await expect(minimum).toContainText('Minimal buyurtma 40 000');
  expect(digits((await minimum.textContent())?.split('—')[1] ?? '')).toBe(40_000 - tea.costPrice);
  const place = page.getByRole('button', { name: /Buyurtma berish/ });
  await expect(place).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('min-order-uz-360.png') });

  // back to the basket (the app's own link: the page is not reloaded) for more tea
  await minimum.getByRole('link', { name: uz.toMenu }).click();
  await page.getByRole('link', { name: 'Savat' }).first().click();
  const more = page.getByRole('button', { name: uzBasket.more });
  const needed = Math.ceil(40_000 / tea.costPrice);
  for (let n = 1; n < needed; n++) await more.click();
  await page.getByRole('link', { name: new RegExp(uzBasket.checkout) }).click();
  await expect(page.getByTestId('checkout-delivery')).not.toHaveText(/^0/);
  await expect(minimum).toHaveCount(0);
  const hint = page.getByTestId('free-delivery-hint');
  await expect(hint).toContainText('yetkazib berish bepul');
  expect(digits(await hint.textContent())).toBe(300_000 - needed * tea.costPrice);
  await expect(place).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('free-delivery-hint-uz-360.png') });
  await place.click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
});
