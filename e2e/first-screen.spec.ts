import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { toLang } from '../src/domain/language';
import { localized } from '../src/domain/localized';
import { formatSum } from '../src/i18n/format';
import { itemPrice } from '../src/domain/pricing';
import { MERCHANT_IDS, tenantUrl } from './helpers';
import uzBasket from '../locales/uz/basket.json' with { type: 'json' };
import ruBasket from '../locales/ru/basket.json' with { type: 'json' };
import enBasket from '../locales/en/basket.json' with { type: 'json' };
import uzSearch from '../locales/uz/search.json' with { type: 'json' };
import ruSearch from '../locales/ru/search.json' with { type: 'json' };
import enSearch from '../locales/en/search.json' with { type: 'json' };

const NO_SCRIPT = {
  uz: { basket: uzBasket.noScript, search: uzSearch.noScript },
  ru: { basket: ruBasket.noScript, search: ruSearch.noScript },
  en: { basket: enBasket.noScript, search: enSearch.noScript },
};

type Menu = {
  categories: { id: number; name: { uz: string; ru: string; eng: string } }[];
  products: {
    id: number;
    categoryId: number;
    name: { uz: string; ru: string; eng: string };
    costPrice: number;
    discount?: number;
  }[];
};

/** A merchant's language, menu and brand as its API answers them. */
async function merchantPage(request: APIRequestContext, sub: string) {
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS[sub]) };
  const settings = await (await request.get('/api/support/v1/merchant/settings/web', { headers })).json();
  const menu = (await (await request.get('/api/products/v1/overalls?type=WEB', { headers })).json()) as Menu;
  const lang = toLang(settings.mainLanguage) ?? 'ru';
  return { settings, menu, lang, brand: settings.brand as string };
}

test.describe('the first screen comes from the server', () => {
  for (const sub of ['demo', 'osh', 'night'] as const) {
    test(`${sub}: without JavaScript the home shows its name, categories, dishes and prices`, async ({
      browser,
      request,
    }) => {
      const { menu, lang, brand } = await merchantPage(request, sub);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(tenantUrl(sub));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('header').getByText(brand, { exact: true })).toBeVisible();
      const [category] = menu.categories.filter((c) => menu.products.some((p) => p.categoryId === c.id));
      await expect(page.locator('#main').getByText(localized(category?.name, lang)).first()).toBeAttached();
      const first = menu.products.find((p) => p.categoryId === category?.id);
      if (!first) throw new Error('a category without dishes');
      const card = page.locator('.product', { hasText: localized(first.name, lang) }).first();
      await expect(card).toBeVisible();
      await expect(card).toContainText(formatSum(itemPrice(first), lang));
      await context.close();
    });
  }

  for (const [sub, lang] of [
    ['demo', 'en'],
    ['osh', 'uz'],
    ['night', 'ru'],
  ] as const) {
    test(`${sub} in ${lang}: without JavaScript the basket and search pages show the header, the navigation and why they are empty`, async ({
      browser,
      request,
    }) => {
      const { brand } = await merchantPage(request, sub);
      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.addCookies([{ name: 'lang', value: lang, url: tenantUrl(sub) }]);
      const page = await context.newPage();
      for (const path of ['basket', 'search'] as const) {
        const response = await page.goto(tenantUrl(sub, `/${path}`));
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('header').getByText(brand, { exact: true })).toBeVisible();
        await expect(page.locator('nav.bottom-nav a')).toHaveCount(4);
        await expect(page.locator(`nav.bottom-nav a[href="/${path}"]`)).toHaveAttribute(
          'aria-current',
          'page',
        );
        // (Playwright's text search skips <noscript>; its paragraph is found by what it contains)
        await expect(page.locator('main p').filter({ hasText: NO_SCRIPT[lang][path] })).toBeVisible();
      }
      await context.close();
    });
  }

  test.describe("as a customer's browser is, its service worker on", () => {
    // a blocked worker (the journeys' default) is a warning of Playwright's own
    test.use({ serviceWorkers: 'allow' });
    test('with JavaScript the page hydrates without a warning, and the first tap adds to the basket', async ({
      page,
      request,
    }) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      const { menu, lang } = await merchantPage(request, 'demo');
      await page.goto(tenantUrl('demo'));
      await expect(page.locator('#root')).toHaveAttribute('data-ssr', '');
      // a dish that needs no choice, added with the "+" on its card as soon as the page answers taps
      await expect(page.locator('html')).toHaveAttribute('data-ready', '');
      // the page carried its first screen's part of the stylesheet; the whole one came with the
      // scripts, in its place, and the part is gone
      const served = await (await request.get(tenantUrl('demo'))).text();
      const [, href = '', part = ''] = /<style data-href="([^"]+)">([^<]*)<\/style>/.exec(served) ?? [];
      const whole = await (await request.get(href)).text();
      expect(part.length).toBeGreaterThan(0);
      expect(part.length).toBeLessThan(whole.length);
      await expect(page.locator('style[data-href]')).toHaveCount(0);
      expect(
        await page.evaluate(
          (sheet) => [...document.styleSheets].find((s) => s.href?.endsWith(sheet))?.cssRules.length ?? 0,
          href,
        ),
      ).toBeGreaterThan(0);
      const simple = menu.products.find((p) => p.name.eng === 'Tandoor somsa');
      const name = localized(simple?.name, lang);
      await page.getByRole('button', { name: new RegExp(name) }).click();
      await expect(page.getByTestId('basket-badge')).toContainText('1');
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state)))
        .toBe('activated');
      expect(problems).toEqual([]);
    });
  });

  test('a page the device knows more about (its position: distances to branches) hydrates as the server drew it', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.addInitScript(() =>
      localStorage.setItem('dx:demo:position', JSON.stringify({ latitude: 41.311, longitude: 69.279 })),
    );
    await page.goto(tenantUrl('demo', '/branches'));
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', '');
    // the distance comes right after hydration
    await expect(page.getByTestId('branch').first()).toContainText(/\d+([.,]\d)? km/);
    expect(problems).toEqual([]);
  });

  for (const sub of ['demo', 'osh', 'night'] as const) {
    test(`${sub}: nothing moves while the home, the search page, an empty basket and a dish's own page load`, async ({
      page,
      request,
    }) => {
      const { menu } = await merchantPage(request, sub);
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { __shifts: string[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[])
            // what moved, named well enough to find it: tag.class "text" from → to
            shifts.push(
              `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources
                ?.map(({ node, previousRect: a, currentRect: b }) => {
                  const el = node instanceof Element ? node : node?.parentElement;
                  const name = `${el?.tagName ?? node?.nodeName}.${el?.className ?? ''} "${(el?.textContent ?? '').slice(0, 30)}"`;
                  return `${name} ${a.x},${a.y} ${a.width}x${a.height} → ${b.x},${b.y} ${b.width}x${b.height}`;
                })
                .join('; ')}`,
            );
        }).observe({ type: 'layout-shift', buffered: true });
        // a server-rendered sheet or pop-up's box as the HTML drew it, before the scripts make it modal
        document.addEventListener('DOMContentLoaded', () => {
          const box = document.querySelector('dialog')?.getBoundingClientRect();
          (window as unknown as { __drawn?: string }).__drawn = box
            ? `${box.x},${box.y} ${box.width}x${box.height}`
            : undefined;
        });
      });
      // a dish's page is the home under its sheet (demo), its pop-up (osh) or its own page (night)
      for (const path of ['/', '/search', '/basket', `/product/${menu.products[0]?.id}`]) {
        await page.goto(tenantUrl(sub, path));
        await expect(page.locator('html')).toHaveAttribute('data-ready', '');
        // the header's branch hours, the last thing to arrive on a page the client draws
        await expect(page.getByTestId('branch-hours')).toBeVisible();
        const settled =
          path === '/basket' ? '#basket-title' : path.startsWith('/product/') ? '.product-buy' : 'main img';
        await expect(page.locator(settled).first()).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
        if (sub !== 'night' && path.startsWith('/product/')) {
          // modal once the browser is idle after its first frame, in the very box it was drawn in
          // (a 5 px change moved everything in it, under load)
          await expect(page.locator('dialog:modal')).toBeVisible();
          expect(
            await page.evaluate(() => {
              const box = document.querySelector('dialog:modal')?.getBoundingClientRect();
              return box && `${box.x},${box.y} ${box.width}x${box.height}`;
            }),
          ).toBe(await page.evaluate(() => (window as unknown as { __drawn?: string }).__drawn));
        }
      }
    });
  }
});
