import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tenantUrl } from './helpers';

/** A 360 px phone: the narrowest the storefront is made for. */
test.use({ viewport: { width: 360, height: 760 } });

const useLang = (page: Page, sub: string, lang: string) =>
  page.context().addCookies([{ name: 'lang', value: lang, url: tenantUrl(sub) }]);

/** The text of each line an element's text is drawn on (a soft hyphen a line ends at is kept). */
const drawnLines = (element: Locator) =>
  element.evaluate((el) => {
    const lines: string[] = [''];
    let top: number | null = null;
    const range = document.createRange();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        // a letter's own box: the last one with a width (at a break, the first may be the line's end)
        const box = [...range.getClientRects()].filter((r) => r.width > 0).pop();
        if (box && top !== null && box.top > top + 2) lines.push('');
        if (box) top = box.top;
        lines[lines.length - 1] += text.charAt(i);
      }
    }
    return lines;
  });

/** A line that ends inside a word: a letter, not a space, a hyphen or a soft hyphen (drawn as one). */
const endsMidWord = (line: string) => /\p{L}$/u.test(line);

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not drawn');
  return b;
}

test('night, ru and uz: a long dish name on a two-column card breaks between syllables, with a hyphen', async ({
  page,
}) => {
  await useLang(page, 'night', 'ru');
  await page.goto(tenantUrl('night'));
  expect(await page.locator('html').getAttribute('lang')).toBe('ru');
  const name = page.locator('.product--medium .product__name', { hasText: 'Самаркандский плов' }).first();
  await name.scrollIntoViewIfNeeded();
  expect(await name.evaluate((el) => getComputedStyle(el).hyphens)).toBe('auto');
  const lines = await drawnLines(name);
  // it does not fit the card's line: it breaks, and where a word breaks a hyphen is drawn
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.filter((l, i) => i < lines.length - 1 && endsMidWord(l))).toEqual([]);
  expect(lines.slice(0, -1).some((l) => l.endsWith('\u00AD'))).toBe(true);
  // the name reads as it is written
  await expect(name).toHaveText('Самаркандский плов');

  // every card's name on the first screens, in both languages: never a word cut without a hyphen
  for (const lang of ['ru', 'uz']) {
    await useLang(page, 'night', lang);
    await page.goto(tenantUrl('night'));
    const names = page.locator('.product--medium .product__name');
    await expect(names.first()).toBeVisible();
    for (const n of await names.all()) {
      const drawn = await drawnLines(n);
      expect(
        drawn.filter((l, i) => i < drawn.length - 1 && endsMidWord(l)),
        drawn.join(' / '),
      ).toEqual([]);
    }
  }
});

test("osh, uz: the pop-up's add button keeps its words on one line, no option shows past its bar, and every control is a finger's size", async ({
  page,
}) => {
  await useLang(page, 'osh', 'uz');
  await page.goto(tenantUrl('osh'));
  await page.locator('.product', { hasText: 'Toshkent oshi' }).first().click();
  const dialog = page.locator('dialog[open]');
  const add = dialog.getByRole('button', { name: /Savatga qo'shish/ });
  await expect(add).toBeVisible();

  // the label and the price on one line, inside the button with room on both sides
  const button = await box(add);
  const label = await box(add.locator('span').first());
  const price = await box(add.getByTestId('live-price'));
  expect(Math.abs(label.y - price.y)).toBeLessThan(2);
  expect(label.x - button.x).toBeGreaterThanOrEqual(12);
  expect(button.x + button.width - (price.x + price.width)).toBeGreaterThanOrEqual(12);
  expect(button.height).toBeGreaterThanOrEqual(44);
  for (const control of [
    dialog.getByRole('button', { name: 'Kamroq' }),
    dialog.getByRole('button', { name: "Ko'proq" }),
  ]) {
    const b = await box(control);
    expect(b.width).toBeGreaterThanOrEqual(44);
    expect(b.height).toBeGreaterThanOrEqual(44);
  }

  // scrolled halfway through the options: the bar reaches the pop-up's bottom and both its sides
  await dialog.locator('.sheet__body').evaluate((el) => el.scrollTo(0, el.scrollHeight / 3));
  const bar = dialog.locator('.product-buy');
  const pop = await box(dialog);
  const barBox = await box(bar);
  expect(barBox.x).toBeLessThanOrEqual(pop.x + 0.5);
  expect(barBox.x + barBox.width).toBeGreaterThanOrEqual(pop.x + pop.width - 0.5);
  expect(barBox.y + barBox.height).toBeGreaterThanOrEqual(pop.y + pop.height - 0.5);
  // what is drawn just above the pop-up's bottom edge and beside the bar's content is the bar
  const under = await page.evaluate(
    ({ x, y }) => !!document.elementFromPoint(x, y)?.closest('.product-buy'),
    { x: pop.x + 32, y: pop.y + pop.height - 4 },
  );
  expect(under).toBe(true);

  // the toast the add gives closes with a 44 × 44 button
  await add.click();
  const close = page.locator('[data-sonner-toast] [data-close-button]');
  await expect(close).toBeVisible();
  // both boxes read in one frame, once the toast has slid in (read apart, they were a slide apart)
  const { closeBox, toast } = await page
    .locator('[data-sonner-toast]')
    .first()
    .evaluate(async (el) => {
      await Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished));
      const button = el.querySelector('[data-close-button]') as Element;
      return {
        closeBox: button.getBoundingClientRect().toJSON(),
        toast: el.getBoundingClientRect().toJSON(),
      };
    });
  expect(closeBox.width).toBeGreaterThanOrEqual(44);
  expect(closeBox.height).toBeGreaterThanOrEqual(44);
  // inside the toast, not over its edge
  expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(toast.x + toast.width + 0.5);
  expect(closeBox.y).toBeGreaterThanOrEqual(toast.y - 0.5);

  // the basket's remove and clear are a finger's size too
  await page.goto(tenantUrl('osh', '/basket'));
  for (const name of ["O'chirish", 'Tozalash']) {
    const b = await box(page.getByRole('button', { name, exact: true }).first());
    expect(b.width, name).toBeGreaterThanOrEqual(44);
    expect(b.height, name).toBeGreaterThanOrEqual(44);
  }
});

test("night, ru: a dish page's buy bar sits right on the navigation bar, nothing shows between them", async ({
  page,
  request,
}) => {
  await useLang(page, 'night', 'ru');
  const menu = await (
    await request.get('/api/products/v1/overalls?type=WEB', {
      headers: { 'X-Merchant-Id': '3' },
    })
  ).json();
  const plov = (menu.products as { id: number; name: { ru: string } }[]).find(
    (p) => p.name.ru === 'Ташкентский плов',
  );
  await page.goto(tenantUrl('night', `/product/${plov?.id}`));
  await page.evaluate(() => scrollTo(0, 300));
  const bar = await box(page.locator('.product-buy'));
  const nav = await box(page.locator('.bottom-nav'));
  expect(bar.y + bar.height).toBeGreaterThanOrEqual(nav.y - 0.5);
});
