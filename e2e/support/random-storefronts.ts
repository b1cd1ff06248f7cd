import type { BrowserContext } from '@playwright/test';
import type { Db } from '../../server/db/database';
import { importConfig } from '../../server/onboarding/import';
import { randomConfig } from '../../server/onboarding/random-config';
import { axeProblems } from './axe';
import { startOwnServer } from './own-server';
import { sql } from 'kysely';
import { routeOf } from '../../src/domain/routes';
import { diskStore } from '../../server/cdn/storage';

/**
 * Random merchant configurations, imported into a storefront server of their own (embedded
 * database in memory, the built storefront) and checked page by page as a customer's phone shows
 * them. Shared by the journey in npm test (a few dozen seeds) and `npm run bench:configs`.
 */
export interface RandomStorefronts {
  port: number;
  /** imports the seed's configuration; resolves to its sub and the pages worth opening */
  open(seed: number): Promise<{ sub: string; langs: string[]; pages: string[]; productId: number | null }>;
  close(): Promise<void>;
}

export async function startRandomStorefronts(): Promise<RandomStorefronts> {
  const { db, images, close, port } = await startOwnServer();
  return {
    port,
    open: (seed) => importSeed(db, seed, images),
    close,
  };
}

async function importSeed(db: Db, seed: number, images: string) {
  const config = randomConfig(seed);
  await importConfig(db, config, { pictures: diskStore(images) });
  const settings = config.settings as Record<string, unknown>;
  const langs = (['uz', 'ru', 'eng'] as const)
    .filter((l) => settings[`${l}LangActive`] === true)
    .map((l) => (l === 'eng' ? 'en' : l));
  const product = await db
    .selectFrom('products')
    .innerJoin('merchants', 'merchants.id', 'products.merchant_id')
    .select('products.id')
    .where('merchants.sub', '=', config.merchant.sub)
    .where(sql<boolean>`products.channels ? 'WEB'`)
    .orderBy('products.id')
    .executeTakeFirst();
  const productId = product?.id ?? null;
  // the pages its settings turn on (a page turned off is a real 404 now)
  const pages = [
    '/',
    '/category',
    ...(productId ? [`/product/${productId}`] : []),
    '/basket',
    '/profile',
  ].filter((path) => routeOf(path, settings) !== null);
  return { sub: config.merchant.sub as string, langs, pages, productId };
}

/**
 * What is wrong with one page of a storefront at 360 px: errors thrown or logged, anything wider
 * than the screen, text on the primary colour under 4.5:1, and serious or critical axe violations.
 */
export async function pageProblems(
  context: BrowserContext,
  url: string,
  { lang, basket }: { lang: string; basket: { sub: string; productId: number } | null },
): Promise<string[]> {
  const problems: string[] = [];
  await context.addCookies([{ name: 'lang', value: lang, url }]);
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    // a failed load is reported with its address below
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
      problems.push(`console error: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  if (basket)
    await page.addInitScript(({ sub, productId }) => {
      const line = { key: `${productId}:`, productId, modifications: [], quantity: 1, seenUnitPrice: 0 };
      localStorage.setItem(`dx:${sub}:basket`, JSON.stringify([line]));
    }, basket);
  try {
    await page.goto(url);
    // settled: a page title, nothing loading, every lazy block in
    await page.waitForFunction(
      () =>
        document.querySelector('h1') !== null &&
        document.querySelector('.skeleton, [aria-busy="true"]') === null,
    );
    problems.push(...(await page.evaluate(layoutProblems)));
    problems.push(...(await axeProblems(page)).map((p) => `axe ${p}`));
  } catch (error) {
    problems.push(`did not settle: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await page.close();
  }
  return problems.map((p) => `${url} [${lang}] ${p}`);
}

/** Runs in the page: overflow at the screen's width and unreadable text on the primary colour. */
function layoutProblems(): string[] {
  const out: string[] = [];
  const width = window.innerWidth;
  if (document.documentElement.scrollWidth > width) {
    const wide = [...document.querySelectorAll<HTMLElement>('body *')].find(
      (el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== 'fixed',
    );
    out.push(
      `scrolls sideways (${document.documentElement.scrollWidth}px): ${wide?.className || wide?.tagName}`,
    );
  }
  const probe = document.createElement('i');
  probe.style.color = 'var(--primary)';
  document.body.appendChild(probe);
  const primary = getComputedStyle(probe).color;
  probe.remove();
  for (const el of document.querySelectorAll<HTMLElement>('body *')) {
    const style = getComputedStyle(el);
    if (style.backgroundColor !== primary || !el.textContent?.trim() || el.offsetParent === null) continue;
    // relative luminance of each colour, no named helpers: tsx (bench:configs) would wrap them in __name()
    const [a, b] = [style.color, style.backgroundColor]
      .map((c) =>
        (c.match(/\d+(\.\d+)?/g) ?? [])
          .slice(0, 3)
          .map((v) => Number(v) / 255)
          .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
          .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0),
      )
      .sort((x, y) => y - x) as [number, number];
    const ratio = (a + 0.05) / (b + 0.05);
    if (ratio < 4.5) out.push(`text on primary at ${ratio.toFixed(2)}:1: ${el.className || el.tagName}`);
  }
  return out;
}
