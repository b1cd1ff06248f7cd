import { devices, expect, test, type BrowserContext, type Page } from '@playwright/test';
import uzProduct from '../locales/uz/product.json' with { type: 'json' };
import uzBasket from '../locales/uz/basket.json' with { type: 'json' };
import uzMenu from '../locales/uz/menu.json' with { type: 'json' };
import { tenantUrl } from './helpers';

/**
 * A customer on a slow phone (4× slower CPU) scrolls the demo home down to the dishes and taps a
 * card's "+" before the page is hydrated: the dish is in the basket once, the page has not moved
 * (no jump when it hydrates), and the card is still under the finger. The moment of the tap
 * varies: with a part of the page's loading held back (the scripts, the pictures, the language
 * strings, the menu, the first screen's blocks) and, without anything held, at a point the page
 * reaches by itself while its scripts load and hydrate.
 */

/** How far the customer scrolls: past the first categories, to cards that have a "+". */
const SCROLL_PX = 1_900;

const SCRIPTS = /\/assets\/[^?]+\.js(\?|$)/;
const PICTURES = /\/cdn\//;
const ENTRY = /\/assets\/index-[^/]+\.js$/;
const STRINGS = /\/assets\/uz-[^/]+\.js$/;
const MENU = /\/api\/products\/v1\/overalls/;
const BLOCKS = /\/assets\/first-screen-blocks-[^/]+\.js$/;

interface Moment {
  name: string;
  /** what is held back until the finger has tapped */
  hold: RegExp[];
  /** the finger taps once the page has asked for this (or, with `arrived`, got it) */
  after?: RegExp;
  arrived?: boolean;
}

/**
 * The page's pictures wait until the customer has scrolled (its `load` asks for the scripts), so
 * each moment is still ahead. With something held back until the finger has tapped, the tap is
 * sure to come before the page is ready, and the rest loads and runs on its own; with nothing
 * held back, the page loads and hydrates at its own pace while the finger comes down.
 */
const MOMENTS: Moment[] = [
  { name: 'no script has arrived', hold: [SCRIPTS] },
  { name: 'the pictures are still loading (the tap asks for the scripts)', hold: [PICTURES, BLOCKS] },
  { name: 'the scripts wait for their language strings', hold: [STRINGS], after: STRINGS },
  { name: 'the scripts wait for the menu', hold: [MENU], after: STRINGS, arrived: true },
  { name: "the scripts wait for the first screen's blocks", hold: [BLOCKS], after: BLOCKS },
  { name: 'the page has asked for its scripts', hold: [BLOCKS], after: ENTRY },
  { name: 'the entry script has arrived', hold: [BLOCKS], after: ENTRY, arrived: true },
  { name: 'the language strings have arrived', hold: [BLOCKS], after: STRINGS, arrived: true },
  { name: 'the page has asked for its scripts, nothing held', hold: [], after: ENTRY },
  { name: 'the entry script has arrived, nothing held', hold: [], after: ENTRY, arrived: true },
];

/** A visit with nothing held back is made again (a fresh one) when the page was ready before the finger came down. */
const NATURAL_VISITS = 5;

const QUICK_ADD = new RegExp(uzProduct.quickAdd.replace('{{name}}', '.+'));

const EXTERNAL = /^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/;

test.beforeEach(async ({ context }) => {
  await context.route(EXTERNAL, (route) => route.abort());
});

interface Seen {
  /** when the page became ready (html[data-ready]), in the page's clock */
  readyAt: number;
  /** when a finger last touched the screen */
  fingerAt: number;
  /** every scroll position, and when */
  scrolls: { at: number; y: number }[];
}

/** What the page saw, in its own clock (set up before it loads). */
async function watchPage(page: Page): Promise<() => Promise<Seen>> {
  await page.addInitScript(() => {
    const seen: Seen = { readyAt: 0, fingerAt: 0, scrolls: [] };
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      if (!seen.readyAt && document.documentElement.hasAttribute('data-ready'))
        seen.readyAt = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
    addEventListener('touchstart', (e) => (seen.fingerAt = e.timeStamp), { capture: true, passive: true });
    addEventListener('scroll', () => seen.scrolls.push({ at: performance.now(), y: scrollY }), {
      passive: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
}

/** Holds back the requests a pattern matches until released. */
async function holdBack(page: Page, pattern: RegExp) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** The "+" of a card well inside the screen (under the sticky chips, above the bottom bar). */
const plusInView = (page: Page) =>
  page.getByRole('button', { name: QUICK_ADD }).evaluateAll((buttons) => {
    const cards = [...document.querySelectorAll('.product-wrap')];
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      const card = button.closest('.product-wrap');
      if (!card || box.top < 200 || box.bottom > innerHeight - 120) continue;
      return {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
        card: cards.indexOf(card),
        href: card.querySelector('a[href^="/product/"]')?.getAttribute('href') ?? '',
        name: card.querySelector('h3')?.textContent ?? '',
        scrollY,
      };
    }
    return null;
  });

/**
 * One fresh visit: the customer scrolls down, taps a card's "+" at the moment, and once the page
 * is hydrated the dish is in the basket once, the page has not moved and the card is under the
 * finger. Says how long before the page was ready the finger came down.
 */
async function tapEarly(page: Page, context: BrowserContext, moment: Moment): Promise<number> {
  const seen = await watchPage(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const held = await Promise.all(moment.hold.map((pattern) => holdBack(page, pattern)));
  const scrolled = moment.hold.includes(PICTURES) ? () => {} : await holdBack(page, PICTURES);
  const after = moment.after
    ? moment.arrived
      ? page.waitForResponse(moment.after).then((response) => response.finished())
      : page.waitForRequest(moment.after)
    : null;

  await page.goto(tenantUrl('demo', '/'), { waitUntil: 'commit' });
  await expect(page.locator('#root[data-ssr]')).toBeAttached();
  await expect(page.getByRole('button', { name: QUICK_ADD }).first()).toBeAttached();
  // the customer scrolls down to the dishes
  await page.mouse.move(200, 400);
  // to the first card with a "+" past SCROLL_PX, brought to the middle of the screen (the page's
  // banners and big cards decide where that is)
  const distance = await page.getByRole('button', { name: QUICK_ADD }).evaluateAll((buttons, from) => {
    const top = buttons
      .map((b) => b.getBoundingClientRect().top + scrollY)
      .find((y) => y > from + innerHeight / 2);
    return Math.round((top ?? from + innerHeight / 2) - innerHeight / 2);
  }, SCROLL_PX);
  await page.mouse.wheel(0, distance);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(distance - 100);
  const target = await plusInView(page);
  if (!target) throw new Error('no card with "+" in view');
  scrolled();
  await after;
  await page.touchscreen.tap(target.x, target.y);
  for (const release of held) release();

  await expect(page.locator('html[data-ready]')).toBeAttached();
  // every block of the home answers, and the menu has drawn all its categories
  await expect(page.locator('[data-block]:not([data-live])')).toHaveCount(0);
  const chips = await page.getByRole('navigation', { name: uzMenu.categories }).getByRole('link').count();
  await expect(page.locator('#root section[data-category]')).toHaveCount(chips);
  const productId = Number(target.href.split('/').at(-1));
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('dx:demo:basket') ?? '[]')))
    .toEqual([expect.objectContaining({ productId, quantity: 1 })]);
  // the card says so where its "+" was
  const card = page.locator('.product-wrap').nth(target.card);
  await expect(card.locator(`a[href="${target.href}"]`)).toBeAttached();
  await expect(
    card.getByRole('group', { name: uzBasket.quantityOf.replace('{{name}}', target.name) }),
  ).toContainText('1');

  const { readyAt, fingerAt, scrolls } = await seen();
  // the page never moved after the customer's own scrolling: not as it hydrated, not after
  expect(scrolls.filter((s) => s.at >= fingerAt && Math.abs(s.y - target.scrollY) > 1)).toEqual([]);
  expect(Math.abs((await page.evaluate(() => scrollY)) - target.scrollY)).toBeLessThanOrEqual(1);
  // and the card is still under the finger
  const box = await card.boundingBox();
  if (!box) throw new Error('the card is gone');
  expect(target.x).toBeGreaterThanOrEqual(box.x);
  expect(target.x).toBeLessThanOrEqual(box.x + box.width);
  expect(target.y).toBeGreaterThanOrEqual(box.y);
  expect(target.y).toBeLessThanOrEqual(box.y + box.height);
  return readyAt - fingerAt;
}

MOMENTS.forEach((moment, visit) => {
  test(`visit ${visit + 1} at 4× CPU, 1,900 px down: a "+" tapped before hydration when ${moment.name} is in the basket once, the page unmoved, the card under the finger`, async ({
    page,
    context,
    browser,
  }) => {
    let early = await tapEarly(page, context, moment);
    let visits = 1;
    // with nothing held back, a loaded machine may have the page ready before the finger: that
    // visit kept the dish and the page too (checked), but it is not this journey's case
    for (; early <= 0 && moment.hold.length === 0 && visits < NATURAL_VISITS; visits++) {
      const fresh = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
      await fresh.route(EXTERNAL, (route) => route.abort());
      early = await tapEarly(await fresh.newPage(), fresh, moment);
      await fresh.close();
    }
    test.info().annotations.push({
      type: 'moment',
      description: `the finger came down ${Math.round(early)} ms before the page was ready (fresh visits: ${visits})`,
    });
    expect(early, 'the finger came down before the page was ready').toBeGreaterThan(0);
  });
});
