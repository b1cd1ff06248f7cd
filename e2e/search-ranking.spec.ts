import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tenantUrl } from './helpers';

test.use({ viewport: { width: 360, height: 800 } });

async function searchFor(page: Page, lang: string, q: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: tenantUrl('osh') }]);
  await page.goto(tenantUrl('osh', '/search'));
  await page.getByRole('searchbox').fill(q);
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
}

test('osh, uz: "osh" finds the plovs by their names, not the dishes whose descriptions say go\'sht', async ({
  page,
}) => {
  await searchFor(page, 'uz', 'osh');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Topildi: 3');
  await expect(page.locator('.search-result strong')).toHaveText([
    'Toshkent oshi',
    'Samarqand oshi',
    "To'y oshi",
  ]);
  await expect(page.getByRole('region', { name: 'Tavsifida topildi' })).toHaveCount(0);
});

test('osh, ru: "манты" finds the manti, not the ayran (whose English description says "mint")', async ({
  page,
}) => {
  await searchFor(page, 'ru', 'манты');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Найдено: 1');
  await expect(page.locator('.search-result strong')).toHaveText(['Манты']);
  await expect(page.locator('.search-results')).not.toContainText('Айран');
});

test('osh, uz: a longer word found in descriptions comes after the names, each with the words that matched', async ({
  page,
}) => {
  await searchFor(page, 'uz', "go'sht");
  const inDescriptions = page.getByRole('region', { name: 'Tavsifida topildi' });
  await expect(inDescriptions).toBeVisible();
  // the dishes named go'sht first, outside the descriptions' section
  const named = page.locator('.search-results:not(section .search-results) .search-result strong');
  await expect(named).toHaveText([/go'sht/i, /go'sht/i, /go'sht/i]);
  // below them, each dish found by its description shows that description's go'sht marked
  const why = inDescriptions.locator('.search-result__why');
  await expect(why.first()).toBeVisible();
  const count = await inDescriptions.locator('.search-result').count();
  expect(count).toBeGreaterThan(3);
  await expect(why).toHaveCount(count);
  for (const text of await why.locator('mark').allTextContents()) expect(text).toMatch(/^go'sht/i);
  // the section sits below the last dish found by its name
  const lastNamed = (await named.last().boundingBox())!;
  const section = (await inDescriptions.boundingBox())!;
  expect(section.y).toBeGreaterThan(lastNamed.y);
});
