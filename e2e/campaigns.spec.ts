import { expect, test } from './fixtures';
import type { Browser } from '@playwright/test';
import type enOps from '../locales/en/ops.json';
import ruOps from '../locales/ru/ops.json' with { type: 'json' };
import ruCampaigns from '../locales/ru/ops-campaigns.json' with { type: 'json' };
import ruCheckout from '../locales/ru/checkout.json' with { type: 'json' };
import ruAccount from '../locales/ru/account.json' with { type: 'json' };
import { tenantUrl } from './helpers';
import { desk, staffLogin } from './support/desk';
import { openInTelegram, signedLaunch, tg } from './support/telegram';

/** demo's manager (server/seed/demo/staff.json); the reports journey logs it in too (staffLogin waits its turn). */
const MANAGER = '998901110047';
const BOT_PORT = Number(process.env.E2E_PORT ?? 4180) + 1;
/** Telegram customers of this journey only */
const AGREES = 470_001;
const DECLINES = 470_002;

/** A Telegram customer's pick-up order from demo's Mini App, ticking (or not) the news at checkout. */
async function orderInTelegram(browser: Browser, id: number, agrees: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = { id, first_name: 'Malika', language_code: 'ru' };
  await openInTelegram(page, signedLaunch(user), { user });
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
  await expect(news).not.toBeChecked();
  if (agrees) {
    await news.check();
    await expect(news).toBeChecked();
    await expect(news).toBeEnabled();
  }
  await expect
    .poll(() => tg(page, (t) => `${t.MainButton.active} ${t.MainButton.text}`))
    .toMatch(/^true Оформить заказ · /);
  await tg(page, (t) => t.click('main'));
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  // the profile shows what was agreed, per channel
  await page.goto(tenantUrl('demo', '/profile/user'));
  await expect(page.getByRole('checkbox', { name: ruAccount.news.telegram })).toBeChecked({
    checked: agrees,
  });
  await context.close();
}

const sentTo = async (chat: number) =>
  (
    (await (await fetch(`http://127.0.0.1:${BOT_PORT}/sent`)).json()) as {
      body: { chat_id: string; text: string };
    }[]
  )
    .filter((m) => m.body.chat_id === String(chat))
    .map((m) => m.body.text);

test('a manager sends a Telegram campaign in ru to those who agreed at checkout: the one who agreed gets it, the other nothing; the results show', async ({
  browser,
}, testInfo) => {
  await orderInTelegram(browser, AGREES, true);
  await orderInTelegram(browser, DECLINES, false);

  const page = await desk(browser, 'demo', 'ru', { width: 1280, height: 900 });
  await staffLogin(page, 'demo', MANAGER, ruOps as typeof enOps);
  await page.getByRole('button', { name: ruCampaigns.title, exact: true }).click();
  await expect(page.getByRole('heading', { name: ruCampaigns.title, level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: ruCampaigns.name }).fill('Плов по пятницам');
  await page.getByRole('combobox', { name: ruCampaigns.channel }).selectOption('telegram');
  await page.getByRole('combobox', { name: ruCampaigns.audience }).selectOption('ALL');
  // only the customer who agreed is counted, in the language of their order
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

  const [message] = await sentTo(AGREES);
  expect(message).toContain('В пятницу новый плов с айвой!');
  expect(message).toContain('Промокод: WELCOME');
  expect(message).toContain('Отписаться: /stop');
  expect(await sentTo(AGREES)).toHaveLength(1);
  expect(await sentTo(DECLINES)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('campaigns-ru-1280-sent.png'), fullPage: true });

  // a tablet's 768 px: nothing wider than the screen
  await page.setViewportSize({ width: 768, height: 1000 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1))
    .toBe(true);
  await page.screenshot({ path: testInfo.outputPath('campaigns-ru-768.png'), fullPage: true });
});
