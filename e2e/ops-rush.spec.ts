import { expect, test } from './fixtures';
import type enOps from '../locales/en/ops.json';
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
