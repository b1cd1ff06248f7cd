import { expect, test } from './fixtures';
import uzOps from '../locales/uz/ops.json' with { type: 'json' };
import ruOps from '../locales/ru/ops.json' with { type: 'json' };
import uz from '../locales/uz/ops-manage.json' with { type: 'json' };
import ru from '../locales/ru/ops-manage.json' with { type: 'json' };
import { MERCHANT_IDS, tenantUrl } from './helpers';
import { desk, openDesk } from './support/desk';
import sharp from 'sharp';
import uzPictures from '../locales/uz/ops-pictures.json' with { type: 'json' };
import { STAFF } from './support/staff';

const OSH = MERCHANT_IDS.osh as number;
const DEMO = MERCHANT_IDS.demo as number;
// the demo's manager (server/seed/demo/staff.json): demo offers uz, ru and en, takes Payme, has no POS
// (osh's prices are its iiko's: the back office leaves them to the POS)
const DEMO_MANAGER = STAFF.manage;
const MANAGER = '998900000013'; // osh's manager (server/seed/osh/staff.json): osh offers uz and ru
const FISCAL = { mxikCode: '10821001001000000', packageCode: '1545', vatPercent: '12' };

test("a manager adds a dish with a modifier group and changes its price; a customer's storefront sells it; a zone corner moved out prices a point there", async ({
  browser,
}) => {
  // a customer's storefront is open at 360 px before the dish exists
  const customer = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await customer.context().addCookies([{ name: 'lang', value: 'uz', url: tenantUrl('demo') }]);
  await customer.goto(tenantUrl('demo'));
  await customer.locator('html[data-ready]').waitFor({ state: 'attached' });
  await customer.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));

  // the manager at 1280 px, in Uzbek: Menu → a new dish with a photo and a sauce to choose
  const manager = await desk(browser, 'demo', 'uz', { width: 1280, height: 900 });
  await openDesk(manager, 'demo', DEMO_MANAGER, uzOps);
  await manager.getByRole('button', { name: uz.area.menu }).click();
  await manager.getByRole('button', { name: uz.newDish }).click();
  const form = manager.getByRole('form', { name: uz.newDish });
  const names = form.getByRole('group', { name: uz.name, exact: true });
  await names.getByRole('textbox', { name: uz.lang.uz }).fill('Yozgi salat');
  await names.getByRole('textbox', { name: uz.lang.ru }).fill('Летний салат');
  await names.getByRole('textbox', { name: uz.lang.eng }).fill('Summer salad');
  await form.getByRole('spinbutton', { name: uz.price }).fill('32000');
  await form.getByRole('textbox', { name: uz.mxikCode }).fill(FISCAL.mxikCode);
  await form.getByRole('textbox', { name: uz.packageCode }).fill(FISCAL.packageCode);
  await form.getByRole('spinbutton', { name: uz.vatPercent }).fill(FISCAL.vatPercent);
  // a photo from the computer (a 900 × 600 JPEG), framed square for the card, sent to the picture store
  const photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 160, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  await form
    .getByLabel(uzPictures.choose)
    .setInputFiles({ name: 'salat.jpg', mimeType: 'image/jpeg', buffer: photo });
  await form.getByRole('button', { name: uzPictures.save, exact: true }).click();
  await expect(form.getByRole('status').filter({ hasText: uzPictures.saved })).toBeVisible();
  const pictureName = await form.getByRole('textbox', { name: uz.picture, exact: true }).inputValue();
  expect(pictureName).toMatch(new RegExp(`^m${DEMO}-`));
  await form.getByRole('button', { name: uz.addGroup }).click();
  const group = form.getByRole('group', { name: uz.group.replace('{{n}}', '1') });
  const groupName = group.getByRole('group', { name: uz.groupName });
  await groupName.getByRole('textbox', { name: uz.lang.uz }).fill('Sous');
  await groupName.getByRole('textbox', { name: uz.lang.ru }).fill('Соус');
  await groupName.getByRole('textbox', { name: uz.lang.eng }).fill('Sauce');
  await group.getByRole('spinbutton', { name: uz.min }).fill('1');
  const choice = group.getByRole('group', { name: uz.choice.replace('{{n}}', '1') });
  await choice.getByRole('textbox', { name: uz.lang.uz }).fill('Qatiq');
  await choice.getByRole('textbox', { name: uz.lang.ru }).fill('Катык');
  await choice.getByRole('textbox', { name: uz.lang.eng }).fill('Katyk');
  await form.screenshot({ path: test.info().outputPath('manage-dish-form-uz-1280.png') });
  await form.getByRole('button', { name: uz.save, exact: true }).click();
  const dishes = manager.getByRole('list', { name: uz.dishes });
  await expect(dishes.getByText('Yozgi salat')).toBeVisible();
  await manager.screenshot({ path: test.info().outputPath('manage-menu-uz-1280.png'), fullPage: true });

  // the open storefront shows the new dish with its photo within 2 s, without a reload
  const card = customer.locator('a.product').filter({ hasText: 'Yozgi salat' });
  await expect(card).toBeVisible({ timeout: 2_000 });
  await expect(card.locator('img')).toHaveAttribute('src', new RegExp(pictureName.replace('.', '\\.')));
  expect(await customer.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

  // it sells it, with its sauce
  const products = await (
    await manager.request.get('/api/products/v1/overalls?type=WEB', {
      headers: { 'X-Merchant-Id': String(DEMO) },
    })
  ).json();
  const salad = (products.products as { id: number; name: { uz: string } }[]).find(
    (p) => p.name.uz === 'Yozgi salat',
  );
  expect(salad).toBeDefined();
  await customer.goto(tenantUrl('demo', `/product/${salad?.id}`));
  await customer.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  // demo opens a dish over the menu: the dish's own sheet
  const sheet = customer.getByRole('dialog');
  await expect(sheet.getByRole('heading', { name: 'Yozgi salat' })).toBeVisible();
  await expect(sheet.getByText('Qatiq')).toBeVisible();
  // its photo is there, drawn (not a broken picture)
  await expect
    .poll(() =>
      sheet
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(sheet.getByText(/32\s000/).first()).toBeVisible();
  await customer.screenshot({ path: test.info().outputPath('manage-dish-customer-uz-360.png') });

  // the manager changes the price; the open storefront shows the new one, without a reload
  await dishes.getByRole('button', { name: uz.editNamed.replace('{{name}}', 'Yozgi salat') }).click();
  const edit = manager.getByRole('form', { name: uz.editDish });
  await edit.getByRole('spinbutton', { name: uz.price }).fill('35000');
  await edit.getByRole('button', { name: uz.save }).click();
  await expect(dishes.getByRole('listitem').filter({ hasText: 'Yozgi salat' })).toContainText(/35\s000/);
  await expect(sheet.getByText(/35\s000/).first()).toBeVisible({ timeout: 2_000 });
  expect(await customer.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

  // a customer who comes later gets the card's photo as AVIF (its card sizes were encoded when it
  // was uploaded; until then the CDN answers WebP, which the first customer may have had) and sees it
  const cardSrc = (await card.locator('img').getAttribute('src')) as string;
  await expect
    .poll(async () => {
      const answer = await manager.request.get(cardSrc, { headers: { accept: 'image/avif,image/webp,*/*' } });
      return answer.headers()['content-type'];
    })
    .toBe('image/avif');
  const later = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const picture = later.waitForResponse((r) => r.url().endsWith(cardSrc));
  await later.goto(tenantUrl('demo'));
  await later.locator('html[data-ready]').waitFor({ state: 'attached' });
  const laterCard = later.locator('a.product').filter({ hasText: 'Yozgi salat' });
  // other journeys change demo's menu meanwhile: a card drawn again is scrolled to again
  await expect(() => laterCard.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  expect((await picture).headers()['content-type']).toBe('image/avif');
  await expect
    .poll(() =>
      laterCard.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    // drawn at the width its address asks for
    .toBe(Number(cardSrc.split('/resize/cover/')[1]?.split('/')[0]));
  await later.close();

  // the manager, in Russian: Restaurant → the first branch's outer zone, one corner moved further out
  const managerRu = await desk(browser, 'osh', 'ru', { width: 1280, height: 900 });
  await openDesk(managerRu, 'osh', MANAGER, ruOps);
  // the zones as the storefront reads them (the first branch's, the dearer one being the outer ring)
  const zones = (await (
    await managerRu.request.get('/api/deliveries/v1/delivery/zones', {
      headers: { 'X-Merchant-Id': String(OSH) },
    })
  ).json()) as {
    id: number;
    branchId: number;
    price: number;
    name: string;
    nameTranslations: { ru: string } | null;
    polygon: number[][];
  }[];
  const first = zones[0]?.branchId;
  const branch = { zones: zones.filter((z) => z.branchId === first) };
  const outer = [...branch.zones].sort((a, b) => b.price - a.price)[0] as (typeof branch.zones)[number];
  const ring = outer.polygon.slice(0, -1);
  const centre = [0, 1].map((k) => ring.reduce((s, p) => s + (p[k] as number), 0) / ring.length) as [
    number,
    number,
  ];
  const corner = ring[0] as [number, number];
  const out = (f: number) =>
    [0, 1].map((k) => Number((centre[k]! + (corner[k]! - centre[k]!) * f).toFixed(6)));
  const [newLat, newLon] = out(1.6) as [number, number];
  const point = out(1.3) as [number, number];
  const tariff = async () =>
    managerRu.request.post('/api/deliveries/v1/delivery/tariff/client/calculate', {
      headers: { 'X-Merchant-Id': String(OSH) },
      data: { latitude: point[0], longitude: point[1] },
    });
  const before = await tariff();
  expect(before.status() === 200 ? (await before.json()).deliveryPrice : null).not.toBe(outer.price);

  await managerRu.getByRole('button', { name: ru.area.restaurant }).click();
  // the area's own branch choice (the desk's bar has one of the same name for the board)
  const area = managerRu.getByRole('region', { name: ru.area.restaurant });
  await area.getByRole('combobox', { name: ru.branch }).selectOption(String(first));
  await area.getByRole('combobox', { name: ru.zone }).selectOption(String(outer.id));
  const zoneForm = managerRu.getByRole('form', { name: outer.nameTranslations?.ru ?? outer.name });
  await zoneForm.getByRole('spinbutton', { name: ru.cornerLat.replace('{{n}}', '1') }).fill(String(newLat));
  await zoneForm.getByRole('spinbutton', { name: ru.cornerLon.replace('{{n}}', '1') }).fill(String(newLon));
  await zoneForm.getByRole('checkbox', { name: ru.overlapAllowed }).check();
  await zoneForm.getByRole('button', { name: ru.saveZone }).click();
  await expect(async () => {
    const after = await tariff();
    expect(after.status()).toBe(200);
    expect((await after.json()).deliveryPrice).toBe(outer.price);
  }).toPass();
  // the branch's usual cooking time (the desk's amber and red): out of range refused in words, then kept
  const hoursForm = area.getByRole('form', { name: ru.hours });
  const cook = hoursForm.getByRole('spinbutton', { name: ru.cookMinutes });
  await cook.fill('0');
  await hoursForm.getByRole('button', { name: ru.save }).click();
  await expect(hoursForm.getByRole('alert')).toContainText(ru.cookMinutesRange);
  await cook.fill('35');
  const saved = managerRu.waitForResponse(
    (r) => r.url().endsWith(`/branches/${first}/hours`) && r.request().method() === 'PUT',
  );
  await hoursForm.getByRole('button', { name: ru.save }).click();
  const savedHours = await saved;
  expect(savedHours.status()).toBe(200);
  expect((await savedHours.json()).cookMinutes).toBe(35);
  await expect(hoursForm.getByRole('alert')).toHaveCount(0);
  await managerRu.screenshot({
    path: test.info().outputPath('manage-restaurant-ru-1280.png'),
    fullPage: true,
  });
  // the same area at 768 px (a tablet)
  await managerRu.setViewportSize({ width: 768, height: 1024 });
  await managerRu.screenshot({
    path: test.info().outputPath('manage-restaurant-ru-768.png'),
    fullPage: true,
  });
});
