import { expect, test } from './fixtures';
import enCheckout from '../locales/en/checkout.json' with { type: 'json' };
import enOps from '../locales/en/ops.json' with { type: 'json' };
import { loginViaApi, MERCHANT_IDS, plainDish, tenantUrl, useBasket, useSession } from './helpers';
import { desk, openDesk } from './support/desk';

test("a busy branch: the operator pauses orders for now; the customer's checkout there takes orders for later only, until it is taken back", async ({
  browser,
}) => {
  // night (dark) in English; its second branch, Oybek, and its operator are on no other journey
  const operator = await desk(browser, 'night', 'en', { width: 1280, height: 800 });
  await openDesk(operator, 'night', '998900000021', enOps);
  await operator.getByRole('button', { name: enOps.stopList }).click();
  const row = operator.getByTestId('busy-branch').filter({ hasText: 'Oybek' });
  await row.getByRole('combobox', { name: enOps.extraTime }).selectOption('20');
  await expect(row.getByRole('combobox', { name: enOps.extraTime })).toHaveValue('20');
  await row.getByRole('combobox', { name: enOps.pauseFor }).selectOption('15');
  await row.getByRole('button', { name: enOps.pause, exact: true }).click();
  await expect(row).toContainText(/Orders for now paused until \d\d:\d\d/);
  await operator.screenshot({ path: test.info().outputPath('busy-en-1280.png') });

  const customer = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await customer.context().addCookies([{ name: 'lang', value: 'en', url: tenantUrl('night') }]);
  const session = await loginViaApi(customer.request, 'night');
  await useSession(customer, 'night', session);
  await useBasket(customer, 'night', await plainDish(customer.request, 'night'), 1);
  const branches = await (
    await customer.request.get('/api/users/v1/branches', {
      headers: { 'X-Merchant-Id': String(MERCHANT_IDS.night) },
    })
  ).json();
  const oybek = (branches as { id: number; name: { eng: string } }[]).find((b) => b.name.eng === 'Oybek');
  await customer.goto(tenantUrl('night', '/checkout'));
  await customer.getByRole('radio', { name: enCheckout.serviceType.PICK_UP }).check();
  await customer.getByRole('combobox', { name: enCheckout.branch }).selectOption(String(oybek?.id));
  await expect(customer.getByText(/The branch is busy: until \d\d:\d\d/)).toBeVisible();
  await expect(customer.getByRole('radio', { name: enCheckout.now })).toBeDisabled();
  await expect(customer.getByRole('radio', { name: enCheckout.later })).toBeChecked();
  await customer.screenshot({ path: test.info().outputPath('busy-checkout-en-360.png') });

  // taken back: orders for now again, and no extra time
  await row.getByRole('button', { name: enOps.resume }).click();
  await expect(row).toContainText(enOps.takingOrders);
  await row.getByRole('combobox', { name: enOps.extraTime }).selectOption('0');
  await expect(row.getByRole('combobox', { name: enOps.extraTime })).toHaveValue('0');
  await customer.reload();
  await customer.getByRole('radio', { name: enCheckout.serviceType.PICK_UP }).check();
  await customer.getByRole('combobox', { name: enCheckout.branch }).selectOption(String(oybek?.id));
  await expect(customer.getByRole('radio', { name: enCheckout.now })).toBeEnabled();

  // a pause that ends on its own: the open checkout hears it paused, then, when its time has
  // passed and nobody resumed it, takes orders for now again, without a reload
  const token = await operator.evaluate(() => {
    const stored = Object.entries(localStorage).find(([key]) => key.endsWith('opsToken'))?.[1];
    return stored ? (JSON.parse(stored) as string) : null;
  });
  const until = Date.now() + 8_000;
  const paused = await operator.request.put(`/api/ops/v1/branches/${oybek?.id}/busy`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Merchant-Id': String(MERCHANT_IDS.night) },
    data: { pausedUntil: new Date(until).toISOString(), extraMinutes: 0 },
  });
  expect(paused.status()).toBe(200);
  await expect(customer.getByRole('radio', { name: enCheckout.now })).toBeDisabled();
  await expect(customer.getByText(/The branch is busy: until \d\d:\d\d/)).toBeVisible();
  // the desk, opened again, shows that pause; its row goes back to taking orders on its own
  await operator.reload();
  await operator.getByRole('button', { name: enOps.stopList }).click();
  await expect(row).toContainText(/Orders for now paused until \d\d:\d\d/);
  await expect(customer.getByRole('radio', { name: enCheckout.now })).toBeEnabled();
  expect(Date.now()).toBeGreaterThanOrEqual(until);
  await expect(customer.getByText(/The branch is busy/)).toHaveCount(0);
  await expect(row).toContainText(enOps.takingOrders);
  await expect(row.getByRole('button', { name: enOps.pause, exact: true })).toBeVisible();
});
