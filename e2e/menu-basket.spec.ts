import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MERCHANT_IDS, tenantUrl } from './helpers';

const T = {
  demo: {
    plov: 'Toshkent oshi',
    add: "Savatga qo'shish",
    standard: '1 porsiya',
    upTo: "Ko'pi bilan tanlang: 2",
    portion: '1,5 porsiya',
    qazi: 'Qazi',
    egg: 'Bedana tuxumi',
    pepper: 'Achchiq qalampir',
    more: "Ko'proq",
    currency: "so'm",
    search: ['palov', 'палов'],
    login: 'Sevimli taomlarni saqlash uchun kiring.',
    fav: "Sevimlilarga qo'shish",
  },
  osh: {
    plov: 'Toshkent oshi',
    add: "Savatga qo'shish",
    standard: '1 porsiya',
    upTo: "Ko'pi bilan tanlang: 2",
    portion: '1,5 porsiya',
    qazi: 'Qazi',
    egg: 'Bedana tuxumi',
    pepper: 'Achchiq qalampir',
    more: "Ko'proq",
    currency: "so'm",
    search: ['somsa', 'самса'],
    login: 'Sevimli taomlarni saqlash uchun kiring.',
    fav: "Sevimlilarga qo'shish",
  },
  night: {
    plov: 'Ташкентский плов',
    add: 'В корзину',
    standard: '1 порция',
    upTo: 'Выберите не более: 2',
    portion: '1,5 порции',
    qazi: 'Казы',
    egg: 'Перепелиное яйцо',
    pepper: 'Острый перец',
    more: 'Больше',
    currency: 'сум',
    search: ['plov', 'плов'],
    login: 'Войдите, чтобы сохранять любимые блюда.',
    fav: 'В избранное',
  },
} as const;

const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, ''));

async function openPlov(page: Page, sub: keyof typeof T) {
  await page.goto(tenantUrl(sub));
  await page
    .getByRole('link', { name: new RegExp(T[sub].plov) })
    .first()
    .click();
  await expect(page.locator('#product-name')).toHaveText(T[sub].plov);
}

for (const sub of ['demo', 'osh', 'night'] as const) {
  const t = T[sub];
  test(`${sub}: modifiers, two basket lines, quantities, totals after a reload`, async ({
    page,
    request,
  }) => {
    const menu = await (
      await request.get('/api/products/v1/overalls?type=WEB', {
        headers: { 'X-Merchant-Id': String(MERCHANT_IDS[sub]) },
      })
    ).json();
    const plov = menu.products.find(
      (p: { name: { uz: string; ru: string } }) => p.name.uz === 'Toshkent oshi',
    );
    const [portionGroup, extrasGroup] = plov.modificationGroups;
    const bigPortion = portionGroup.modifications[1].price;
    const qazi = extrasGroup.modifications[0].price;

    await openPlov(page, sub);
    // the required portion opens on the merchant's default choice
    await expect(page.getByRole('radio', { name: t.standard })).toBeChecked();
    await page.getByRole('radio', { name: t.portion }).check();
    await expect(page.getByRole('radio', { name: t.standard })).not.toBeChecked();
    for (const extra of [t.qazi, t.egg, t.pepper]) await page.getByRole('checkbox', { name: extra }).check();
    await page.getByRole('button', { name: new RegExp(t.add) }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.upTo })).toBeVisible();
    for (const extra of [t.egg, t.pepper]) await page.getByRole('checkbox', { name: extra }).uncheck();

    // live price: (cost + modifiers) × quantity, less the item discount
    await page.getByRole('button', { name: t.more, exact: true }).click();
    const unit = plov.costPrice + bigPortion + qazi;
    const discount = Math.round(plov.costPrice * (plov.discount / 100));
    await expect(page.getByTestId('live-price')).toHaveText(
      new RegExp(String((unit - discount) * 2).replace(/\B(?=(\d{3})+(?!\d))/g, '.?')),
    );
    await page.getByRole('button', { name: new RegExp(t.add) }).click();
    // added: the product closes and the menu is back, the basket counting the two
    await expect(page.locator('#product-name')).toHaveCount(0);
    await expect(page).toHaveURL(tenantUrl(sub));

    // a second line: the plain portion
    await openPlov(page, sub);
    await page
      .getByRole('radio', { name: portionGroup.modifications[0].name[sub === 'night' ? 'ru' : 'uz'] })
      .check();
    for (const extra of [t.qazi]) await page.getByRole('checkbox', { name: extra }).uncheck();
    await page.getByTestId('quantity').waitFor();
    while (digits(await page.getByTestId('quantity').textContent()) > 1)
      await page.getByRole('button', { name: sub === 'night' ? 'Меньше' : 'Kamroq', exact: true }).click();
    await page.getByRole('button', { name: new RegExp(t.add) }).click();

    await page.goto(tenantUrl(sub, '/basket'));
    await expect(page.getByTestId('basket-line')).toHaveCount(2);
    // one more of the plain line
    await page.getByTestId('basket-line').nth(1).getByRole('button', { name: t.more, exact: true }).click();
    const expected = (unit - discount) * 2 + (plov.costPrice - discount) * 2;
    await expect(page.getByTestId('basket-total')).toHaveText(new RegExp(t.currency));
    expect(digits(await page.getByTestId('basket-total').textContent())).toBe(expected);

    await page.reload();
    await expect(page.getByTestId('basket-line')).toHaveCount(2);
    expect(digits(await page.getByTestId('basket-total').textContent())).toBe(expected);
  });

  test(`${sub}: search in Latin and in Cyrillic finds the same dish`, async ({ page }) => {
    const results: string[][] = [];
    for (const q of t.search) {
      await page.goto(tenantUrl(sub, '/search'));
      await page.getByRole('searchbox').fill(q);
      await expect(page.locator('.search-result').first()).toBeVisible();
      await expect(page.locator('.search-result mark').first()).toBeVisible();
      results.push(await page.locator('.search-result strong').allTextContents());
    }
    expect(results[0]).toEqual(results[1]);
    expect(results[0]?.length).toBeGreaterThan(0);
  });
}

// The two below are the same code for every merchant: one merchant each (the search page and the
// dish's page of all three are visited above, axe on each in its language; the heart's words are in
// every language's locale file, whose key sets a unit test holds equal).
test('osh: the "+" beside a search result puts the dish in the basket', async ({ page }) => {
  await page.goto(tenantUrl('osh', '/search'));
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  // before a query: the popular dishes, those without a required choice with a "+"
  const result = page.locator('.search-results > li', { has: page.locator('.quick-add') }).first();
  const name = (await result.locator('strong').textContent()) ?? '';
  await result.locator('.quick-add').click();
  await expect(page.locator('.search-results .quick-step output').first()).toHaveText('1');
  await page.goto(tenantUrl('osh', '/basket'));
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await expect(page.getByTestId('basket-line')).toContainText(name);
});

test('night: the heart asks an anonymous customer to log in', async ({ page }) => {
  await openPlov(page, 'night');
  await page.getByRole('button', { name: T.night.fav }).click();
  await expect(page.getByRole('alertdialog')).toContainText(T.night.login);
});
