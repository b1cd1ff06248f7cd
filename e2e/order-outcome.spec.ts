import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import ruOrders from '../locales/ru/orders.json' with { type: 'json' };
import uzOrders from '../locales/uz/orders.json' with { type: 'json' };
import { formatDateTime, formatPhone, formatSum } from '../src/i18n/format';
import { computeTotals, pricedLine } from '../src/domain/pricing';
import { loginViaApi, MERCHANT_IDS, plainDish, placeSomsaOrder, tenantUrl, useSession } from './helpers';
import { STAFF } from './support/staff';

/** The web customer's order page on a phone, in their language, told what the desk decided. */
test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});

const WORDS = { uz: uzOrders, ru: ruOrders } as const;
/**
 * The merchant's operator, logged in through the desk's API as the desk does: phone, the SMS code
 * (each test its own operator, e2e/support/staff.ts). A code that does not let the operator in is
 * asked for again.
 */
async function operatorToken(request: APIRequestContext, sub: string, phone: string) {
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS[sub]) };
  let token = '';
  await expect(async () => {
    const sent = await request.post('/api/ops/v1/auth/otp', { headers, data: { phone } });
    expect(sent.ok()).toBe(true);
    const [message] = await (await request.get(`/api/dev/v1/sms-outbox?phone=${phone}`)).json();
    const verified = await request.post('/api/ops/v1/auth/otp/verify', {
      headers,
      data: { phone, code: message.code },
    });
    expect(verified.ok()).toBe(true);
    token = (await verified.json()).token;
  }).toPass({ timeout: 60_000 });
  return (path: string, data: object) =>
    request
      .post(`/api/ops/v1/orders/${path}`, { headers: { ...headers, Authorization: `Bearer ${token}` }, data })
      .then(async (res) => {
        expect(res.status(), await res.text()).toBe(200);
        return res.json();
      });
}

/** Payme pays the order, as Payme calls us (the demo's development key). */
async function payWithPayme(request: APIRequestContext, order: { id: number }, total: number) {
  const headers = { authorization: `Basic ${Buffer.from('Paycom:demo-payme-key').toString('base64')}` };
  const rpc = (method: string, params: object) =>
    request.post('/api/callbacks/payme/demo', { headers, data: { jsonrpc: '2.0', id: 1, method, params } });
  const id = `e2e-outcome-${order.id}`;
  const amount = Math.round(total * 100);
  await rpc('CreateTransaction', { id, time: Date.now(), amount, account: { order_id: String(order.id) } });
  expect((await (await rpc('PerformTransaction', { id })).json()).result.state).toBe(2);
}

/** Marks the open page: still marked later, nothing reloaded it (what changed came live). */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { kept?: boolean }).kept = true;
  });
const stillTheSamePage = (page: Page) => page.evaluate(() => (window as unknown as { kept?: boolean }).kept);
/** Nothing wider than the phone: no sideways scrolling. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const lang of ['uz', 'ru'] as const) {
  test(`demo (${lang}): a paid order the desk cancels tells its customer why, and the money owed, then returned, live`, async ({
    page,
  }) => {
    const t = WORDS[lang];
    const session = await loginViaApi(page.request, 'demo');
    const { order, total } = await placeSomsaOrder(page.request, session, 2, 'PAYME');
    await payWithPayme(page.request, order, total);
    await useSession(page, 'demo', session);
    await page.context().addCookies([{ name: 'lang', value: lang, url: tenantUrl('demo') }]);
    await page.goto(tenantUrl('demo', `/profile/orders/${order.id}`));
    await expect(page.getByTestId('order-status')).toHaveText(t.status.OPEN);
    await markPage(page);

    // the desk: out of somsa (in Russian, the desk's own words beside the reason)
    const desk = await operatorToken(page.request, 'demo', STAFF.outcomeCancel[lang]);
    await desk(`${order.id}/status`, {
      status: 'CANCELED',
      reasonCode: 'OUT_OF_STOCK',
      ...(lang === 'ru' ? { reason: 'Самса на сегодня закончилась' } : {}),
    });
    const sum = formatSum(total, lang);
    await expect(page.getByTestId('order-status')).toHaveText(t.status.CANCELED);
    const reason = page.getByTestId('cancel-reason');
    await expect(reason).toContainText(t.cancelledWhy);
    await expect(reason).toContainText(t.cancelReason.OUT_OF_STOCK);
    if (lang === 'ru') await expect(reason).toContainText('«Самса на сегодня закончилась»');
    const refund = page.getByTestId('refund');
    await expect(refund).toHaveText(t.refundDue.replace('{{sum}}', sum));
    await page.screenshot({
      path: test.info().outputPath(`cancelled-refund-due-${lang}-360.png`),
      fullPage: true,
    });

    // the operator gives the money back to the card
    const refunded = await desk(`${order.id}/refund`, { method: 'CARD' });
    await expect(refund).toHaveText(
      t.refunded
        .replace('{{sum}}', sum)
        .replace('{{how}}', t.refundHow.CARD)
        .replace('{{date}}', formatDateTime(refunded.refundedAt, lang)),
    );
    await expect(reason).toContainText(t.cancelReason.OUT_OF_STOCK);
    expect(await stillTheSamePage(page)).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await page.screenshot({
      path: test.info().outputPath(`cancelled-refunded-${lang}-360.png`),
      fullPage: true,
    });
  });
}

/** A customer's delivery of a dish needing no choice, to a point in the first branch's near zone. */
async function placeDelivery(request: APIRequestContext, sub: string, token: string) {
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS[sub]), Authorization: `Bearer ${token}` };
  const dish = await plainDish(request, sub);
  const [branch] = await (await request.get('/api/users/v1/branches', { headers })).json();
  const point = { latitude: branch.latitude + 0.005, longitude: branch.longitude };
  const tariff = await (
    await request.post('/api/deliveries/v1/delivery/tariff/client/calculate', { headers, data: point })
  ).json();
  // over the zone's minimum, under its free delivery
  const count = Math.max(1, Math.ceil(((tariff.minOrder ?? 0) + 1) / dish.costPrice));
  const totals = computeTotals({
    lines: [pricedLine({ costPrice: dish.costPrice, discount: dish.discount ?? 0 }, [], count)],
    serviceType: 'DELIVERY',
    deliveryPrice: tariff.deliveryPrice,
    zone: { minOrder: tariff.minOrder ?? null, freeFrom: tariff.freeFrom ?? null },
  });
  const placed = await request.post('/api/orders/v1/orders', {
    headers,
    data: {
      serviceType: 'DELIVERY',
      paymentType: 'CASH',
      branch: tariff.branchId,
      address: { ...point, streetName: 'Bunyodkor', houseNumber: '7' },
      cartItems: [{ productId: dish.id, count, modifications: [] }],
      totalPrice: totals.totalPrice,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return (await placed.json()) as { id: number; number: number };
}

for (const [sub, lang] of [
  ['demo', 'uz'],
  ['night', 'ru'],
] as const) {
  test(`${sub} (${lang}): the courier the desk assigns shows on the open order page, to call, and the order on its way`, async ({
    page,
  }) => {
    const t = WORDS[lang];
    const session = await loginViaApi(page.request, sub);
    const order = await placeDelivery(page.request, sub, session.token);
    await useSession(page, sub, session);
    await page.context().addCookies([{ name: 'lang', value: lang, url: tenantUrl(sub) }]);
    await page.goto(tenantUrl(sub, `/profile/orders/${order.id}`));
    await expect(page.getByTestId('order-status')).toHaveText(t.status.OPEN);
    await expect(page.getByTestId('order-courier')).toHaveCount(0);
    await markPage(page);

    const desk = await operatorToken(page.request, sub, STAFF.outcomeCourier[sub]);
    for (const status of ['ACCEPTED', 'COOKING', 'DONE']) await desk(`${order.id}/status`, { status });
    await expect(page.getByTestId('order-status')).toHaveText(t.status.DONE);
    await desk(`${order.id}/courier`, { name: 'Aziz Karimov', phone: '998901112233' });
    const courier = page.getByTestId('order-courier');
    await expect(courier).toContainText(t.courierName.replace('{{name}}', 'Aziz Karimov'));
    const call = courier.getByRole('link', {
      name: t.courierCall.replace('{{phone}}', formatPhone('998901112233')),
    });
    await expect(call).toHaveAttribute('href', 'tel:+998901112233');
    await desk(`${order.id}/status`, { status: 'ON_WAY' });
    await expect(page.getByTestId('order-status')).toHaveText(t.status.ON_WAY);
    await expect(call).toBeVisible();
    // a thumb can hit it
    const box = await call.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(await stillTheSamePage(page)).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath(`courier-${sub}-${lang}-360.png`), fullPage: true });
  });
}
