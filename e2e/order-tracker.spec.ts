import { expect, test } from './fixtures';
import uzOrders from '../locales/uz/orders.json' with { type: 'json' };
import { loginViaApi, MERCHANT_IDS, placePickUpOrder, plainDish, tenantUrl, useSession } from './helpers';

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});

test('demo (uz): a pick-up order on the home, then followed live: each step shows its time as it is reached, it ends "received", and is rated only then', async ({
  page,
}) => {
  const session = await loginViaApi(page.request, 'demo');
  const dish = await plainDish(page.request, 'demo');
  const { order } = await placePickUpOrder(page.request, session, 'demo', dish, 2);
  await useSession(page, 'demo', session);
  // the home shows the order on its way, one tap from its tracker
  await page.goto(tenantUrl('demo', '/'));
  const active = page.getByTestId('active-order');
  await expect(active).toContainText(uzOrders.activeOrder.replace('{{number}}', String(order.number)));
  await expect(active).toContainText(uzOrders.status.OPEN);
  await active.click();
  await expect(page).toHaveURL(tenantUrl('demo', `/profile/orders/${order.id}`));
  const steps = page.locator('.progress li');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0).locator('time')).toHaveText(/\d\d:\d\d/);
  const rate = page.getByText(uzOrders.rate);
  for (let i = 1; i < 5; i++) {
    const step = await page.request.post(`/api/dev/v1/orders/${order.id}/advance`, {
      headers: { 'X-Merchant-Id': String(MERCHANT_IDS.demo) },
    });
    expect(step.status()).toBe(200);
    // the step just reached shows when, without a reload
    await expect(steps.nth(i).locator('time')).toHaveText(/\d\d:\d\d/);
    // ready to collect is not yet received: nothing to rate
    if (i < 4) await expect(rate).toHaveCount(0);
  }
  await expect(page.getByTestId('order-status')).toHaveText(uzOrders.status.RECEIVED);
  await expect(steps.nth(4)).toContainText(uzOrders.status.RECEIVED);
  await expect(rate).toBeVisible();
  // received: nothing on its way any more
  await page.goto(tenantUrl('demo', '/'));
  await expect(page.locator('.product').first()).toBeVisible();
  await expect(page.getByTestId('active-order')).toHaveCount(0);
});
