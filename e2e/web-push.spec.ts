import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enOrders from '../locales/en/orders.json' with { type: 'json' };
import ruOrders from '../locales/ru/orders.json' with { type: 'json' };
import uzOrders from '../locales/uz/orders.json' with { type: 'json' };
import uzBot from '../locales/uz/bot.json' with { type: 'json' };
import enOps from '../locales/en/ops.json' with { type: 'json' };
import { fakePushService, subscriber } from '../server/test/fake-push';
import { desk, openDesk } from './support/desk';
import { loginViaApi, placePickUpOrder, plainDish, tenantUrl, useSession } from './helpers';
import { STAFF } from './support/staff';

test.use({ serviceWorkers: 'allow' });

const push = fakePushService();
test.beforeAll(() => push.start().then(() => undefined));
test.afterAll(() => push.close());

/** A pick-up order placed by the customer's storefront in `lang` (the language its notifications speak). */
const placeOrder = async (
  request: APIRequestContext,
  sub: string,
  session: { token: string },
  lang: string,
) => (await placePickUpOrder(request, session, sub, await plainDish(request, sub), 1, 'CASH', lang)).order;

/**
 * Headless Chromium has no push service of its own (Chrome's is Google's): the browser's subscribe
 * answers with a subscription to the local push service, with keys the test holds, and remembers the
 * server key it was asked to subscribe with; the subscription lasts across the page's visits, as a
 * browser's does.
 */
async function browserSubscription(page: Page, json: ReturnType<typeof subscriber>['json']) {
  await page.addInitScript((subscription) => {
    const made = () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      toJSON: () => ({ ...subscription, expirationTime: null }),
      unsubscribe: async () => (sessionStorage.removeItem('fake-push'), (current = null), true),
    });
    // the browser keeps a subscription across visits
    let current: unknown = sessionStorage.getItem('fake-push') ? made() : null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      (window as unknown as { __serverKey: string }).__serverKey = btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      current = made();
      sessionStorage.setItem('fake-push', '1');
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, json);
}

test('a web customer allows notifications after ordering, closes the page, and hears the order was accepted', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['notifications'], { origin: tenantUrl('demo', '') });
  await context.addCookies([{ name: 'lang', value: 'uz', url: tenantUrl('demo') }]);
  const page = await context.newPage();
  const device = subscriber(push.endpoint(`journey-${Date.now()}`));
  await browserSubscription(page, device.json);

  const session = await loginViaApi(request, 'demo');
  await useSession(page, 'demo', session);
  const order = await placeOrder(request, 'demo', session, 'uz');
  await page.goto(tenantUrl('demo', `/profile/orders/${order.id}`));
  // offered after the order, never asked on load: the browser has not been asked yet
  const offer = page.getByRole('button', { name: uzOrders.push.offer });
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(page.getByRole('status').filter({ hasText: uzOrders.push.on })).toBeVisible();
  const { publicKey } = await (
    await request.get('/api/users/v1/push-key', { headers: { 'X-Merchant-Id': '1' } })
  ).json();
  expect(await page.evaluate(() => (window as unknown as { __serverKey: string }).__serverKey)).toBe(
    publicKey,
  );
  await context.close();

  // the operator accepts it on the desk, as at the restaurant (one login: a second code for the same
  // phone within the resend wait would be refused)
  const staff = await desk(browser, 'demo', 'en', { width: 1280, height: 900 });
  await openDesk(staff, 'demo', STAFF.webPush, enOps);
  const card = staff
    .getByTestId('ops-order')
    .filter({ has: staff.getByRole('heading', { name: `№${order.number}` }) });
  await card.getByRole('button', { name: enOps.next.ACCEPTED }).click();
  await expect
    .poll(() => push.received.filter((r) => r.path === new URL(device.json.endpoint).pathname).length)
    .toBe(1);
  const received = push.received.find((r) => r.path === new URL(device.json.endpoint).pathname);
  expect(JSON.parse(device.decrypt(received?.body as Buffer))).toEqual({
    title: 'Dasturxon',
    text: uzBot.ACCEPTED.replace('{{number}}', String(order.number)),
    url: `/profile/orders/${order.id}`,
  });

  // the operator sees what the customer was told, on the order's card at the desk (opened from
  // its compact summary)
  await card.locator('button[aria-expanded="false"]').click();
  await card.getByText(enOps.notices.title).click();
  await expect(card.getByTestId('order-notices')).toContainText(
    `${enOps.notices.channel.PUSH} · ${enOps.notices.step.ACCEPTED} · ${enOps.notices.status.SENT}`,
  );
  await staff.context().close();
});

for (const [sub, lang, t] of [
  ['night', 'en', enOrders],
  ['osh', 'ru', ruOrders],
] as const)
  test(`${sub} (${lang}) offers the notifications on an order under way and says when they are on`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['notifications'], { origin: tenantUrl(sub, '') });
    await context.addCookies([{ name: 'lang', value: lang, url: tenantUrl(sub) }]);
    const page = await context.newPage();
    await browserSubscription(page, subscriber(push.endpoint(`${sub}-${Date.now()}`)).json);
    const session = await loginViaApi(request, sub);
    await useSession(page, sub, session);
    const order = await placeOrder(request, sub, session, lang);
    await page.goto(tenantUrl(sub, `/profile/orders/${order.id}`));
    await expect(page.getByText(t.push.offerHint)).toBeVisible();
    await page.getByTestId('push-offer').screenshot({ path: test.info().outputPath(`${sub}-offer.png`) });
    await page.getByRole('button', { name: t.push.offer }).click();
    await expect(page.getByRole('status').filter({ hasText: t.push.on })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`${sub}-on.png`) });
    // the next visit of this device says it is on, without asking again
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: t.push.on })).toBeVisible();
    await context.close();
  });
