import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import ruBot from '../locales/ru/bot.json' with { type: 'json' };
import ruOrders from '../locales/ru/orders.json' with { type: 'json' };
import { MERCHANT_IDS, PORT, tenantUrl } from './helpers';
import { openInTelegram, signedLaunch, type TelegramUser } from './support/telegram';
import { STAFF } from './support/staff';

/** Sardor, the demo's courier of the Chilonzor branch (server/seed/demo/staff.json). */
const SARDOR = { phone: '998900000005', name: 'Sardor Karimov' };
const headers = (token?: string) => ({
  'X-Merchant-Id': String(MERCHANT_IDS.demo),
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

/**
 * A staff member's token as the desk or the courier app gets it (phone, the SMS code). Another
 * journey may ask a code for the same phone at the same moment: then ask again.
 */
async function staffToken(request: APIRequestContext, phone: string): Promise<string> {
  let token = '';
  await expect(async () => {
    await request.post('/api/ops/v1/auth/otp', { headers: headers(), data: { phone } });
    const [message] = await (await request.get(`/api/dev/v1/sms-outbox?phone=${phone}`)).json();
    const verified = await request.post('/api/ops/v1/auth/otp/verify', {
      headers: headers(),
      data: { phone, code: message.code },
    });
    expect(verified.status()).toBe(200);
    token = (await verified.json()).token;
  }).toPass({ timeout: 60_000 });
  return token;
}

/** A cash delivery from the Mini App (a TELEGRAM_BOT order at Telegram's prices), 550 m north of Chilonzor. */
async function placeTelegramDelivery(request: APIRequestContext, token: string) {
  const [branch] = await (await request.get('/api/users/v1/branches', { headers: headers() })).json();
  const point = { latitude: branch.latitude + 0.005, longitude: branch.longitude };
  const tariff = await (
    await request.post('/api/deliveries/v1/delivery/tariff/client/calculate', {
      headers: headers(),
      data: point,
    })
  ).json();
  const menu = await (await request.get('/api/products/v1/overalls?type=TG', { headers: headers() })).json();
  const dish = (
    menu.products as {
      id: number;
      costPrice: number;
      discount?: number;
      modificationGroups?: { min: number }[];
    }[]
  )
    .filter((p) => !(p.modificationGroups ?? []).some((g) => g.min > 0))
    .sort((a, b) => a.id - b.id)[0]!;
  const count = Math.max(1, Math.ceil(((tariff.minOrder ?? 0) + 1) / dish.costPrice));
  const total = count * (dish.costPrice - (dish.discount ?? 0));
  const free = tariff.freeFrom !== null && tariff.freeFrom !== undefined && total >= tariff.freeFrom;
  const placed = await request.post('/api/orders/v1/orders', {
    headers: { ...headers(token), 'accept-language': 'ru' },
    data: {
      serviceType: 'DELIVERY',
      paymentType: 'CASH',
      orderDevice: 'TELEGRAM_BOT',
      branch: tariff.branchId,
      address: { ...point, streetName: 'Bunyodkor', houseNumber: '7' },
      cartItems: [{ productId: dish.id, count, modifications: [] }],
      totalPrice: total + (free ? 0 : tariff.deliveryPrice),
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return { order: (await placed.json()) as { id: number; number: number; totalPrice: number }, point };
}

test('a Telegram customer follows their courier in the Mini App, after the bot names them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user: TelegramUser = {
    id: 800_000_000 + Math.floor(Math.random() * 100_000_000),
    first_name: 'Malika',
    language_code: 'ru',
  };
  await page.setViewportSize({ width: 360, height: 740 });
  // what the Mini App hands to window.open (the dialler, inside Telegram)
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  await openInTelegram(page, signedLaunch(user), { user });
  await page.goto(tenantUrl('demo'));
  const token = await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('dx:demo:token') ?? 'null')))
    .not.toBeNull()
    .then(() => page.evaluate(() => JSON.parse(localStorage.getItem('dx:demo:token') ?? 'null') as string));
  const { order, point } = await placeTelegramDelivery(request, token);

  // the customer opens the order in the Mini App
  await page.goto(tenantUrl('demo', `/profile/orders/${order.id}`));
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText(ruOrders.status.OPEN);

  // Sardor starts a shift; the desk gives him the delivery; the kitchen makes it
  const courier = await staffToken(request, SARDOR.phone);
  const operator = await staffToken(request, STAFF.courierTelegram);
  expect(
    (await request.post('/api/courier/v1/shift', { headers: headers(courier), data: { on: true } })).ok(),
  ).toBe(true);
  const mine = await (await request.get('/api/courier/v1/orders', { headers: headers(courier) })).json();
  const assigned = await request.post(`/api/ops/v1/orders/${order.id}/assign`, {
    headers: headers(operator),
    data: { courierId: mine.courier.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  for (const next of ['ACCEPTED', 'COOKING', 'DONE'])
    expect(
      (
        await request.post(`/api/ops/v1/orders/${order.id}/status`, {
          headers: headers(operator),
          data: { status: next },
        })
      ).status(),
    ).toBe(200);

  // he picks it up: the bot says who brings it, with a button that follows him
  const step = await request.post(`/api/courier/v1/orders/${order.id}/step`, {
    headers: headers(courier),
    data: { courierStatus: 'PERFORMER_PICKUPED' },
  });
  expect(step.status(), await step.text()).toBe(200);
  await expect(status).toHaveText(ruOrders.status.ON_WAY);
  const onTheWay = async () =>
    (
      (await (await request.get(`http://127.0.0.1:${PORT + 1}/sent`)).json()) as {
        body: {
          chat_id: string;
          text: string;
          reply_markup: { inline_keyboard: { text: string; web_app?: { url: string } }[][] };
        };
      }[]
    ).find((m) => m.body.chat_id === String(user.id) && m.body.text.includes('🚗'));
  await expect
    .poll(async () => (await onTheWay())?.body.text)
    .toContain(`Курьер: ${SARDOR.name}, +998 90 000 00 05`);
  expect((await onTheWay())?.body.reply_markup.inline_keyboard[0]?.[0]).toMatchObject({
    text: ruBot.follow,
    web_app: { url: expect.stringMatching(new RegExp(`/profile/orders/${order.id}$`)) },
  });

  // he rides up the street: the Mini App's map follows him, the estimate with it
  const onMap = page.getByTestId('courier-on-map');
  const eta = page.getByTestId('courier-eta');
  const estimates = new Set<string>();
  for (const i of [0, 1, 2, 3]) {
    const fix = { latitude: point.latitude - 0.02 + i * 0.003, longitude: point.longitude };
    const sent = await request.post('/api/courier/v1/position', {
      headers: headers(courier),
      data: { ...fix, accuracy: 8, at: new Date().toISOString() },
    });
    expect((await sent.json()).orders).toBeGreaterThan(0);
    await expect(onMap).toHaveAttribute('data-latitude', String(fix.latitude));
    estimates.add((await eta.textContent()) ?? '');
  }
  expect(estimates.size).toBeGreaterThan(1);
  // the branch he left, the door and he himself on the map
  const marks = onMap.locator('path.leaflet-interactive');
  await expect(marks).toHaveCount(3);
  // all three in the map's frame, none cut off
  const frame = (await onMap.locator('.leaflet-container').boundingBox())!;
  for (const box of await Promise.all((await marks.all()).map((m) => m.boundingBox()))) {
    expect(box!.x).toBeGreaterThanOrEqual(frame.x);
    expect(box!.y).toBeGreaterThanOrEqual(frame.y);
    expect(box!.x + box!.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(box!.y + box!.height).toBeLessThanOrEqual(frame.y + frame.height);
  }

  // his name, and a call that reaches the phone's dialler from inside Telegram
  const contact = page.getByTestId('order-courier');
  await expect(contact).toContainText(SARDOR.name);
  await contact.getByRole('link').click();
  expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual([
    `tel:+${SARDOR.phone}`,
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('mini-app-courier-ru-360.png'), fullPage: true });

  // delivered: the map is gone
  const done = await request.post(`/api/courier/v1/orders/${order.id}/step`, {
    headers: headers(courier),
    data: { courierStatus: 'PERFORMER_DELIVERED_FINISH', cashCollected: order.totalPrice },
  });
  expect(done.status(), await done.text()).toBe(200);
  await expect(status).toHaveText(ruOrders.status.DELIVERED);
  await expect(onMap).toHaveCount(0);
});
