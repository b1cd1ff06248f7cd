import { expect, test } from './fixtures';
import enOrders from '../locales/en/orders.json' with { type: 'json' };
import { loginViaApi, placeSomsaOrder, tenantUrl, useSession } from './helpers';

const PAYME = `Basic ${Buffer.from('Paycom:demo-payme-key').toString('base64')}`;

test('an order paid with Payme: the customer goes to Payme, Payme calls us, the order is paid live', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'lang', value: 'en', url: tenantUrl('demo') }]);
  // Payme's own page, outside this machine: a stand-in that shows where the customer was sent
  await context.route('https://checkout.paycom.uz/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Payme</h1>' }),
  );
  const page = await context.newPage();
  const session = await loginViaApi(page.request, 'demo');
  const { order, total } = await placeSomsaOrder(page.request, session, 2, 'PAYME');

  // the order page, on a second tab: unpaid, with a way to pay
  await useSession(page, 'demo', session);
  const watching = await context.newPage();
  await useSession(watching, 'demo', session);
  await watching.goto(tenantUrl('demo', `/profile/orders/${order.id}`));
  await expect(watching.getByText(new RegExp(`· ${enOrders.unpaid} ·`))).toBeVisible();
  await page.goto(tenantUrl('demo', `/profile/orders/${order.id}`));
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payme' })).toBeVisible();
  // the link Payme documents: base64 of m=…;ac.order_id=…;a=<tiyin>;c=<back to the order>
  const link = Buffer.from(new URL(page.url()).pathname.slice(1), 'base64').toString();
  expect(link).toContain(
    `ac.order_id=${order.id};a=${total * 100};c=${tenantUrl('demo', `/profile/orders/${order.id}`)}`,
  );

  // Payme's side: check, create, perform
  const rpc = async (method: string, params: object) =>
    (
      await page.request.post('/api/callbacks/payme/demo', {
        headers: { Authorization: PAYME },
        data: { jsonrpc: '2.0', id: 1, method, params },
      })
    ).json();
  const account = { order_id: String(order.id) };
  // the check carries the fiscal receipt's items, adding up to the amount
  const check = (await rpc('CheckPerformTransaction', { amount: total * 100, account })).result;
  expect(check.allow).toBe(true);
  const items = check.detail.items as { price: number; count: number; discount?: number }[];
  expect(items.reduce((n, i) => n + i.price * i.count - (i.discount ?? 0), 0)).toBe(total * 100);
  const id = `e2e-${order.id}`;
  expect(
    (await rpc('CreateTransaction', { id, time: Date.now(), amount: total * 100, account })).result.state,
  ).toBe(1);
  expect((await rpc('PerformTransaction', { id })).result.state).toBe(2);
  // Payme registers the fiscal receipt: the order page links it
  const qr = `https://ofd.soliq.uz/epi?t=EP000000000025&r=${order.id}`;
  const fiscal = {
    receipt_id: order.id,
    qr_code_url: qr,
    fiscal_sign: '100200300400',
    terminal_id: 'EP000000000025',
  };
  expect((await rpc('SetFiscalData', { id, type: 'PERFORM', fiscal_data: fiscal })).result).toEqual({
    success: true,
  });

  // the tab left open follows the payment live; back from Payme, the order is paid and asks for nothing
  await expect(watching.getByText(new RegExp(`· ${enOrders.paid} ·`))).toBeVisible();
  await page.goto(link.split(';c=')[1] as string);
  await expect(page.getByText(new RegExp(`· ${enOrders.paid} ·`))).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: enOrders.fiscalReceipt })).toHaveAttribute('href', qr);
  await context.close();
});
