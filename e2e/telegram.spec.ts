import { expect, test } from './fixtures';
import { signInitData } from '../server/auth/telegram';
import { cssVar, MERCHANT_IDS, tenantUrl } from './helpers';
import { openInTelegram, signedLaunch, tg } from './support/telegram';

const fresh = () => signedLaunch({ id: 555, first_name: 'Malika', language_code: 'ru' });

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
