import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import ruBasket from '../locales/ru/basket.json' with { type: 'json' };
import ruCheckout from '../locales/ru/checkout.json' with { type: 'json' };
import { localParts } from '../src/domain/schedule';
import { linePrice, pricedLine } from '../src/domain/pricing';
import { loginViaApi, MERCHANT_IDS, plainDish, tenantUrl, useBasket, useSession } from './helpers';
import { STAFF } from './support/staff';

const MANAGER = STAFF.birthdayPromo; // a manager of demo's
const headers = (token: string) => ({
  'X-Merchant-Id': String(MERCHANT_IDS.demo),
  Authorization: `Bearer ${token}`,
});
const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, ''));

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});

/** The demo's manager gives a 10 % birthday promo (three days either side), its other loyalty kept. */
async function birthdayPromo(request: APIRequestContext) {
  let token = '';
  // another journey may ask a code for this phone at the same moment: ask again until one comes
  await expect(async () => {
    const sent = await request.post('/api/ops/v1/auth/otp', {
      headers: { 'X-Merchant-Id': String(MERCHANT_IDS.demo) },
      data: { phone: MANAGER },
    });
    expect(sent.status()).toBe(200);
    const [message] = await (await request.get(`/api/dev/v1/sms-outbox?phone=${MANAGER}`)).json();
    const verified = await request.post('/api/ops/v1/auth/otp/verify', {
      headers: { 'X-Merchant-Id': String(MERCHANT_IDS.demo) },
      data: { phone: MANAGER, code: message.code },
    });
    expect(verified.status()).toBe(200);
    token = (await verified.json()).token;
  }).toPass({ timeout: 60_000 });
  const loyalty = await (await request.get('/api/manage/v1/loyalty', { headers: headers(token) })).json();
  const set = await request.put('/api/manage/v1/loyalty', {
    headers: headers(token),
    data: { ...loyalty, birthday: { percent: 10, daysBefore: 3, daysAfter: 3 } },
  });
  expect(set.status()).toBe(200);
}

test('a customer whose birthday is today sees 10 % off in the basket and at checkout (ru, 360 px), and the order and its page keep it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await birthdayPromo(page.request);
  const customer = await loginViaApi(page.request, 'demo');
  const today = localParts(new Date()).day;
  const saved = await page.request.put(`/api/users/v1/users/${customer.user.id}`, {
    headers: headers(customer.token),
    data: { birthday: `1992-${today.slice(5)}` },
  });
  expect(saved.status()).toBe(200);
  const dish = await plainDish(page.request, 'demo');
  const quantity = 3;
  const dishes = linePrice(
    pricedLine({ costPrice: dish.costPrice, discount: dish.discount ?? 0 }, [], quantity),
  );
  const birthday = Math.round(dishes / 10);

  await useBasket(page, 'demo', dish, quantity);
  await useSession(page, 'demo', customer);
  await page.context().addCookies([{ name: 'lang', value: 'ru', url: tenantUrl('demo') }]);

  // the basket: the birthday on a line of its own, the total without it
  await page.goto(tenantUrl('demo', '/basket'));
  await expect(page.getByTestId('basket-birthday')).toHaveText(/\d/);
  expect(digits(await page.getByTestId('basket-birthday').textContent())).toBe(birthday);
  await expect(page.getByText(ruBasket.birthdayDiscount, { exact: true })).toBeVisible();
  expect(digits(await page.getByTestId('basket-total').textContent())).toBe(dishes - birthday);
  await page.screenshot({ path: test.info().outputPath('basket-ru-360.png') });

  // the checkout: pick-up, the note and the line, the total the server will charge
  await page.goto(tenantUrl('demo', '/checkout'));
  await page.getByRole('radio', { name: ruCheckout.serviceType.PICK_UP }).check();
  await expect(page.getByTestId('birthday-note')).toContainText('10 %');
  await expect(page.getByTestId('checkout-birthday')).toHaveText(/\d/);
  expect(digits(await page.getByTestId('checkout-birthday').textContent())).toBe(birthday);
  const total = digits(await page.getByTestId('checkout-total').textContent());
  expect(total).toBe(dishes - birthday);
  // nothing of the checkout is wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('checkout-ru-360.png'), fullPage: true });

  await page.getByRole('button', { name: new RegExp(ruCheckout.place.replace('{{total}}', '')) }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  const bill = page.getByTestId('order-bill');
  await expect(bill.getByText(ruCheckout.birthdayDiscount, { exact: true })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(/\d/);
  expect(digits(await page.getByTestId('order-total').textContent())).toBe(total);
  await page.screenshot({ path: test.info().outputPath('order-ru-360.png'), fullPage: true });

  // the server charged it so, and the customer's birthday is taken for this year
  const orderId = Number(page.url().split('/').pop());
  const order = await (
    await page.request.get(`/api/orders/v1/orders/${orderId}`, { headers: headers(customer.token) })
  ).json();
  expect([order.totalPrice, order.birthdayDiscount]).toEqual([total, birthday]);
  const left = await (
    await page.request.get('/api/users/v1/personal-discount', { headers: headers(customer.token) })
  ).json();
  expect(left.birthday).toBeNull();

  // the next basket (the same dishes again: the basket is put back on each page load) is at its full price
  await page.goto(tenantUrl('demo', '/basket'));
  await expect(page.getByTestId('basket-total')).toHaveText(/\d/);
  await expect.poll(async () => digits(await page.getByTestId('basket-total').textContent())).toBe(dishes);
  expect(digits(await page.getByTestId('basket-total').textContent())).toBe(dishes);
  await expect(page.getByTestId('basket-birthday')).toHaveCount(0);
});
