import { expect, test } from './fixtures';
import { cssVar, loginViaApi, tenantUrl, useSession } from './helpers';

test.describe('storefront shell', () => {
  const merchants = [
    {
      sub: 'demo',
      title: /Dasturxon/,
      lang: 'uz',
      primary: '#FCE000',
      onPrimary: '#000000',
      dark: false,
      nav: 'Menyu',
    },
    {
      sub: 'osh',
      title: /Osh Markazi/,
      lang: 'uz',
      primary: '#F59E0B',
      onPrimary: '#000000',
      dark: false,
      nav: 'Menyu',
    },
    {
      sub: 'night',
      title: /Night Grill/,
      lang: 'ru',
      primary: '#7C3AED',
      onPrimary: '#FFFFFF',
      dark: true,
      nav: 'Меню',
    },
  ];
  for (const m of merchants) {
    test(`${m.sub} renders with its own title, colours and default language`, async ({ page }) => {
      await page.goto(tenantUrl(m.sub));
      await expect(page).toHaveTitle(m.title);
      await expect(page.locator('html')).toHaveAttribute('lang', m.lang);
      await expect(
        page.getByRole('navigation').getByRole('link', { name: m.nav, exact: true }),
      ).toBeVisible();
      expect(await cssVar(page, '--primary')).toBe(m.primary);
      expect(await cssVar(page, '--on-primary')).toBe(m.onPrimary);
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r = 0] = (bg.match(/\d+/g) ?? []).map(Number);
      expect(r < 60).toBe(m.dark);
      await expect(page.locator('.product').first()).toBeVisible();
      const chip = page.locator('.category-nav a[aria-current="true"]');
      await expect(chip).toHaveCSS(
        'color',
        m.onPrimary === '#FFFFFF' ? 'rgb(255, 255, 255)' : 'rgb(0, 0, 0)',
      );
    });
  }

  test('switching language survives a reload through the cookie', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
    await page.getByRole('combobox', { name: 'Til' }).first().selectOption('en');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Basket' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', secure: false });
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Basket' })).toBeVisible();
  });

  test('offers only the languages the merchant activates', async ({ page }) => {
    await page.goto(tenantUrl('osh'));
    const options = page.getByRole('combobox', { name: 'Til' }).first().locator('option');
    await expect(options).toHaveCount(2);
    expect(await options.evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value))).toEqual([
      'uz',
      'ru',
    ]);
  });

  test('the page runs under a nonce policy that nothing on it breaks', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    const response = await page.goto(tenantUrl('demo'));
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scripts).not.toContain('unsafe-inline');
    expect(policy).toContain('frame-ancestors');
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { name: 'Milliy taomlar' }).first()).toBeVisible();
    // the inlined bootstrap ran: its nonce is the one the policy names
    const nonce = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce,
    );
    expect(scripts).toContain(`'nonce-${nonce}'`);
    await page.goto(tenantUrl('demo', '/branches/map'));
    await expect(page.locator('.leaflet-container')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('an unknown route answers 404 and shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Sahifa topilmadi: /no-such-page')).toBeVisible();
    await page.getByRole('combobox', { name: 'Til' }).first().selectOption('en');
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
  });

  test('a route whose feature is off is not found', async ({ page }) => {
    expect((await page.goto(tenantUrl('night', '/vacancy')))?.status()).toBe(404);
    await expect(page.getByText('Страница не найдена: /vacancy')).toBeVisible();
    await page.goto(tenantUrl('demo', '/vacancy'));
    await expect(page.getByRole('heading', { name: 'Vakansiyalar' })).toBeVisible();
  });

  test('a 401 lands on home with the message and keeps the merchant', async ({ page, request }) => {
    const session = await loginViaApi(request, 'osh');
    await useSession(page, 'osh', session);
    const revoked = await request.post('/api/users/v1/users/logout', {
      headers: { 'X-Merchant-Id': '2', Authorization: `Bearer ${session.token}` },
    });
    expect(revoked.status()).toBe(204);
    await page.goto(tenantUrl('osh', '/profile'));
    await expect(page.getByText("Ma'lumotlar eskirgan. Iltimos, qaytadan kiring.")).toBeVisible();
    await expect(page).toHaveURL(tenantUrl('osh', '/'));
    await expect(page).toHaveTitle(/Osh Markazi/);
    expect(await page.evaluate(() => localStorage.getItem('dx:osh:token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('dx:merchant'))).toBe('osh');
  });

  test('with the API down the error screen shows, and retry works once it is back', async ({ page }) => {
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText("Restoran bilan bog'lanib bo'lmadi");
    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Qayta urinish' }).click();
    await expect(page.locator('.product').first()).toBeVisible();
  });

  test('no page scrolls sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [sub, path] of [
      ['demo', '/'],
      ['osh', '/'],
      ['night', '/'],
      ['demo', '/no-such-page'],
      ['demo', '/profile'],
      ['demo', '/login'],
    ] as const) {
      await page.goto(tenantUrl(sub, path));
      await page.locator('#main').waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${sub}${path}`).toBeLessThanOrEqual(0);
    }
  });
});
