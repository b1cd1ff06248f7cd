import { expect, test } from './fixtures';
import type enOps from '../locales/en/ops.json';
import ruOps from '../locales/ru/ops.json' with { type: 'json' };
import ruCampaigns from '../locales/ru/ops-campaigns.json' with { type: 'json' };
import { loginViaApi, MERCHANT_IDS, placePickUpOrder, plainDish } from './helpers';
import { desk, openDesk } from './support/desk';
import { STAFF } from './support/staff';

/** demo's manager (server/seed/demo/staff.json); other journeys log it in too (the API login waits out a code another journey asked moments before). */
const MANAGER = STAFF.campaignCustomers;

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});

test("the desk's customers show each one's news consent per channel and find those who agreed on SMS (ru, 1280 and 768)", async ({
  browser,
  page,
}, testInfo) => {
  // two web customers of this run, one of whom agreed to SMS news
  const mark = `kx${Date.now() % 100_000}`;
  const dish = await plainDish(page.request, 'demo');
  for (const [name, sms] of [
    ['Севара', true],
    ['Тимур', false],
  ] as const) {
    const session = await loginViaApi(page.request, 'demo');
    const headers = { 'X-Merchant-Id': String(MERCHANT_IDS.demo), Authorization: `Bearer ${session.token}` };
    expect(
      (
        await page.request.put(`/api/users/v1/users/${session.user.id}`, {
          headers,
          data: { firstName: name, lastName: mark },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await page.request.put('/api/users/v1/marketing-consent', {
          headers,
          data: { sms, source: 'PROFILE' },
        })
      ).status(),
    ).toBe(200);
    await placePickUpOrder(page.request, session, 'demo', dish, 1);
  }

  const manager = await desk(browser, 'demo', 'ru', { width: 1280, height: 900 });
  await openDesk(manager, 'demo', MANAGER, ruOps as typeof enOps);
  await manager.getByRole('button', { name: ruCampaigns.title, exact: true }).click();
  const list = manager.getByRole('region', { name: ruCampaigns.customers.title });
  await list.getByRole('searchbox', { name: ruCampaigns.customers.search }).fill(mark);
  const rows = list.getByTestId('customer');
  await expect(rows).toHaveCount(2);
  const row = (name: string) => rows.filter({ hasText: name });
  await expect(row('Севара').locator('[data-consent="sms"]')).toHaveText(ruCampaigns.customers.agreed);
  await expect(row('Тимур').locator('[data-consent="sms"]')).toHaveText(ruCampaigns.customers.notAgreed);
  for (const channel of ['telegram', 'push'])
    await expect(row('Севара').locator(`[data-consent="${channel}"]`)).toHaveText(
      ruCampaigns.customers.notAgreed,
    );

  // only those who agreed on SMS: the one who did
  await list.getByRole('combobox', { name: ruCampaigns.customers.agreedOn }).selectOption('sms');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Севара');
  await expect(list.getByTestId('customers-count')).toHaveText(
    ruCampaigns.customers.count.replace('{{count}}', '1'),
  );
  await list.scrollIntoViewIfNeeded();
  await manager.screenshot({ path: testInfo.outputPath('campaign-customers-ru-1280.png'), fullPage: true });

  // a tablet's 768 px: nothing wider than the screen
  await manager.setViewportSize({ width: 768, height: 1000 });
  await expect
    .poll(() => manager.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1))
    .toBe(true);
  await manager.screenshot({ path: testInfo.outputPath('campaign-customers-ru-768.png'), fullPage: true });
  await manager.context().close();
});
