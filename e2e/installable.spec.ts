import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import ruCommon from '../locales/ru/common.json' with { type: 'json' };
import uzCommon from '../locales/uz/common.json' with { type: 'json' };
import { tenantUrl } from './helpers';
import { wholeChromium } from '../src/test/chromium';
import { openInTelegram, signedLaunch } from './support/telegram';

// these journeys are about the service worker: the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const BRANDS: Record<string, string> = { demo: 'Dasturxon', osh: 'Osh Markazi', night: 'Night Grill' };
const workerReady = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state ?? null));

test.describe('the storefront as an installed app', () => {
  for (const sub of ['demo', 'osh', 'night'])
    test(`${sub} passes Chrome's installability checks with its own name, colours and icons`, async () => {
      // a profile on disk: Chrome never offers to install from an incognito window
      const profile = mkdtempSync(join(tmpdir(), 'dx-install-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: wholeChromium(),
        viewport: { width: 390, height: 844 },
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(tenantUrl(sub));
        await expect.poll(() => workerReady(page)).toBe('activated');
        const cdp = await context.newCDPSession(page);
        await expect
          .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
          .toEqual([]);
        // read as the browser reads them (the journeys' other hosts resolve only inside Chromium)
        const { manifest, icons } = await page.evaluate(async () => {
          const manifest = await (await fetch('/manifest.webmanifest')).json();
          const icons = await Promise.all(
            (manifest.icons as { src: string; sizes: string }[]).map(async (icon) => {
              const response = await fetch(icon.src);
              const bitmap = await createImageBitmap(await response.blob());
              return [icon.sizes, response.headers.get('content-type'), `${bitmap.width}x${bitmap.height}`];
            }),
          );
          return { manifest, icons };
        });
        expect(manifest).toMatchObject({ name: BRANDS[sub], start_url: '/', display: 'standalone' });
        expect(manifest.theme_color).toMatch(/^#[0-9A-F]{6}$/);
        for (const [sizes, type, drawn] of icons) expect([type, drawn]).toEqual(['image/png', sizes]);
        expect(manifest.icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable');
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });

  test('inside the Telegram Mini App no service worker is registered (on the web the same page has one)', async ({
    browser,
  }) => {
    const web = await browser.newPage();
    await web.goto(tenantUrl('demo'));
    await expect.poll(() => workerReady(web)).toBe('activated');
    await web.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await openInTelegram(page, signedLaunch({ id: 556, first_name: 'Malika', language_code: 'ru' }));
    await page.goto(tenantUrl('demo'));
    await expect(page.locator('.product').first()).toBeVisible();
    await page.waitForLoadState('load');
    // the web registers on the load event; by now the Mini App would have
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(
      0,
    );
    await context.close();
  });

  test('offline after a first visit: the menu from the last visit, and for a page never seen the offline page, in the language, with a link to the saved menu', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await context.addCookies([{ name: 'lang', value: 'ru', url: tenantUrl('osh') }]);
    const page = await context.newPage();
    await page.goto(tenantUrl('osh'));
    await expect(page.getByRole('heading', { name: 'Национальные блюда' })).toBeVisible();
    await expect.poll(() => workerReady(page)).toBe('activated');
    // the worker keeps the first visit's menu and the offline page once the page has told it the language
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const menu = await (await caches.open('menu')).keys();
          const offline = await (await caches.open('offline')).match('/offline.html');
          return [menu.length > 0, (await offline?.text())?.includes('lang="ru"') ?? false];
        }),
      )
      .toEqual([true, true]);

    await context.setOffline(true);
    await page.goto(tenantUrl('osh'));
    await expect(page.getByRole('heading', { name: 'Национальные блюда' })).toBeVisible();
    await expect(page.getByText('Ташкентский плов').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('offline-menu.png') });

    // a page never seen: the offline page, no dead end: try it again, or open the menu kept here
    await page.goto(tenantUrl('osh', '/about'));
    await expect(page.getByRole('heading', { name: ruCommon.offline.title })).toBeVisible();
    await expect(page.getByText('Osh Markazi')).toBeVisible();
    await expect(page.getByRole('link', { name: ruCommon.offline.retry })).toHaveAttribute('href', '');
    const menuLink = page.getByRole('link', { name: ruCommon.offline.menu });
    await expect(menuLink).toHaveAttribute('href', '/');
    await page.screenshot({ path: test.info().outputPath('offline-page-ru-360.png') });
    await menuLink.click();
    await expect(page).toHaveURL(tenantUrl('osh', '/'));
    await expect(page.getByRole('heading', { name: 'Национальные блюда' })).toBeVisible();
    await expect(page.getByText('Ташкентский плов').first()).toBeVisible();

    // the customer switches to Uzbek while online: the offline page follows
    await context.setOffline(false);
    await page.goto(tenantUrl('osh'));
    // once the page is hydrated (a choice made before would be taken back, as seen on a loaded machine)
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await page.getByRole('combobox', { name: ruCommon.language.label }).selectOption('uz');
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await caches.open('offline')).match('/offline.html'))?.text()),
      )
      .toContain(`<html lang="uz">`);
    await expect(page.getByRole('heading', { name: 'Milliy taomlar' })).toBeVisible();
    await context.setOffline(true);
    await page.goto(tenantUrl('osh', '/vacancy'));
    await expect(page.getByRole('heading', { name: uzCommon.offline.title })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('offline-page-uz-360.png') });
    await page.getByRole('link', { name: uzCommon.offline.menu }).click();
    await expect(page.getByRole('heading', { name: 'Milliy taomlar' })).toBeVisible();

    // without the home page kept there is no menu to open: only trying again is offered
    await page.evaluate(async () => {
      await (await caches.open('pages')).delete('/', { ignoreVary: true });
    });
    await page.goto(tenantUrl('osh', '/offerta'));
    await expect(page.getByRole('heading', { name: uzCommon.offline.title })).toBeVisible();
    await expect(page.getByRole('link', { name: uzCommon.offline.retry })).toBeVisible();
    await expect(page.getByRole('link', { name: uzCommon.offline.menu })).toHaveCount(0);
    await context.close();
  });
});
