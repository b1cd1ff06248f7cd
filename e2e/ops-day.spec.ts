import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import enOps from '../locales/en/ops.json' with { type: 'json' };
import ruOps from '../locales/ru/ops.json' with { type: 'json' };
import uzOps from '../locales/uz/ops.json' with { type: 'json' };
import { linePrice, pricedLine } from '../src/domain/pricing';
import { loginViaApi, MERCHANT_IDS, tenantUrl } from './helpers';
import { desk, openCard, openDesk } from './support/desk';

/** osh's operator works this journey alone (the demo's are the other desk journey's). */
const OPERATOR = '998900000011';
test.describe.configure({ mode: 'serial' });

type Dish = {
  id: number;
  costPrice: number;
  discount?: number;
  name: { uz: string };
  modificationGroups: {
    min: number;
    max: number;
    modifications: { id: number; name: { uz: string }; price: number }[];
  }[];
};

/** A customer's pick-up order of Toshkent oshi, 1,5 porsiya with qazi, and a comment for the kitchen. */
async function placePlovOrder(page: Page, comment: string, paymentType = 'CASH') {
  const session = await loginViaApi(page.request, 'osh');
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS.osh), Authorization: `Bearer ${session.token}` };
  const menu = await (await page.request.get('/api/products/v1/overalls?type=WEB', { headers })).json();
  const plov = (menu.products as Dish[]).find((p) => p.name.uz === 'Toshkent oshi') as Dish;
  const pick = (uz: string) =>
    plov.modificationGroups.flatMap((g) => g.modifications).find((m) => m.name.uz === uz) as { id: number };
  const choices = [
    { modificationId: pick('1,5 porsiya').id, count: 1 },
    { modificationId: pick('Qazi').id, count: 1 },
  ];
  const [branch] = await (await page.request.get('/api/users/v1/branches', { headers })).json();
  const placed = await page.request.post('/api/orders/v1/orders', {
    headers,
    data: {
      serviceType: 'PICK_UP',
      paymentType,
      branch: branch.id,
      cartItems: [{ productId: plov.id, count: 1, modifications: choices }],
      totalPrice: linePrice(pricedLine(plov, choices, 1)),
      comment,
    },
  });
  expect(placed.ok()).toBe(true);
  return {
    order: (await placed.json()) as { id: number; number: number; totalPrice: number },
    phone: session.phone,
    token: session.token,
  };
}

const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, ''));

/** Nothing on the desk sticks out of its box: every card's content stays inside the card. */
async function overflowing(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.ops-card, .ops-card *')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible')
      .filter((el) => {
        const card = el.closest('.ops-card') as HTMLElement;
        const box = el.getBoundingClientRect();
        const cardBox = card.getBoundingClientRect();
        return box.right > cardBox.right + 1 || box.left < cardBox.left - 1;
      })
      .map((el) => `${el.tagName}.${el.className}: ${el.textContent?.slice(0, 40)}`),
  );
}

test('an operator sees the dish with its portion, extra and comment; prints a ticket; closes it and finds it by phone in the history', async ({
  browser,
}) => {
  const operator = await desk(browser, 'osh', 'uz', { width: 1280, height: 800 });
  const { order, phone } = await placePlovOrder(operator, 'Piyozsiz, iltimos');
  await openDesk(operator, 'osh', OPERATOR, uzOps as typeof enOps);
  await expect(operator).toHaveTitle(/^\(\d+\) /);
  const card = await openCard(operator, order.number);
  await expect(card).toContainText('1 × Toshkent oshi');
  await expect(card.locator('.ops-card__mods')).toContainText('1,5 porsiya');
  await expect(card.locator('.ops-card__mods')).toContainText('Qazi');
  await expect(card).toContainText('Piyozsiz, iltimos');
  await expect(card).toContainText(`${uzOps.payment.CASH} · ${uzOps.paymentState.atHand}`);
  expect(await overflowing(operator)).toEqual([]);
  await operator.screenshot({ path: test.info().outputPath('desk-uz-1280.png') });

  // the kitchen ticket: the print media shows this slip alone, the modifiers in large type
  await operator.evaluate(() => {
    (window as unknown as { prints: number }).prints = 0;
    window.print = () => void (window as unknown as { prints: number }).prints++;
  });
  const prints = () => operator.evaluate(() => (window as unknown as { prints: number }).prints);
  const slip = operator.getByTestId('ops-print');
  await card.getByRole('button', { name: uzOps.print, exact: true }).click();
  await operator.emulateMedia({ media: 'print' });
  await expect(slip.locator('.ops-ticket__mod').first()).toHaveCSS('font-weight', '700');
  await expect(slip).toContainText('1,5 porsiya');
  await expect(slip).toContainText('Piyozsiz, iltimos');
  await expect(slip.locator('.ops-receipt')).toHaveCount(0);
  await expect(operator.getByRole('heading', { name: uzOps.title })).not.toBeVisible();
  await operator.screenshot({ path: test.info().outputPath('ticket-print.png') });
  await operator.emulateMedia({ media: 'screen' });

  // the customer's receipt: the lines with their sums and the total, not the kitchen's comment
  await card.getByRole('button', { name: uzOps.receipt, exact: true }).click();
  await operator.emulateMedia({ media: 'print' });
  await expect(slip.getByTestId('receipt-total')).toBeVisible();
  expect(digits(await slip.getByTestId('receipt-total').textContent())).toBe(order.totalPrice);
  await expect(slip.locator('.ops-receipt')).toContainText('1,5 porsiya');
  await expect(slip.locator('.ops-ticket__comment')).toHaveCount(0);
  await operator.screenshot({ path: test.info().outputPath('receipt-print.png') });
  await operator.emulateMedia({ media: 'screen' });
  await expect(slip).not.toBeVisible();
  expect(await prints()).toBe(2);

  // this desk prints the kitchen ticket as it accepts an order
  await operator.getByRole('checkbox', { name: uzOps.printOnAccept }).check();

  // through the day's steps to handed over: the order leaves the board for the history
  for (const step of ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED'] as const) {
    await card.getByRole('button', { name: uzOps.next[step] }).click();
    if (step === 'ACCEPTED') await expect.poll(prints).toBe(3);
    if (step !== 'CLOSED')
      await expect(operator.locator(`[data-status="${step}"]`)).toContainText(`№${order.number}`);
  }
  await expect(card).toHaveCount(0);
  await operator.getByRole('button', { name: uzOps.history }).click();
  await operator.getByRole('searchbox', { name: uzOps.search }).fill(phone.slice(-7));
  const found = operator.getByTestId('ops-order').filter({ hasText: `№${order.number}` });
  await expect(found).toBeVisible();
  await expect(found).toContainText('Qazi');

  // closing: the day in numbers, and the orders as a spreadsheet
  await operator.getByRole('button', { name: uzOps.report, exact: true }).click();
  await expect(operator.getByTestId('reportOrders')).toHaveText(/^[1-9]\d*$/);
  await expect(operator.getByRole('listitem').filter({ hasText: 'Toshkent oshi' }).first()).toBeVisible();
  const [download] = await Promise.all([
    operator.waitForEvent('download'),
    operator.getByRole('button', { name: uzOps.downloadCsv }).click(),
  ]);
  const csv = await (await download.createReadStream()).toArray();
  const rows = Buffer.concat(csv).toString('utf8').trim().split('\r\n');
  // in the operator's language, with the till's cash at the end
  expect(rows[0]).toContain('raqam,vaqt,holat');
  expect(rows.at(-2)).toMatch(/^naqd olingan,/);
  expect(rows.some((r) => r.startsWith(`${order.number},`))).toBe(true);
  await operator.screenshot({ path: test.info().outputPath('report-uz-1280.png') });
});

test('at tablet width in Russian every column is reachable and nothing is cut', async ({ browser }) => {
  const operator = await desk(browser, 'osh', 'ru', { width: 768, height: 1024 });
  const { order } = await placePlovOrder(operator, 'Без лука');
  await openDesk(operator, 'osh', OPERATOR, ruOps as typeof enOps);
  const card = await openCard(operator, order.number);
  await expect(card.locator('.ops-card__mods')).toContainText('1,5 порции');
  expect(await overflowing(operator)).toEqual([]);
  // each column is a tab naming it with its count; one column is shown at a time
  const tabs = operator.getByRole('tablist');
  await expect(tabs.getByRole('tab', { name: ruOps.column.OPEN })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: ruOps.column.OPEN })).toContainText(/\d+/);
  await operator.screenshot({ path: test.info().outputPath('desk-ru-768.png') });
  await tabs.getByRole('tab', { name: ruOps.column.ON_WAY }).click();
  await expect(operator.locator('[data-status="ON_WAY"]')).toBeInViewport();
  await expect(operator.locator('[data-status="OPEN"]')).toBeHidden();
  await tabs.getByRole('tab', { name: ruOps.column.OPEN }).click();
  const accepted = tabs.getByRole('tab', { name: ruOps.column.ACCEPTED });
  const before = Number((await accepted.locator('.ops__count').textContent()) ?? 0);
  await card.getByRole('button', { name: ruOps.next.ACCEPTED }).click();
  await expect(operator.locator('[data-status="ACCEPTED"]')).toContainText(`№${order.number}`);
  await expect(accepted.locator('.ops__count')).not.toHaveText(String(before));
  await accepted.click();
  await expect(operator.getByTestId('ops-order').filter({ hasText: `№${order.number}` })).toBeInViewport();
  expect(await overflowing(operator)).toEqual([]);
  await operator.screenshot({ path: test.info().outputPath('desk-ru-768-accepted.png') });
});

test("a dish the operator stops shows sold out on a customer's open page without a reload, and comes back", async ({
  browser,
}) => {
  // Napoleon: far down osh's menu, on no other journey's screen
  const customer = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS.osh) };
  const menu = await (await customer.request.get('/api/products/v1/overalls?type=WEB', { headers })).json();
  const napoleon = (menu.products as Dish[]).find((p) => p.name.uz === 'Napoleon') as Dish;
  await customer.goto(tenantUrl('osh', `/product/${napoleon.id}`));
  const buy = customer.getByRole('button', { name: /Savatga qo'shish/ });
  await expect(buy).toBeVisible();

  const operator = await desk(browser, 'osh', 'uz', { width: 1280, height: 800 });
  await openDesk(operator, 'osh', OPERATOR, uzOps as typeof enOps);
  await operator.getByRole('button', { name: uzOps.stopList }).click();
  await operator.getByRole('combobox', { name: uzOps.stopWhat }).selectOption(`p:${napoleon.id}`);
  await operator.getByRole('button', { name: uzOps.stop, exact: true }).click();
  const entry = operator.getByTestId('stop-entry').filter({ hasText: 'Napoleon' });
  await expect(entry).toContainText(uzOps.allBranches);

  // the customer's page learns it on its own (the menu is refreshed every 20 s while shown)
  await expect(customer.getByText("Hozircha tugadi — tez orada yana bo'ladi")).toBeVisible({
    timeout: 60_000,
  });
  await expect(buy).toHaveCount(0);
  await customer.screenshot({ path: test.info().outputPath('sold-out-uz-360.png') });

  await entry.getByRole('button', { name: uzOps.backOn }).click();
  await expect(entry).toHaveCount(0);
  await expect(buy).toBeVisible({ timeout: 60_000 });
});

test('an order paid with Payme and then cancelled waits in "refund due" until the operator marks it given back', async ({
  browser,
}) => {
  const operator = await desk(browser, 'osh', 'ru', { width: 1280, height: 800 });
  const { order, token } = await placePlovOrder(operator, 'Оплачу картой', 'PAYME');
  // Payme pays it, as Payme calls us
  const paycom = { authorization: `Basic ${Buffer.from('Paycom:osh-payme-key').toString('base64')}` };
  const rpc = (method: string, params: object) =>
    operator.request.post('/api/callbacks/payme/osh', {
      headers: paycom,
      data: { jsonrpc: '2.0', id: 1, method, params },
    });
  const id = `e2e-refund-${order.id}`;
  const amount = Math.round(order.totalPrice * 100);
  await rpc('CreateTransaction', { id, time: Date.now(), amount, account: { order_id: String(order.id) } });
  expect((await (await rpc('PerformTransaction', { id })).json()).result.state).toBe(2);
  // the customer cancels it
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS.osh), Authorization: `Bearer ${token}` };
  expect(
    (
      await operator.request.post(`/api/orders/v1/orders/${order.id}/cancel`, {
        headers,
        data: { reason: 'Передумал' },
      })
    ).ok(),
  ).toBe(true);

  await openDesk(operator, 'osh', OPERATOR, ruOps as typeof enOps);
  const column = operator.locator('[data-status="REFUND"]');
  const card = column.getByTestId('ops-order').filter({ hasText: `№${order.number}` });
  await expect(card).toContainText(ruOps.refundDue);
  await card.getByRole('combobox', { name: ruOps.refundHow }).selectOption('CARD');
  await operator.screenshot({ path: test.info().outputPath('refund-ru-1280.png') });
  await card.getByRole('button', { name: ruOps.markRefunded }).click();
  await expect(card).toHaveCount(0);
  // the history shows it given back, and how
  await operator.getByRole('button', { name: ruOps.history }).click();
  await operator.getByRole('searchbox', { name: ruOps.search }).fill(String(order.number));
  await expect(operator.getByTestId('ops-order').filter({ hasText: `№${order.number}` })).toContainText(
    ruOps.refundMethod.CARD,
  );
});
