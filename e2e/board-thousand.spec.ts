import { expect, test } from './fixtures';
import enOpsStrings from '../locales/en/ops.json' with { type: 'json' };
import { linePrice, pricedLine } from '../src/domain/pricing';
import { loginViaApi, MERCHANT_IDS, plainDish } from './helpers';
import { desk, openDesk } from './support/desk';

/**
 * A rush of a thousand orders on one desk. It runs after every other journey (its own Playwright
 * project, playwright.config.ts): its orders and its board of a thousand cards share the server and
 * the two cores with nothing else, so no other journey's waits are measured against them.
 */
test('a board of more than a thousand open orders keeps every one, the longest waiting first', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS.night) };
  const session = await loginViaApi(request, 'night');
  const dish = await plainDish(request, 'night');
  const [branch] = (await (await request.get('/api/users/v1/branches', { headers })).json()) as {
    id: number;
  }[];
  const place = async () => {
    const placed = await request.post('/api/orders/v1/orders', {
      headers: { ...headers, Authorization: `Bearer ${session.token}` },
      data: {
        serviceType: 'PICK_UP',
        paymentType: 'CASH',
        branch: branch?.id,
        cartItems: [{ productId: dish.id, count: 1, modifications: [] }],
        totalPrice: linePrice(pricedLine({ costPrice: dish.costPrice, discount: dish.discount }, [], 1)),
      },
    });
    expect(placed.ok()).toBe(true);
    return (await placed.json()) as { id: number; number: number };
  };
  const first = await place();
  // one at a time, as a long day's orders come
  for (let n = 0; n < 1000; n++) await place();

  const operator = await desk(browser, 'night', 'en', { width: 1280, height: 800 });
  await openDesk(operator, 'night', '998900000021', enOpsStrings);
  const started = Date.now();
  await operator.reload();
  const open = operator.locator('[data-status="OPEN"]');
  await expect(open.locator('h2 .muted')).toHaveText(/^\d{4,}$/, { timeout: 30_000 });
  test
    .info()
    .annotations.push({ type: 'board drawn (ms, from reload)', description: String(Date.now() - started) });
  const count = Number(await open.locator('h2 .muted').textContent());
  expect(count).toBeGreaterThan(1000);
  expect(await open.getByTestId('ops-order').count()).toBe(count);
  // the longest waiting leads its column: the first of these orders is above the last
  await expect(open.getByTestId('ops-order').filter({ hasText: `№${first.number}` })).toHaveCount(1);
  const numbers = await open.locator('.ops-board-card__number').allTextContents();
  const at = (n: number) => numbers.findIndex((t) => t === `№${n}`);
  expect(at(first.number)).toBeGreaterThanOrEqual(0);
  expect(at(first.number)).toBeLessThan(numbers.length - 1000);
  await operator.screenshot({ path: test.info().outputPath('board-1000-en-1280.png') });
});
