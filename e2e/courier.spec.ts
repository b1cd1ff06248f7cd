import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import enCourier from '../locales/en/courier.json' with { type: 'json' };
import ruCourier from '../locales/ru/courier.json' with { type: 'json' };
import uzCourier from '../locales/uz/courier.json' with { type: 'json' };
import enDelivery from '../locales/en/ops-delivery.json' with { type: 'json' };
import enOps from '../locales/en/ops.json' with { type: 'json' };
import enOrders from '../locales/en/orders.json' with { type: 'json' };
import { MERCHANT_IDS, loginViaApi, plainDish, tenantUrl, useSession } from './helpers';
import { desk, openCard, openDesk } from './support/desk';
import { EVERY_MS } from '../src/courier/position-sender';
import { STAFF } from './support/staff';

/** Javlon, the demo merchant's courier for every branch (server/seed/demo/staff.json). */
const COURIER = { phone: '998900000006', name: 'Javlon Toshev' };
/** how often the courier app asks for its orders (src/courier/courier-home.tsx) */
const COURIER_LIST_REFRESH_MS = 15_000;

/** A customer's cash delivery of a dish to a point 550 m north of the first branch. */
async function placeDelivery(request: APIRequestContext, token: string) {
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS.demo), Authorization: `Bearer ${token}` };
  const dish = await plainDish(request, 'demo');
  const [branch] = await (await request.get('/api/users/v1/branches', { headers })).json();
  const point = { latitude: branch.latitude + 0.005, longitude: branch.longitude };
  const tariff = await (
    await request.post('/api/deliveries/v1/delivery/tariff/client/calculate', { headers, data: point })
  ).json();
  const count = Math.max(1, Math.ceil(((tariff.minOrder ?? 0) + 1) / dish.costPrice));
  const total = count * (dish.costPrice - (dish.discount ?? 0));
  const free = tariff.freeFrom !== null && tariff.freeFrom !== undefined && total >= tariff.freeFrom;
  const placed = await request.post('/api/orders/v1/orders', {
    headers,
    data: {
      serviceType: 'DELIVERY',
      paymentType: 'CASH',
      branch: tariff.branchId,
      address: {
        ...point,
        streetName: 'Bunyodkor',
        houseNumber: '7',
        entrance: '2',
        floor: '3',
        office: '41',
      },
      cartItems: [{ productId: dish.id, count, modifications: [] }],
      totalPrice: total + (free ? 0 : tariff.deliveryPrice),
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return { order: (await placed.json()) as { id: number; number: number }, point };
}

/** The courier's phone: 360 px wide, location allowed, in a language, starting where the courier stands. */
async function courierPhone(browser: Browser, lang: string, at: { latitude: number; longitude: number }) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    geolocation: at,
    permissions: ['geolocation'],
  });
  await context.addCookies([{ name: 'lang', value: lang, url: tenantUrl('demo') }]);
  const page = await context.newPage();
  // the phone's clock runs as any clock does, and the journey moves it on where the app waits for
  // time (its 15 s refresh of the order list, its 5 s between positions sent) instead of waiting
  await page.clock.install();
  return { context, page };
}

/** The courier logs in with the staff code, as on the desk. */
async function courierLogin(page: Page, t: typeof enCourier) {
  await expect(async () => {
    await page.goto(tenantUrl('demo', '/courier'));
    await page.getByRole('textbox', { name: t.phone }).fill(COURIER.phone);
    const code = page.getByRole('textbox', { name: t.code });
    const submit = page.locator('form button[type="submit"]');
    do {
      await page.getByRole('button', { name: t.getCode }).click();
      await expect(submit).toBeEnabled();
    } while (!(await code.isVisible()));
    const [message] = await (await page.request.get(`/api/dev/v1/sms-outbox?phone=${COURIER.phone}`)).json();
    await code.fill(message.code);
    await page.getByRole('button', { name: t.enter }).click();
    await expect(page.getByRole('heading', { name: COURIER.name })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
}

test('a courier of the restaurant carries a delivery; the customer watches them come on the map', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // the customer, on their phone, with the order's page open
  const customer = await desk(browser, 'demo', 'en', { width: 390, height: 844 });
  const session = await loginViaApi(customer.request, 'demo');
  const { order, point } = await placeDelivery(customer.request, session.token);
  await useSession(customer, 'demo', session);
  await customer.goto(tenantUrl('demo', `/profile/orders/${order.id}`));
  const status = customer.getByTestId('order-status');
  await expect(status).toHaveText(enOrders.status.OPEN);

  // the courier, 2 km south on a street running north to the customer, starts a shift
  const street = (i: number) => ({
    latitude: point.latitude - 0.02 + i * 0.0006,
    longitude: point.longitude,
  });
  const courier = await courierPhone(browser, 'ru', street(0));
  const phone = courier.page;
  await courierLogin(phone, ruCourier as typeof enCourier);
  await phone.getByRole('button', { name: ruCourier.startShift }).click();
  await expect(phone.getByText(ruCourier.onShift, { exact: true })).toBeVisible();

  // the operator gives the delivery to the courier on shift, then the kitchen's steps
  const operator = await desk(browser, 'demo', 'en', { width: 1280, height: 800 });
  await openDesk(operator, 'demo', STAFF.courier, enOps);
  const card = await openCard(operator, order.number);
  const select = card.getByRole('combobox', { name: enDelivery.courierOnShift });
  await expect(select.locator('option', { hasText: COURIER.name })).toHaveCount(1);
  await select.selectOption({
    label: (await select.locator('option', { hasText: COURIER.name }).textContent()) ?? '',
  });
  await card.getByRole('button', { name: enDelivery.give }).click();
  await expect(card).toContainText(COURIER.name);
  for (const next of ['ACCEPTED', 'COOKING', 'DONE'] as const)
    await card.getByRole('button', { name: enOps.next[next] }).click();
  await expect(status).toHaveText(enOrders.status.DONE);

  // the courier sees it on the list's next refresh (with the cash to collect) and picks it up
  const mine = phone.getByTestId('courier-order').filter({ hasText: `№${order.number}` });
  await phone.clock.fastForward(COURIER_LIST_REFRESH_MS);
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('Bunyodkor 7');
  await mine.getByRole('button', { name: ruCourier.pickedUp }).click();
  await expect(mine).toHaveAttribute('data-status', 'ON_WAY');
  await expect(status).toHaveText(enOrders.status.ON_WAY);

  // the courier rides up the street: the customer's map follows, the estimate with it
  const onMap = customer.getByTestId('courier-on-map');
  const eta = customer.getByTestId('courier-eta');
  const estimates = new Set<string>();
  for (const i of [1, 2, 3, 4]) {
    await courier.context.setGeolocation(street(i));
    // the phone sends a position at most every 5 s: those 5 s pass
    await phone.clock.fastForward(EVERY_MS);
    await expect(onMap).toHaveAttribute('data-latitude', String(street(i).latitude));
    estimates.add((await eta.textContent()) ?? '');
  }
  expect(estimates.size).toBeGreaterThan(1);
  await customer.screenshot({
    path: test.info().outputPath('customer-courier-on-map-en-390.png'),
    fullPage: true,
  });

  // the courier app in Uzbek and Russian, light and dark
  for (const [lang, scheme] of [
    ['ru', 'light'],
    ['ru', 'dark'],
    ['uz', 'dark'],
    ['uz', 'light'],
  ] as const) {
    await phone.emulateMedia({ colorScheme: scheme });
    // the courier's language: the app's own choice, kept in the cookie
    await courier.context.addCookies([{ name: 'lang', value: lang, url: tenantUrl('demo') }]);
    await phone.reload();
    await expect(phone.getByRole('combobox')).toHaveValue(lang);
    const t = lang === 'uz' ? uzCourier : ruCourier;
    await expect(mine.getByRole('button', { name: t.delivered })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.screenshot({
      path: test.info().outputPath(`courier-app-${lang}-${scheme}-360.png`),
      fullPage: true,
    });
  }

  // delivered, the cash collected: the customer's page says so, and the map is gone
  await mine.getByRole('button', { name: uzCourier.delivered }).click();
  await mine.getByRole('button', { name: uzCourier.delivered }).click();
  await expect(status).toHaveText(enOrders.status.DELIVERED);
  await expect(onMap).toHaveCount(0);
  await expect(phone.getByText(uzCourier.noOrders)).toBeVisible();
  await courier.context.close();

  // the desk's day: the courier's delivery and the cash they hand over, in the report and the Couriers panel
  await operator.getByRole('button', { name: enOps.report, exact: true }).click();
  const day = operator.getByTestId('courier-day').getByRole('row', { name: new RegExp(COURIER.name) });
  await expect(day).toBeVisible();
  await expect(day.getByRole('cell').first()).toHaveText(/^[1-9]\d*$/);
  await operator.getByRole('button', { name: enDelivery.map.title, exact: true }).click();
  await expect(operator.getByTestId('ops-couriers')).toContainText(COURIER.name);
  await expect(
    operator
      .getByTestId('ops-couriers')
      .getByTestId('courier-day')
      .getByRole('row', { name: new RegExp(COURIER.name) }),
  ).toBeVisible();
  await operator.screenshot({
    path: test.info().outputPath('desk-couriers-day-en-1280.png'),
    fullPage: true,
  });
});
