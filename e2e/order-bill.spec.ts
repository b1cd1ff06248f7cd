import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clickNearestBranch } from './support/map';
import en from '../locales/en/checkout.json' with { type: 'json' };
import enPlaces from '../locales/en/places.json' with { type: 'json' };
import {
  loginViaApi,
  MERCHANT_IDS,
  placePickUpOrder,
  plainDish,
  tenantUrl,
  useBasket,
  useSession,
} from './helpers';

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});

/** A bill's lines as signed amounts ("−30,000 sum" is −30000); a line that is not a sum is skipped. */
async function billLines(bill: Locator) {
  const amounts = await bill.locator('div:not(.totals__total) dd').allTextContents();
  return amounts
    .filter((text) => /\d/.test(text))
    .map((text) => (text.trim().startsWith('−') ? -1 : 1) * Number(text.replace(/\D/g, '')));
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, ''));

/** A demo customer with cashback to spend: an earlier order, delivered and closed, earned it. */
async function customerWithCashback(page: Page) {
  const session = await loginViaApi(page.request, 'demo');
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS.demo), Authorization: `Bearer ${session.token}` };
  const dish = await plainDish(page.request, 'demo');
  const { order } = await placePickUpOrder(page.request, session, 'demo', dish, 10);
  for (;;) {
    const step = await page.request.post(`/api/dev/v1/orders/${order.id}/advance`, { headers });
    if (step.status() === 409) break;
    expect(step.status()).toBe(200);
  }
  const user = await (await page.request.get('/api/users/v1/users/me', { headers })).json();
  expect(user.cashback).toBeGreaterThan(0);
  return { ...session, user, dish };
}

test('demo (en): promo, cashback and delivery each on a line of their own, adding up to the total, at checkout and on the order page', async ({
  page,
}) => {
  const customer = await customerWithCashback(page);
  await useBasket(page, 'demo', customer.dish, Math.ceil(160_000 / customer.dish.costPrice));
  await useSession(page, 'demo', customer);
  await page.goto(tenantUrl('demo', '/checkout'));
  await page.getByRole('combobox', { name: 'Til' }).selectOption('en');

  await page.getByRole('link', { name: en.chooseAddress }).click();
  await page.getByRole('link', { name: enPlaces.newOnMap }).click();
  await clickNearestBranch(page);
  await page.getByRole('button', { name: enPlaces.deliverHere }).click();
  await expect(page.getByTestId('checkout-delivery')).not.toHaveText(/^0/);
  await page.getByRole('textbox', { name: en.promo }).fill('welcome');
  await page.getByRole('button', { name: en.apply }).click();
  await expect(page.getByText(en.promoApplied.replace('{{code}}', 'WELCOME'))).toBeVisible();
  const spend = Math.min(511, customer.user.cashback as number);
  await page.getByRole('textbox', { name: /Spend cashback/ }).fill(String(spend));

  const summary = page.getByTestId('checkout-summary');
  await expect(summary.getByText(`−${spend}`)).toBeVisible();
  const total = digits(await page.getByTestId('checkout-total').textContent());
  expect(sum(await billLines(summary))).toBe(total);

  await page.getByRole('button', { name: new RegExp(en.place.replace('{{total}}', '')) }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  const bill = page.getByTestId('order-bill');
  await expect(page.getByTestId('order-total')).toHaveText(/\d/);
  expect(digits(await page.getByTestId('order-total').textContent())).toBe(total);
  const lines = await billLines(bill);
  expect(lines).toContain(-spend);
  expect(sum(lines)).toBe(total);
  await expect(bill.getByText(en.cashbackUsed, { exact: true })).toBeVisible();
  await expect(bill.getByText(en.promoDiscount, { exact: true })).toBeVisible();
  await expect(bill.getByText(en.delivery, { exact: true })).toBeVisible();
});
