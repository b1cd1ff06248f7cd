import { expect, test, type Page } from '@playwright/test';
import { developmentBotToken, signInitData } from '../server/auth/telegram';
import { cssVar, MERCHANT_IDS, tenantUrl } from './helpers';

const BOT_TOKEN = developmentBotToken('demo');

/** A fake Telegram WebApp that records what the storefront asks of it. */
async function openInTelegram(page: Page, initData: string) {
  await page.addInitScript((data) => {
    const calls: string[] = [];
    const handlers = { main: [] as (() => void)[], back: [] as (() => void)[] };
    const button = (name: 'main' | 'back') => ({
      text: '',
      visible: false,
      active: true,
      enable() {
        this.active = true;
      },
      disable() {
        this.active = false;
      },
      setText(t: string) {
        this.text = t;
        calls.push(`${name}:text:${t}`);
      },
      show() {
        this.visible = true;
      },
      hide() {
        this.visible = false;
      },
      onClick: (cb: () => void) => void handlers[name].push(cb),
      offClick: (cb: () => void) => (handlers[name] = handlers[name].filter((h) => h !== cb)),
      showProgress: () => void calls.push(`${name}:progress`),
      hideProgress: () => undefined,
    });
    const MainButton = button('main');
    const BackButton = button('back');
    (window as unknown as { Telegram: unknown }).Telegram = {
      WebApp: {
        initData: data,
        initDataUnsafe: { user: { id: 555, first_name: 'Malika', language_code: 'ru' } },
        colorScheme: 'dark',
        themeParams: { bg_color: '#17212b', secondary_bg_color: '#232e3c', text_color: '#f5f5f5' },
        ready: () => void calls.push('ready'),
        expand: () => void calls.push('expand'),
        enableClosingConfirmation: () => void calls.push('closingConfirmation'),
        disableVerticalSwipes: () => void calls.push('noVerticalSwipes'),
        MainButton,
        BackButton,
        HapticFeedback: { notificationOccurred: (k: string) => void calls.push(`haptic:${k}`) },
      },
    };
    (window as unknown as { __tg: unknown }).__tg = {
      calls,
      MainButton,
      BackButton,
      // like Telegram, a tap on a disabled MainButton reaches nobody
      click: (name: 'main' | 'back') =>
        (name === 'back' || MainButton.active) && handlers[name].forEach((h) => h()),
    };
  }, initData);
}

const fresh = () =>
  signInitData(
    {
      user: JSON.stringify({ id: 555, first_name: 'Malika', language_code: 'ru' }),
      auth_date: String(Math.floor(Date.now() / 1000)),
    },
    BOT_TOKEN,
  );
const tg = <T>(
  page: Page,
  fn: (tg: {
    calls: string[];
    MainButton: { text: string; visible: boolean; active: boolean };
    BackButton: { visible: boolean };
    click: (n: 'main' | 'back') => void;
  }) => T,
) => page.evaluate(`(${fn.toString()})(window.__tg)`) as Promise<T>;

test.describe('Telegram Mini App', () => {
  test('expands, locks swipes, asks before closing, logs in with initData and asks for the TG menu', async ({
    page,
  }) => {
    const menuTypes: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/overalls') && menuTypes.push(new URL(r.url()).searchParams.get('type') ?? ''),
    );
    await openInTelegram(page, fresh());
    await page.goto(tenantUrl('demo'));
    await expect(page.locator('.product').first()).toBeVisible();
    expect(await tg(page, (t) => t.calls.slice(0, 4))).toEqual([
      'ready',
      'expand',
      'closingConfirmation',
      'noVerticalSwipes',
    ]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru'); // from the Telegram user
    // demo lets Telegram's theme colour the surfaces; the brand colour stays the merchant's
    await expect.poll(() => cssVar(page, '--bg')).toBe('#232e3c');
    expect(await cssVar(page, '--text')).toBe('#f5f5f5');
    expect(await cssVar(page, '--primary')).not.toBe('#17212b');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('dx:demo:token'))).not.toBeNull();
    expect(menuTypes).toContain('TG');
    expect(menuTypes).not.toContain('WEB');
    await page.goto(tenantUrl('demo', '/profile'));
    await expect(page.getByRole('heading', { name: 'Malika' })).toBeVisible();

    // The token dies on the server; the next call re-authenticates silently and is answered.
    const revoked = await page.evaluate(() => JSON.parse(localStorage.getItem('dx:demo:token') ?? 'null'));
    const logout = await page.request.post('/api/webbot/v1/users/logout', {
      headers: { 'X-Merchant-Id': String(MERCHANT_IDS.demo), Authorization: `Bearer ${revoked}` },
    });
    expect(logout.status()).toBe(204);
    await page.evaluate(() => {
      history.pushState(null, '', '/profile/orders');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('dx:demo:token') ?? 'null')))
      .not.toBe(revoked);
    await expect(page.getByText('Данные устарели')).toHaveCount(0);
    await expect(page).toHaveURL(tenantUrl('demo', '/profile/orders'));
    await expect(page.getByRole('heading', { name: 'Мои заказы' })).toBeVisible();
  });

  test('MainButton and BackButton drive the basket and the checkout; the order is a TELEGRAM_BOT order', async ({
    page,
  }) => {
    await openInTelegram(page, fresh());
    await page.goto(tenantUrl('demo'));
    await page
      .getByRole('link', { name: /Ташкентский плов/ })
      .first()
      .click();
    await page.getByRole('radio', { name: '1 порция' }).check();
    await page.getByRole('button', { name: /В корзину/ }).click();
    expect(await tg(page, (t) => t.calls.includes('haptic:success'))).toBe(true);
    await page.goto(tenantUrl('demo', '/basket'));
    await expect
      .poll(() => tg(page, (t) => [t.MainButton.visible, t.MainButton.text]))
      .toEqual([true, 'Оформить заказ']);
    await tg(page, (t) => t.click('main'));
    await expect(page).toHaveURL(tenantUrl('demo', '/checkout'));
    await expect.poll(() => tg(page, (t) => t.BackButton.visible)).toBe(true);
    await page.getByRole('radio', { name: 'Самовывоз' }).check();
    await expect
      .poll(() => tg(page, (t) => `${t.MainButton.active} ${t.MainButton.text}`))
      .toMatch(/^true Оформить заказ · /);
    await tg(page, (t) => t.click('main'));
    await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('dx:demo:token') ?? 'null'));
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('dx:demo:user') ?? 'null'));
    const orders = await (
      await page.request.get(`/api/orders/v1/orders/user/${user.id}?size=10&page=0`, {
        headers: { 'X-Merchant-Id': String(MERCHANT_IDS.demo), Authorization: `Bearer ${token}` },
      })
    ).json();
    expect(orders.content[0]).toMatchObject({ orderDevice: 'TELEGRAM_BOT', serviceType: 'PICK_UP' });
    await tg(page, (t) => t.click('back'));
    await expect(page).not.toHaveURL(/\/profile\/orders\/\d+$/);
  });

  test('forged initData is refused with "Please, restart bot"', async ({ page }) => {
    await openInTelegram(
      page,
      signInitData(
        {
          user: JSON.stringify({ id: 555, first_name: 'Malika' }),
          auth_date: String(Math.floor(Date.now() / 1000)),
        },
        'not-the-bot-token',
      ),
    );
    await page.goto(tenantUrl('demo'));
    await expect(page.getByRole('alert')).toContainText('Пожалуйста, перезапустите бота');
  });
});
