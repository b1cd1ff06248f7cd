import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { normalizeColor } from '../src/domain/theme';
import { cssVar, freshPhone, loginViaApi, MERCHANT_IDS, PORT, tenantUrl, useSession } from './helpers';
import { openInTelegram, signedContact, signedLaunch, tg, type TelegramUser } from './support/telegram';

const headers = (token?: string) => ({
  'X-Merchant-Id': String(MERCHANT_IDS.demo),
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});
/** A Telegram account no journey used before: a new customer, without a phone. */
const newTelegramUser = (language_code: string): TelegramUser => ({
  id: 700_000_000 + Math.floor(Math.random() * 100_000_000),
  first_name: 'Malika',
  language_code,
});
const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(`dx:demo:${k}`) ?? 'null'), key);

test.describe('Telegram beyond the demo', () => {
  test("a new customer shares their phone at a delivery checkout; Telegram's controls wear the brand", async ({
    page,
    request,
  }) => {
    const user = newTelegramUser('ru');
    const phone = freshPhone();
    await openInTelegram(page, signedLaunch(user), { user, contact: signedContact(user.id, `+${phone}`) });
    // a delivery point inside Chilonzor's near zone, with street and house, as the map picker keeps it
    const [branch] = await (await request.get('/api/users/v1/branches', { headers: headers() })).json();
    await page.addInitScript((b) => {
      localStorage.setItem(
        'dx:demo:deliveryAddress',
        JSON.stringify({
          latitude: b.latitude + 0.005,
          longitude: b.longitude,
          deliveryPrice: 10000,
          branchId: b.id,
          streetName: 'Bunyodkor',
          houseNumber: '7',
        }),
      );
    }, branch);
    await page.goto(tenantUrl('demo'));
    await expect(page.locator('.product').first()).toBeVisible();

    // the MainButton in the merchant's colour with the readable text on it; the bars in the theme's
    const settings = await (
      await request.get('/api/support/v1/merchant/settings/web', { headers: headers() })
    ).json();
    await expect.poll(() => tg(page, (t) => t.MainButton.color)).toBe(normalizeColor(settings.mainColor));
    expect(await tg(page, (t) => t.MainButton.textColor)).toBe(await cssVar(page, '--on-primary'));
    expect(await tg(page, (t) => t.colours.header)).toBe(await cssVar(page, '--bg'));
    // demo's Telegram home is its own: no stories, no footer
    await expect(page.locator('[data-block="menu"]')).toBeVisible();
    await expect(page.locator('[data-block="footer"], [data-block="stories"]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Добавить «Самса из тандыра» в корзину' }).click();
    await page.goto(tenantUrl('demo', '/checkout'));
    await page.getByRole('radio', { name: 'Доставка' }).check();
    await expect(page.getByText('Bunyodkor')).toBeVisible();
    await expect
      .poll(() => tg(page, (t) => `${t.MainButton.active} ${t.MainButton.text}`))
      .toMatch(/^true Оформить заказ · /);
    await tg(page, (t) => t.click('main'));
    await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
    expect(await tg(page, (t) => t.calls.filter((c) => c === 'requestContact'))).toHaveLength(1);

    const token = await stored(page, 'token');
    const me = await (await request.get('/api/users/v1/users/me', { headers: headers(token) })).json();
    expect(me.phone).toBe(phone);
    const orderId = Number(page.url().split('/').at(-1));
    const order = await (
      await request.get(`/api/orders/v1/orders/${orderId}`, { headers: headers(token) })
    ).json();
    expect(order).toMatchObject({ orderDevice: 'TELEGRAM_BOT', serviceType: 'DELIVERY', user: me.id });
  });

  test('a customer who declines to share their phone books a table after confirming it by SMS', async ({
    page,
    request,
  }) => {
    const user = newTelegramUser('uz');
    await openInTelegram(page, signedLaunch(user), { user, contact: null });
    await page.goto(tenantUrl('demo', '/reservations'));
    await page.getByRole('spinbutton', { name: "O'rindiqlar soni" }).fill('2');
    const time = page.getByRole('combobox', { name: 'Vaqt' });
    const day = page.getByRole('combobox', { name: 'Kun' });
    if ((await time.locator('option').count()) < 2) await day.selectOption({ index: 1 });
    await time.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Stol band qilish' }).click();
    // Telegram asked, the customer said no: the code form instead, nothing booked yet
    await expect(page.getByTestId('phone-needed')).toBeVisible();
    expect(await tg(page, (t) => t.calls.includes('requestContact'))).toBe(true);
    await expect(page.getByText('Stol band qilindi. Sizni kutamiz!')).toHaveCount(0);
    const phone = freshPhone();
    await page.getByLabel('Yangi telefon raqami').fill(phone.slice(3));
    await page.getByRole('button', { name: 'Kodni olish' }).click();
    await expect
      .poll(async () => (await (await request.get(`/api/dev/v1/sms-outbox?phone=${phone}`)).json()).length)
      .toBe(1);
    const [sms] = await (await request.get(`/api/dev/v1/sms-outbox?phone=${phone}`)).json();
    await page.getByLabel('SMS kod').fill(sms.code);
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    await expect(page.getByTestId('phone-needed')).toHaveCount(0);
    await page.getByRole('button', { name: 'Stol band qilish' }).click();
    await expect(page.getByText('Stol band qilindi. Sizni kutamiz!')).toBeVisible();
    expect(await tg(page, (t) => t.calls.filter((c) => c === 'requestContact'))).toHaveLength(1);
  });

  test('startapp=product_<id> opens that product; a stale link lands on the menu with a notice', async ({
    page,
    request,
  }) => {
    const menu = await (
      await request.get('/api/products/v1/overalls?type=TG', { headers: headers() })
    ).json();
    const plov = menu.products.find((p: { name: { eng: string } }) => p.name.eng === 'Tashkent plov');
    const user = newTelegramUser('ru');
    await openInTelegram(page, signedLaunch(user, `product_${plov.id}`), {
      user,
      startParam: `product_${plov.id}`,
    });
    await page.goto(tenantUrl('demo'));
    await expect(page).toHaveURL(tenantUrl('demo', `/product/${plov.id}`));
    await expect(page.locator('#product-name')).toHaveText('Ташкентский плов');

    // the same links work on the web; an unknown one is a notice on the menu, never an error page
    const web = await page.context().newPage();
    await web.goto(tenantUrl('demo', '/?startapp=product_999999'));
    await expect(web.getByText(/Havola eskirgan|Ссылка устарела|That link is out of date/)).toBeVisible();
    await expect(web).toHaveURL(tenantUrl('demo', '/'));
    // the web keeps its own home: the footer Telegram's leaves out
    await expect(web.locator('[data-block="footer"]')).toBeVisible();
    await web.goto(tenantUrl('demo', `/?startapp=product_${plov.id}`));
    await expect(web).toHaveURL(tenantUrl('demo', `/product/${plov.id}`));
  });

  test("a table's QR link seats the customer: dine-in at that table, no address asked", async ({
    page,
    request,
  }) => {
    const session = await loginViaApi(request, 'demo');
    await useSession(page, 'demo', session);
    await page.context().addCookies([{ name: 'lang', value: 'ru', url: tenantUrl('demo') }]);
    await page.goto(tenantUrl('demo', '/t/chilonzor/5'));
    await expect(page).toHaveURL(tenantUrl('demo', '/'));
    await expect(page.getByTestId('seated-table')).toContainText('Стол 5 · Чиланзар');
    await page.getByRole('button', { name: 'Добавить «Самса из тандыра» в корзину' }).click();
    // in the basket, as the customer sees it, before they go to the checkout
    await expect(page.getByTestId('basket-badge')).toContainText('1');
    await page.goto(tenantUrl('demo', '/checkout'));
    await expect(page.getByTestId('checkout-table')).toContainText('Стол 5');
    // dine-in is the only service: no delivery, no pick-up, no address
    await expect(page.getByRole('radio', { name: 'В зале' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Доставка' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Самовывоз' })).toHaveCount(0);
    await page.getByRole('button', { name: /Оформить заказ/ }).click();
    await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
    const orderId = Number(page.url().split('/').at(-1));
    const order = await (
      await request.get(`/api/orders/v1/orders/${orderId}`, { headers: headers(session.token) })
    ).json();
    const branches = await (await request.get('/api/users/v1/branches', { headers: headers() })).json();
    const chilonzor = branches.find((b: { key: string }) => b.key === 'chilonzor');
    expect(order).toMatchObject({ serviceType: 'DINE_IN', tableId: 5, branch: chilonzor.id, address: null });

    // leaving the table gives the branch choice back
    await page.goto(tenantUrl('demo'));
    await page.getByRole('button', { name: 'Уйти от стола' }).click();
    await expect(page.getByTestId('seated-table')).toHaveCount(0);
    expect(await stored(page, 'table')).toBeNull();
  });

  test("the merchant's bot tells an Uzbek customer their order is accepted, with a button to open it", async ({
    page,
    request,
  }) => {
    const user = newTelegramUser('uz');
    await openInTelegram(page, signedLaunch(user), { user });
    await page.goto(tenantUrl('demo'));
    await page.getByRole('button', { name: "Tandir somsa — savatga qo'shish" }).click();
    await page.goto(tenantUrl('demo', '/checkout'));
    await page.getByRole('radio', { name: 'Olib ketish' }).check();
    await expect
      .poll(() => tg(page, (t) => `${t.MainButton.active} ${t.MainButton.text}`))
      .toMatch(/^true Buyurtma berish · /);
    await tg(page, (t) => t.click('main'));
    await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
    const orderId = Number(page.url().split('/').at(-1));
    const token = await stored(page, 'token');
    const order = await (
      await request.get(`/api/orders/v1/orders/${orderId}`, { headers: headers(token) })
    ).json();

    // the restaurant accepts it
    const moved = await request.post(`/api/dev/v1/orders/${orderId}/advance`, { headers: headers() });
    expect((await moved.json()).status).toBe('ACCEPTED');
    const sentTo = async () =>
      (
        (await (await request.get(`http://127.0.0.1:${PORT + 1}/sent`)).json()) as {
          body: {
            chat_id: string;
            text: string;
            reply_markup: { inline_keyboard: { text: string; web_app?: { url: string } }[][] };
          };
        }[]
      ).filter((m) => m.body.chat_id === String(user.id));
    await expect.poll(async () => (await sentTo()).length).toBe(1);
    const [message] = await sentTo();
    expect(message?.body.text).toContain(`Buyurtma №${order.number} qabul qilindi`);
    expect(message?.body.reply_markup.inline_keyboard[0]?.[0]).toMatchObject({
      text: 'Buyurtmani ochish',
      web_app: { url: expect.stringMatching(new RegExp(`/profile/orders/${orderId}$`)) },
    });
  });
});
