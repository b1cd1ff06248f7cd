import { expect, test } from './fixtures';
import type { APIRequestContext, Browser } from '@playwright/test';
import { linePrice, pricedLine, type PriceableProduct } from '../src/domain/pricing';
import type enOps from '../locales/en/ops.json';
import ruOps from '../locales/ru/ops.json' with { type: 'json' };
import ruCampaigns from '../locales/ru/ops-campaigns.json' with { type: 'json' };
import ruCheckout from '../locales/ru/checkout.json' with { type: 'json' };
import ruAccount from '../locales/ru/account.json' with { type: 'json' };
import { MERCHANT_IDS, tenantUrl } from './helpers';
import { desk, openDesk } from './support/desk';
import { openInTelegram, signedLaunch, tg } from './support/telegram';
import { STAFF } from './support/staff';

/** demo's manager (server/seed/demo/staff.json); the reports journey logs it in too (the API login waits out a code another journey asked moments before). */
const MANAGER = STAFF.campaigns;
const BOT_PORT = Number(process.env.E2E_PORT ?? 4180) + 1;
/** Telegram customers of this journey only */
const LAPSED_AGREES = 470_001;
const LAPSED_DECLINES = 470_002;
const RECENT_AGREES = 470_003;

/**
 * A Telegram customer's pick-up orders from demo's Mini App, ticking (or not) the news at the
 * first checkout; each order then moved back the days given (0: today), so the customer has the
 * history a lapsed one has (the development server's POST /api/dev/v1/orders/{id}/backdate).
 */
async function orderInTelegram(browser: Browser, id: number, agrees: boolean, daysAgo: number[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = { id, first_name: 'Malika', language_code: 'ru' };
  await openInTelegram(page, signedLaunch(user), { user });
  for (const [i, days] of daysAgo.entries()) {
    await page.goto(tenantUrl('demo'));
    await page
      .getByRole('link', { name: /Ташкентский плов/ })
      .first()
      .click();
    await page.getByRole('radio', { name: '1 порция' }).check();
    await page.getByRole('button', { name: /В корзину/ }).click();
    await page.goto(tenantUrl('demo', '/checkout'));
    await page.getByRole('radio', { name: 'Самовывоз' }).check();
    const news = page.getByRole('checkbox', { name: new RegExp(ruCheckout.newsConsent) });
    // off until ticked; the next checkout shows what was agreed
    await expect(news).toBeChecked({ checked: i > 0 && agrees });
    if (agrees && i === 0) {
      await news.check();
      await expect(news).toBeChecked();
      await expect(news).toBeEnabled();
    }
    await expect
      .poll(() => tg(page, (t) => `${t.MainButton.active} ${t.MainButton.text}`))
      .toMatch(/^true Оформить заказ · /);
    await tg(page, (t) => t.click('main'));
    await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
    const order = Number(new URL(page.url()).pathname.split('/').pop());
    if (days > 0) {
      const moved = await page.request.post(`/api/dev/v1/orders/${order}/backdate`, {
        headers: { 'X-Merchant-Id': String(MERCHANT_IDS.demo) },
        data: { days },
      });
      expect(moved.status()).toBe(204);
    }
  }
  // the profile shows what was agreed, per channel
  await page.goto(tenantUrl('demo', '/profile/user'));
  await expect(page.getByRole('checkbox', { name: ruAccount.news.telegram })).toBeChecked({
    checked: agrees,
  });
  await context.close();
}

type Dish = Omit<PriceableProduct, 'modificationGroups'> & {
  id: number;
  name: { uz: string };
  modificationGroups: { modifications: { id: number; price: number; name: { ru: string } }[] }[];
};

/**
 * A Telegram customer's pick-up orders placed as the Mini App places them, through the API (the
 * initData login, an order from the bot in ru, the news agreed at checkout when `agrees`), each then
 * moved back the days given: the customers the campaign must leave out. The one it reaches goes
 * through the Mini App's screens (orderInTelegram).
 */
async function orderThroughApi(request: APIRequestContext, id: number, agrees: boolean, daysAgo: number[]) {
  const merchant = { 'X-Merchant-Id': String(MERCHANT_IDS.demo) };
  const user = { id, first_name: 'Malika', language_code: 'ru' };
  const login = await request.post('/api/webbot/v1/users/auth', {
    headers: merchant,
    data: { initData: signedLaunch(user) },
  });
  expect(login.status()).toBe(200);
  const headers = { ...merchant, Authorization: `Bearer ${(await login.json()).token}` };
  if (agrees) {
    const agreed = await request.put('/api/users/v1/marketing-consent', {
      headers,
      data: { telegram: true, source: 'CHECKOUT' },
    });
    expect(agreed.status()).toBe(200);
  }
  const menu = await (await request.get('/api/products/v1/overalls?type=TG', { headers: merchant })).json();
  const plov = (menu.products as Dish[]).find((p) => p.name.uz === 'Toshkent oshi');
  if (!plov) throw new Error('no Toshkent oshi in the Mini App');
  const portion = plov.modificationGroups[0]?.modifications.find((m) => m.name.ru === '1 порция');
  if (!portion) throw new Error('no "1 порция"');
  const choices = [{ modificationId: portion.id, count: 1 }];
  const [branch] = await (await request.get('/api/users/v1/branches', { headers: merchant })).json();
  for (const days of daysAgo) {
    const placed = await request.post('/api/orders/v1/orders', {
      headers: { ...headers, 'Accept-Language': 'ru' },
      data: {
        serviceType: 'PICK_UP',
        paymentType: 'CASH',
        branch: branch.id,
        cartItems: [{ productId: plov.id, count: 1, modifications: choices }],
        totalPrice: linePrice(pricedLine(plov, choices, 1)),
        orderDevice: 'TELEGRAM_BOT',
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const moved = await request.post(`/api/dev/v1/orders/${(await placed.json()).id}/backdate`, {
      headers: merchant,
      data: { days },
    });
    expect(moved.status()).toBe(204);
  }
}

const sentTo = async (chat: number) =>
  (
    (await (await fetch(`http://127.0.0.1:${BOT_PORT}/sent`)).json()) as {
      body: { chat_id: string; text: string };
    }[]
  )
    .filter((m) => m.body.chat_id === String(chat))
    .map((m) => m.body.text);

test('a manager sends a Telegram campaign in ru to lapsed customers: the lapsed one who agreed gets it, the one who did not and the recent one nothing; the results show', async ({
  browser,
  request,
}, testInfo) => {
  // two orders each: a month and more ago (lapsed), or one of them five days ago (not lapsed)
  await orderInTelegram(browser, LAPSED_AGREES, true, [45, 35]);
  await orderThroughApi(request, LAPSED_DECLINES, false, [50, 40]);
  await orderThroughApi(request, RECENT_AGREES, true, [40, 5]);

  const page = await desk(browser, 'demo', 'ru', { width: 1280, height: 900 });
  await openDesk(page, 'demo', MANAGER, ruOps as typeof enOps);
  await page.getByRole('button', { name: ruCampaigns.title, exact: true }).click();
  await expect(page.getByRole('heading', { name: ruCampaigns.title, level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: ruCampaigns.name }).fill('Плов по пятницам');
  await page.getByRole('combobox', { name: ruCampaigns.channel }).selectOption('telegram');
  await page.getByRole('combobox', { name: ruCampaigns.audience }).selectOption('LAPSED');
  // only the lapsed customer who agreed is counted, in the language of their order
  await expect(page.getByTestId('campaign-reach')).toHaveText(
    ruCampaigns.reach
      .replace('{{count}}', '1')
      .replace('{{uz}}', '0')
      .replace('{{ru}}', '1')
      .replace('{{en}}', '0'),
  );
  await page.getByRole('textbox', { name: ruCampaigns.text.ru }).fill('В пятницу новый плов с айвой!');
  await page.getByRole('textbox', { name: ruCampaigns.promoCode }).fill('WELCOME');
  await expect(page.getByTestId('campaign-preview')).toContainText('Промокод: WELCOME');
  await expect(page.getByTestId('campaign-preview')).toContainText('/stop');
  await page.screenshot({ path: testInfo.outputPath('campaigns-ru-1280.png'), fullPage: true });
  await page.getByRole('button', { name: ruCampaigns.send.replace('{{count}}', '1') }).click();

  const sent = page.getByTestId('campaign').filter({ hasText: 'Плов по пятницам' });
  await expect(sent.getByText(ruCampaigns.status.DONE)).toBeVisible({ timeout: 15_000 });
  await expect(sent.getByTestId('result-recipients')).toHaveText('1');
  await expect(sent.getByTestId('result-sent')).toHaveText('1');
  await expect(sent.getByTestId('result-delivered')).toHaveText('1');

  const [message] = await sentTo(LAPSED_AGREES);
  expect(message).toContain('В пятницу новый плов с айвой!');
  expect(message).toContain('Промокод: WELCOME');
  expect(message).toContain('Отписаться: /stop');
  expect(await sentTo(LAPSED_AGREES)).toHaveLength(1);
  expect(await sentTo(LAPSED_DECLINES)).toEqual([]);
  expect(await sentTo(RECENT_AGREES)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('campaigns-ru-1280-sent.png'), fullPage: true });

  // a tablet's 768 px: nothing wider than the screen
  await page.setViewportSize({ width: 768, height: 1000 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1))
    .toBe(true);
  await page.screenshot({ path: testInfo.outputPath('campaigns-ru-768.png'), fullPage: true });
});
