import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import enOps from '../locales/en/ops.json' with { type: 'json' };
import ruOps from '../locales/ru/ops.json' with { type: 'json' };
import uzOps from '../locales/uz/ops.json' with { type: 'json' };
import ruReports from '../locales/ru/ops-reports.json' with { type: 'json' };
import uzReports from '../locales/uz/ops-reports.json' with { type: 'json' };
import { linePrice, pricedLine } from '../src/domain/pricing';
import { loginViaApi, MERCHANT_IDS } from './helpers';
import { desk, openDesk } from './support/desk';
import { STAFF } from './support/staff';

/** demo's manager (server/seed/demo/staff.json); no other journey logs this phone in. */
const MANAGER = STAFF.reports;
test.describe.configure({ mode: 'serial' });

/** Three pick-up orders of the demo's first dish, by a new customer, so today has numbers. */
async function placeOrders(request: Parameters<typeof loginViaApi>[0]) {
  const session = await loginViaApi(request, 'demo');
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS.demo), Authorization: `Bearer ${session.token}` };
  const menu = await (await request.get('/api/products/v1/overalls?type=WEB', { headers })).json();
  const dish = (menu.products as { id: number; costPrice: number; modificationGroups: unknown[] }[]).find(
    (p) => p.modificationGroups.length === 0,
  )!;
  const [branch] = await (await request.get('/api/users/v1/branches', { headers })).json();
  for (let i = 0; i < 3; i++) {
    const placed = await request.post('/api/orders/v1/orders', {
      headers,
      data: {
        serviceType: 'PICK_UP',
        paymentType: 'CASH',
        branch: branch.id,
        cartItems: [{ productId: dish.id, count: 1, modifications: [] }],
        totalPrice: linePrice(pricedLine(dish as never, [], 1)),
      },
    });
    expect(placed.ok()).toBe(true);
  }
}

for (const [lang, ops, reports] of [
  ['ru', ruOps, ruReports],
  ['uz', uzOps, uzReports],
] as const)
  test(`a manager at 1280 px opens Reports for the last 7 days in ${lang}: charts, the heat map, a table as CSV`, async ({
    browser,
  }, testInfo) => {
    const page = await desk(browser, 'demo', lang, { width: 1280, height: 900 });
    await placeOrders(page.request);
    await openDesk(page, 'demo', MANAGER, ops as typeof enOps);
    await page.getByRole('button', { name: ops.reports, exact: true }).click();
    await expect(page.getByRole('heading', { name: reports.title, level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: reports.preset.last7 })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // at least the three orders just placed, today
    await expect
      .poll(async () => Number((await page.getByTestId('figure-orders').textContent())?.replace(/\D/g, '')))
      .toBeGreaterThanOrEqual(3);
    // both charts drawn (uPlot's canvas), each with this period and the one before in its legend
    for (const title of [reports.ordersByDay, reports.revenueByDay]) {
      const chart = page.getByRole('img', { name: title });
      await expect(chart.locator('canvas')).toBeVisible();
      await expect(chart.getByText(reports.previousPeriod)).toBeVisible();
    }
    await expect(page.getByTestId('heat-map').locator('td[title]')).toHaveCount(7 * 24);
    await expect(page.getByRole('region', { name: reports.byBranch })).toBeVisible();
    await expect(page.getByRole('region', { name: reports.byChannel })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`reports-${lang}-1280.png`), fullPage: true });
    // the branches' table as a spreadsheet
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `${reports.csv}: ${reports.byBranch}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^branches-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.split('\r\n')[0]).toBe(`\uFEFF${reports.name},${reports.orders},${reports.revenue}`);
    expect(csv.split('\r\n').filter(Boolean).length).toBeGreaterThanOrEqual(2);
    // at a tablet's 768 px the page still fits its width
    await page.setViewportSize({ width: 768, height: 1000 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1))
      .toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`reports-${lang}-768.png`), fullPage: true });
    await page.context().close();
  });
