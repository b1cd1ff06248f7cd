import { expect, test } from './fixtures';
import type enOps from '../locales/en/ops.json';
import enOpsStrings from '../locales/en/ops.json' with { type: 'json' };
import uzOps from '../locales/uz/ops.json' with { type: 'json' };
import uzBoard from '../locales/uz/ops-board.json' with { type: 'json' };
import { linePrice, pricedLine } from '../src/domain/pricing';
import { loginViaApi, MERCHANT_IDS, plainDish } from './helpers';
import { desk, staffLogin } from './support/desk';

/**
 * A pick-up order at one of osh's branches (by its Uzbek name), moved on to accepted as the desk
 * would (the development route), so it is on the kitchen's board.
 */
async function acceptedAt(request: Parameters<typeof loginViaApi>[0], branchName: string) {
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS.osh) };
  const session = await loginViaApi(request, 'osh');
  const dish = await plainDish(request, 'osh');
  const branches = (await (await request.get('/api/users/v1/branches', { headers })).json()) as {
    id: number;
    name: { uz: string };
  }[];
  const branch = branches.find((b) => b.name.uz === branchName);
  if (!branch) throw new Error(`osh has no branch ${branchName}`);
  const placed = await request.post('/api/orders/v1/orders', {
    headers: { ...headers, Authorization: `Bearer ${session.token}` },
    data: {
      serviceType: 'PICK_UP',
      paymentType: 'CASH',
      branch: branch.id,
      cartItems: [{ productId: dish.id, count: 2, modifications: [] }],
      totalPrice: linePrice(pricedLine({ costPrice: dish.costPrice, discount: dish.discount }, [], 2)),
    },
  });
  expect(placed.ok()).toBe(true);
  const order = (await placed.json()) as { id: number; number: number };
  const step = await request.post(`/api/dev/v1/orders/${order.id}/advance`, { headers });
  expect(step.status()).toBe(200);
  return order;
}

test("a branch's kitchen sees only its own branch's orders, in big type, with how long each has waited", async ({
  browser,
  request,
}) => {
  const here = await acceptedAt(request, 'Beshqozon');
  const there = await acceptedAt(request, 'Chorsu');
  const kitchen = await desk(browser, 'osh', 'uz', { width: 1280, height: 800 });
  await staffLogin(kitchen, 'osh', '998900000012', uzOps as typeof enOps);
  await expect(kitchen.getByText(uzBoard.kitchenOf.replace('{{branch}}', 'Beshqozon'))).toBeVisible();
  // no branch to choose: the kitchen is its branch's
  await expect(kitchen.getByRole('combobox', { name: uzOps.branch })).toHaveCount(0);
  const card = kitchen.getByTestId('ops-order').filter({ hasText: `№${here.number}` });
  await expect(kitchen.locator('[data-status="ACCEPTED"]')).toContainText(`№${here.number}`);
  await expect(kitchen.getByTestId('ops-order').filter({ hasText: `№${there.number}` })).toHaveCount(0);
  await expect(card).toContainText(uzBoard.waited.replace('{{count}}', '0'));
  await expect(card).toContainText('Beshqozon');
  // the kitchen's cards are open: every line in big type
  await expect(card.locator('.ops-card__lines')).toHaveCSS('font-size', '22px');
  await expect(card.locator('h3')).toHaveCSS('font-size', '28px');
  await kitchen.screenshot({ path: test.info().outputPath('kitchen-beshqozon-uz-1280.png') });
  await card.getByRole('button', { name: uzOps.next.COOKING }).click();
  await expect(kitchen.locator('[data-status="COOKING"]')).toContainText(`№${here.number}`);
});

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
  // one at a time: the other journeys share this server's embedded database (one connection, in
  // turn), and ten orders always waiting ahead of each of their statements starved them for 20 s
  for (let n = 0; n < 1000; n++) await place();

  const operator = await desk(browser, 'night', 'en', { width: 1280, height: 800 });
  await staffLogin(operator, 'night', '998900000021', enOpsStrings);
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
