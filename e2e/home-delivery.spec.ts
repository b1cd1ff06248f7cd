import { expect, test } from './fixtures';
import uzCommon from '../locales/uz/common.json' with { type: 'json' };
import ruCommon from '../locales/ru/common.json' with { type: 'json' };
import uzPlaces from '../locales/uz/places.json' with { type: 'json' };
import { formatSum } from '../src/domain/money';
import { MERCHANT_IDS, tenantUrl } from './helpers';

/**
 * Once the customer has an address, the top of the menu says what delivery there costs for the
 * basket (the tariff's answer; free from the zone's sum) and how long it takes, instead of only
 * "Delivery from …".
 */
const quote = (words: typeof uzCommon, price: string, minutes = 50) =>
  words.branch.deliveryQuote.replace('{{price}}', price).replace('{{minutes}}', String(minutes));
const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, ''));

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});
test.use({ viewport: { width: 360, height: 780 } });

test('osh (uz, then ru): a customer picks an address; home shows its delivery price and time', async ({
  page,
}) => {
  await page.goto(tenantUrl('osh'));
  const line = page.getByTestId('address-delivery');
  // no address yet: only the branch's "from" price
  await expect(page.getByText(/Yetkazib berish .*dan$/)).toBeVisible();
  await expect(line).toHaveCount(0);

  await page.goto(tenantUrl('osh', '/address/delivery'));
  // the map opens on the city's middle, inside a zone: the customer taps there
  await page.locator('.leaflet-container').click();
  const picked = page.getByTestId('delivery-quote');
  await expect(picked).toHaveText(/\d/);
  const price = digits(await picked.textContent());
  expect(price).toBeGreaterThan(0);
  await page
    .getByRole('textbox', { name: uzPlaces.field.streetName, exact: true })
    .fill("Bunyodkor ko'chasi");
  await page.getByRole('textbox', { name: uzPlaces.field.houseNumber, exact: true }).fill('12');
  await page.getByRole('button', { name: uzPlaces.deliverHere }).click();
  // an empty basket: back to the menu
  await expect(page).toHaveURL(tenantUrl('osh', '/'));
  await expect(line).toHaveText(quote(uzCommon, formatSum(price, 'uz')));
  await page.screenshot({ path: test.info().outputPath('home-delivery-uz-360.png') });

  await page.getByRole('combobox', { name: uzCommon.language.label }).selectOption('ru');
  await expect(line).toHaveText(quote(ruCommon, formatSum(price, 'ru')));
  await page.screenshot({ path: test.info().outputPath('home-delivery-ru-360.png') });
});

test("night (ru, dark): the basket's sum counts — under the zone's free sum the price, from it free", async ({
  page,
}) => {
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS.night) };
  const menu = await (await page.request.get('/api/products/v1/overalls?type=WEB', { headers })).json();
  const tea = (
    menu.products as { id: number; costPrice: number; discount?: number; name: { eng: string } }[]
  ).find((p) => p.name.eng === 'Black tea');
  if (!tea) throw new Error('night has no black tea');
  expect(tea.discount ?? 0).toBe(0);
  // the last delivery went next to the Sayilgoh branch: its near zone (15 000, free from 300 000)
  const point = { latitude: 41.3136, longitude: 69.2732 };
  const zone = await (
    await page.request.post('/api/deliveries/v1/delivery/tariff/client/calculate', { headers, data: point })
  ).json();
  expect(zone.freeFrom).toBe(300_000);
  const basket = (quantity: number) => [
    { key: `${tea.id}:`, productId: tea.id, modifications: [], quantity, seenUnitPrice: tea.costPrice },
  ];
  await page.goto(tenantUrl('night'));
  await page.evaluate(
    ([address, lines]) => {
      localStorage.setItem('dx:night:lastDeliveryAddress', JSON.stringify(address));
      localStorage.setItem('dx:night:basket', JSON.stringify(lines));
    },
    [{ ...point, deliveryPrice: zone.deliveryPrice, branchId: zone.branchId }, basket(1)] as const,
  );
  await page.reload();
  const line = page.getByTestId('address-delivery');
  await expect(line).toHaveText(quote(ruCommon, formatSum(zone.deliveryPrice, 'ru')));
  await page.screenshot({ path: test.info().outputPath('home-delivery-priced-ru-360.png') });

  const enough = Math.ceil(zone.freeFrom / tea.costPrice);
  await page.evaluate(
    (lines) => localStorage.setItem('dx:night:basket', JSON.stringify(lines)),
    basket(enough),
  );
  await page.reload();
  await expect(line).toHaveText(quote(ruCommon, ruCommon.branch.deliveryFree));
  await page.screenshot({ path: test.info().outputPath('home-delivery-free-ru-360.png') });
});
