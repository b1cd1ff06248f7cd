import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { tenantUrl } from './helpers';

test.use({ viewport: { width: 360, height: 760 } });

/** The first banner's words as the seeded folders give them (server/seed/<sub>/content.json). */
const PLOV_BANNER = {
  uz: {
    headline: 'Kunning taomi: Toshkent oshi',
    offer: 'Qazi va bedana tuxumi bilan, qozondan issiq',
    button: 'Buyurtma berish',
  },
  ru: {
    headline: 'Блюдо дня: ташкентский плов',
    offer: 'С казы и перепелиными яйцами, горячий из казана',
    button: 'Заказать',
  },
  en: {
    headline: 'Dish of the day: Tashkent plov',
    offer: 'With qazi and quail eggs, hot from the kazan',
    button: 'Order now',
  },
};

async function openHome(page: Page, sub: string, lang: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: tenantUrl(sub) }]);
  await page.goto(tenantUrl(sub));
  const banners = page.locator('.banners');
  await banners.scrollIntoViewIfNeeded();
  return banners.locator('.banner').first();
}

/** sRGB relative luminance (WCAG 2) of 0–255 channels. */
const luminance = (r: number, g: number, b: number) => {
  const c = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
};

/**
 * The contrast of a text's colour with the brightest of what is drawn behind it (its picture and
 * shade, screenshotted with the text made transparent; the brightest 2 % of pixels left out).
 */
async function contrastBehind(page: Page, text: Locator) {
  const rgb = await text.evaluate((el) => getComputedStyle(el).color);
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
  const clip = await text.boundingBox();
  if (!clip) throw new Error('not drawn');
  await text.evaluate((el) => el.style.setProperty('color', 'transparent'));
  const png = await page.screenshot({ clip, animations: 'disabled' });
  await text.evaluate((el) => el.style.removeProperty('color'));
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const behind: number[] = [];
  for (let i = 0; i < data.length; i += info.channels)
    behind.push(luminance(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0));
  behind.sort((x, y) => x - y);
  const bright = behind[Math.floor(behind.length * 0.98)] ?? 1;
  const fore = luminance(r, g, b);
  return (Math.max(fore, bright) + 0.05) / (Math.min(fore, bright) + 0.05);
}

test('demo: a banner says its headline, offer and button in uz, ru and en, and its button opens the dish', async ({
  page,
}) => {
  for (const lang of ['uz', 'ru', 'en'] as const) {
    const banner = await openHome(page, 'demo', lang);
    const words = PLOV_BANNER[lang];
    // real text, in the page's language, on the panel below the picture
    await expect(banner.locator('.banner__headline')).toHaveText(words.headline);
    await expect(banner.locator('.banner__offer')).toHaveText(words.offer);
    const button = banner.getByRole('link', { name: words.button, exact: true });
    await expect(button).toBeVisible();
    const picture = await banner.locator('img').boundingBox();
    const headline = await banner.locator('.banner__headline').boundingBox();
    expect(headline!.y).toBeGreaterThanOrEqual(picture!.y + picture!.height - 0.5);
    // the words are not read twice: the picture's own text is left to the words
    await expect(banner.locator('img')).toHaveAttribute('alt', '');
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await contrastBehind(page, banner.locator('.banner__offer'))).toBeGreaterThanOrEqual(4.5);
  }
  // the button, and the rest of the banner with it, opens the dish the banner is about
  const banner = await openHome(page, 'demo', 'en');
  // a tap on the picture's corner, away from the button
  await banner.click({ position: { x: 24, y: 24 } });
  await expect(page).toHaveURL(/\/product\/\d+/);
  await expect(page.locator('#product-name')).toHaveText('Tashkent plov');
});

test('osh: the words over a banner picture stay legible, in uz and ru', async ({ page }) => {
  for (const lang of ['uz', 'ru'] as const) {
    const banner = await openHome(page, 'osh', lang);
    const words = PLOV_BANNER[lang];
    await expect(banner.locator('.banner__headline')).toHaveText(words.headline);
    await expect(banner.locator('.banner__offer')).toHaveText(words.offer);
    await expect(banner.getByRole('link', { name: words.button, exact: true })).toBeVisible();
    // over the picture, not beside it
    const picture = (await banner.locator('img').boundingBox())!;
    const headline = (await banner.locator('.banner__headline').boundingBox())!;
    expect(headline.y).toBeGreaterThan(picture.y);
    expect(headline.y + headline.height).toBeLessThan(picture.y + picture.height);
    // 4.5:1 against the brightest of the picture and shade behind each line of words
    for (const part of ['.banner__headline', '.banner__offer'])
      expect(await contrastBehind(page, banner.locator(part)), part).toBeGreaterThanOrEqual(4.5);
  }
});
