import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clickNearestBranch } from './support/map';
import uzCheckout from '../locales/uz/checkout.json' with { type: 'json' };
import ruCheckout from '../locales/ru/checkout.json' with { type: 'json' };
import enCheckout from '../locales/en/checkout.json' with { type: 'json' };
import uzPlaces from '../locales/uz/places.json' with { type: 'json' };
import ruPlaces from '../locales/ru/places.json' with { type: 'json' };
import { loginViaApi, MERCHANT_IDS, plainDish, tenantUrl, useBasket, useSession } from './helpers';

const T = { uz: { ...uzCheckout, ...uzPlaces }, ru: { ...ruCheckout, ...ruPlaces } } as const;
const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, ''));

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});

/** A signed-in customer with a basket over WELCOME's 150 000 minimum, on the checkout. */
async function openCheckout(page: Page, sub: 'demo' | 'night') {
  const dish = await plainDish(page.request, sub);
  await useBasket(page, sub, dish, Math.ceil(160_000 / dish.costPrice));
  await useSession(page, sub, await loginViaApi(page.request, sub));
  await page.goto(tenantUrl(sub, '/checkout'));
}

/** Promo applied, "later" on the second slot, a receiver and a comment: what the customer chose. */
async function choose(page: Page, lang: 'uz' | 'ru') {
  const t = T[lang];
  await page.getByRole('textbox', { name: t.promo }).fill('welcome');
  await page.getByRole('button', { name: t.apply }).click();
  await expect(page.getByText(t.promoApplied.replace('{{code}}', 'WELCOME'))).toBeVisible();
  await page.getByRole('radio', { name: t.later }).check();
  const time = page.getByRole('combobox', { name: t.time });
  await expect(time).not.toHaveValue('');
  if ((await time.locator('option').count()) < 3)
    await page.getByRole('combobox', { name: t.day }).selectOption({ index: 1 });
  await time.selectOption({ index: 2 });
  await page.getByRole('textbox', { name: t.receiverName }).fill('Dilnoza');
  await page.getByRole('textbox', { name: t.comment, exact: true }).fill('Qo‘ng‘iroq qiling');
  return {
    day: await page.getByRole('combobox', { name: t.day }).inputValue(),
    time: await time.inputValue(),
    total: digits(await page.getByTestId('checkout-total').textContent()),
  };
}

/** Everything chosen is there again, and the total still has the promo in it. */
async function expectKept(
  page: Page,
  t: (typeof T)[keyof typeof T] | typeof enCheckout,
  chosen: { day: string; time: string },
) {
  await expect(page.getByText(t.promoApplied.replace('{{code}}', 'WELCOME'))).toBeVisible();
  await expect(page.getByRole('radio', { name: t.later })).toBeChecked();
  await expect(page.getByRole('combobox', { name: t.day })).toHaveValue(chosen.day);
  await expect(page.getByRole('combobox', { name: t.time })).toHaveValue(chosen.time);
  await expect(page.getByRole('textbox', { name: t.receiverName })).toHaveValue('Dilnoza');
  await expect(page.getByRole('textbox', { name: t.comment, exact: true })).toHaveValue('Qo‘ng‘iroq qiling');
}

async function pickOnMap(page: Page, t: (typeof T)[keyof typeof T]) {
  await page.getByRole('link', { name: t.chooseAddress }).click();
  await page.getByRole('link', { name: t.newOnMap }).click();
  // the map's own buttons speak the page's language
  await expect(page.getByRole('button', { name: t.zoomIn })).toBeVisible();
  await clickNearestBranch(page);
  await page.getByRole('button', { name: t.deliverHere }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

async function lastOrder(page: Page, sub: 'demo' | 'night') {
  const token = await page.evaluate((s) => JSON.parse(localStorage.getItem(`dx:${s}:token`) ?? 'null'), sub);
  const user = await page.evaluate((s) => JSON.parse(localStorage.getItem(`dx:${s}:user`) ?? 'null'), sub);
  const res = await page.request.get(`/api/orders/v1/orders/user/${user.id}?size=1&page=0`, {
    headers: { 'X-Merchant-Id': String(MERCHANT_IDS[sub]), Authorization: `Bearer ${token}` },
  });
  return (await res.json()).content[0] as {
    totalPrice: number;
    promoCode: string | null;
    later: boolean;
    comment: string | null;
    receiverName?: string | null;
  };
}

test('demo (uz): the promo, the later slot, the receiver and the comment survive the map; the order is charged the discounted total', async ({
  page,
}) => {
  const t = T.uz;
  await openCheckout(page, 'demo');
  const chosen = await choose(page, 'uz');
  await pickOnMap(page, t);
  await expectKept(page, t, chosen);
  // the delivery is priced now: the total is the basket's, less the promo, plus the delivery
  await expect(page.getByTestId('checkout-delivery')).not.toHaveText(/^0/);
  const total = digits(await page.getByTestId('checkout-total').textContent());
  await page.getByRole('button', { name: new RegExp(t.place.replace('{{total}}', '')) }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  expect(await lastOrder(page, 'demo')).toMatchObject({
    totalPrice: total,
    promoCode: 'WELCOME',
    later: true,
    comment: 'Qo‘ng‘iroq qiling',
  });
  // the next checkout starts afresh: nothing of this order's choices is kept
  const draft = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('dx:demo:checkoutDraft') ?? 'null'),
  );
  expect(draft?.promoCode ?? '').toBe('');
  expect(draft?.fields.comment ?? '').toBe('');
  expect(draft?.later ?? false).toBe(false);
});

test('night (ru): Back from the picker, a reload and another language keep every choice', async ({
  page,
}) => {
  const t = T.ru;
  await openCheckout(page, 'night');
  const chosen = await choose(page, 'ru');
  await page.getByRole('link', { name: t.chooseAddress }).click();
  await expect(page).not.toHaveURL(/\/checkout$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectKept(page, t, chosen);
  // the customer collects it instead: the choice is kept like the others
  await page.getByRole('radio', { name: t.serviceType.PICK_UP }).check();
  await expectKept(page, t, chosen);
  expect(digits(await page.getByTestId('checkout-total').textContent())).toBe(chosen.total);

  await page.reload();
  await expectKept(page, t, chosen);
  await expect(page.getByRole('radio', { name: t.serviceType.PICK_UP })).toBeChecked();

  await page.getByRole('combobox', { name: 'Язык' }).selectOption('en');
  await expectKept(page, enCheckout, chosen);
  await expect(page.getByRole('radio', { name: enCheckout.serviceType.PICK_UP })).toBeChecked();
  expect(digits(await page.getByTestId('checkout-total').textContent())).toBe(chosen.total);

  await page.getByRole('button', { name: new RegExp(enCheckout.place.replace('{{total}}', '')) }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  expect(await lastOrder(page, 'night')).toMatchObject({
    totalPrice: chosen.total,
    promoCode: 'WELCOME',
    later: true,
  });
});

test('night (ru): "Deliver here" tapped while the tapped point\'s street is still being looked up goes on once it is in', async ({
  page,
}) => {
  const t = T.ru;
  await openCheckout(page, 'night');
  await page.getByRole('link', { name: t.chooseAddress }).click();
  await page.getByRole('link', { name: t.newOnMap }).click();
  await expect(page.getByRole('button', { name: t.zoomIn })).toBeVisible();
  // the geocoder's answer is held until the button has been tapped
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/api/dev/v1/geocode*', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await clickNearestBranch(page);
  await expect.poll(() => asked).toBe(true);
  await page.getByRole('button', { name: t.deliverHere }).click();
  // nothing asks for the street the map is still finding
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/checkout$/);
  release();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-address')).not.toBeEmpty();
});
