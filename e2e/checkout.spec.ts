import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clickNearestBranch } from './support/map';
import ruOrders from '../locales/ru/orders.json' with { type: 'json' };
import uzOrders from '../locales/uz/orders.json' with { type: 'json' };
import { freshPhone, MERCHANT_IDS, metric, tenantUrl } from './helpers';

type Status = keyof typeof uzOrders.status;
type Courier = keyof typeof uzOrders.courier;
const LABELS = { uz: uzOrders, ru: ruOrders } as const;

const UZ = {
  lang: 'uz' as const,
  plov: 'Toshkent oshi',
  portion: '1 porsiya',
  add: "Savatga qo'shish",
  more: "Ko'proq",
  checkout: 'Buyurtma berish',
  getCode: 'Kodni olish',
  choose: 'Manzilni tanlash',
  newOnMap: 'Xaritada yangi manzil',
  deliverHere: 'Shu yerga yetkazish',
  street: "Ko'cha",
  house: 'Uy',
  promo: 'Promokod',
  apply: "Qo'llash",
  applied: "WELCOME promokodi qo'llandi",
  place: 'Buyurtma berish ·',
  open: 'ochiq',
  delivered: 'yetkazildi',
  pickup: 'Olib ketish',
  later: 'Belgilangan vaqtga',
  time: 'Vaqt',
  day: 'Kun',
  repeat: 'Buyurtmani takrorlash',
};

const T = {
  demo: UZ,
  osh: UZ,
  night: {
    lang: 'ru',
    plov: 'Ташкентский плов',
    portion: '1 порция',
    add: 'В корзину',
    more: 'Больше',
    checkout: 'Оформить заказ',
    getCode: 'Получить код',
    choose: 'Выбрать адрес',
    newOnMap: 'Новый адрес на карте',
    deliverHere: 'Доставить сюда',
    street: 'Улица',
    house: 'Дом',
    promo: 'Промокод',
    apply: 'Применить',
    applied: 'Промокод WELCOME применён',
    place: 'Оформить заказ ·',
    open: 'открыт',
    delivered: 'доставлен',
    pickup: 'Самовывоз',
    later: 'Ко времени',
    time: 'Время',
    day: 'День',
    repeat: 'Повторить заказ',
  },
} as const;

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});

async function addPlov(page: Page, sub: keyof typeof T, quantity: number) {
  const t = T[sub];
  await page.goto(tenantUrl(sub));
  await page
    .getByRole('link', { name: new RegExp(t.plov) })
    .first()
    .click();
  await page.getByRole('radio', { name: t.portion }).check();
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: t.more, exact: true }).click();
  await page.getByRole('button', { name: new RegExp(t.add) }).click();
}

async function login(page: Page, sub: keyof typeof T) {
  const t = T[sub];
  const phone = freshPhone();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox').fill(phone.slice(3));
  await page.getByRole('button', { name: t.getCode }).click();
  await expect(page).toHaveURL(/\/login\/confirm$/);
  await expect
    .poll(async () => (await (await page.request.get(`/api/dev/v1/sms-outbox?phone=${phone}`)).json()).length)
    .toBeGreaterThan(0);
  const [message] = await (await page.request.get(`/api/dev/v1/sms-outbox?phone=${phone}`)).json();
  // the sixth digit sends the code
  await page.getByRole('textbox').fill(message.code);
}

async function serverOrders(page: Page, sub: keyof typeof T) {
  const token = await page.evaluate((s) => JSON.parse(localStorage.getItem(`dx:${s}:token`) ?? 'null'), sub);
  const user = await page.evaluate((s) => JSON.parse(localStorage.getItem(`dx:${s}:user`) ?? 'null'), sub);
  const res = await page.request.get(`/api/orders/v1/orders/user/${user.id}?size=10&page=0`, {
    headers: { 'X-Merchant-Id': String(MERCHANT_IDS[sub]), Authorization: `Bearer ${token}` },
  });
  return (await res.json()).content as {
    id: number;
    number: number;
    totalPrice: number;
    status: string;
    promoCode: string | null;
    serviceType: string;
    later: boolean;
  }[];
}

const STREET = "Bunyodkor ko'chasi";
const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, ''));
const ORDER_DATE: Record<'uz' | 'ru' | 'en', RegExp> = {
  uz: /\b\d{1,2}-(yanvar|fevral|mart|aprel|may|iyun|iyul|avgust|sentabr|oktabr|noyabr|dekabr), \d\d:\d\d\b/,
  ru: /\b\d{1,2} (янв|февр|мар|апр|мая|июн|июл|авг|сент|окт|нояб|дек)\.?,? \d\d:\d\d\b/,
  en: /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec),? \d\d:\d\d\b/,
};

for (const sub of ['demo', 'osh', 'night'] as const) {
  const t = T[sub];
  test(`${sub}: delivery with a promo, paid in cash, followed live to delivered`, async ({ page }) => {
    await addPlov(page, sub, 4);
    await page.goto(tenantUrl(sub, '/checkout'));
    await login(page, sub);
    await expect(page).toHaveURL(tenantUrl(sub, '/checkout'));

    await page.getByRole('link', { name: t.choose }).click();
    await page.getByRole('link', { name: t.newOnMap }).click();
    await clickNearestBranch(page);
    await page.getByRole('textbox', { name: t.street, exact: true }).fill(STREET);
    await page.getByRole('textbox', { name: t.house, exact: true }).fill('12');
    await page.getByRole('button', { name: t.deliverHere }).click();
    // back to the checkout, with the address a courier can find
    await expect(page).toHaveURL(tenantUrl(sub, '/checkout'));
    await expect(page.getByTestId('checkout-address')).toHaveText(`${STREET} 12`);
    await expect(page.getByTestId('checkout-delivery')).not.toHaveText(/^0/);

    await page.getByRole('textbox', { name: t.promo }).fill('welcome');
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByText(t.applied)).toBeVisible();
    const shown = digits(await page.getByTestId('checkout-total').textContent());
    const created = { merchant: sub, service_type: 'DELIVERY' };
    const before = await metric(page.request, 'orders_created_total', created);

    await page.getByRole('button', { name: new RegExp(t.place) }).click();

    await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
    await expect(page.getByTestId('order-status')).toHaveText(t.open);
    // what the operator's dashboard sees: the order counted, the page's event stream open
    expect(await metric(page.request, 'orders_created_total', created)).toBeGreaterThan(before);
    await expect.poll(() => metric(page.request, 'event_streams_open')).toBeGreaterThan(0);
    const labels = LABELS[t.lang];
    // when it should arrive, and where to
    await expect(page.getByTestId('order-eta')).toHaveText(
      new RegExp(labels.arrives.replace('{{time}}', '\\d\\d:\\d\\d')),
    );
    await expect(page.getByTestId('order-address')).toContainText(`${STREET} 12`);
    // the order's time, with the month named in the page's language (Uzbek names are our own)
    await expect(page.getByText(ORDER_DATE[t.lang]).first()).toBeVisible();
    // the restaurant moves the order step by step; the page follows each step live, without a reload
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const seen = [t.open as string];
    for (;;) {
      const step = await page.request.post(`/api/dev/v1/orders/${id}/advance`, {
        headers: { 'X-Merchant-Id': String(MERCHANT_IDS[sub]) },
      });
      if (step.status() === 409) break;
      expect(step.status()).toBe(200);
      const { status, courierStatus } = (await step.json()) as {
        status: Status;
        courierStatus: Courier | null;
      };
      await expect(page.getByTestId('order-status')).toHaveText(labels.status[status]);
      // the courier's step shows while it says more than the order's status (once delivered it does not)
      if (courierStatus && status !== 'DELIVERED')
        await expect(page.getByTestId('courier-status')).toHaveText(labels.courier[courierStatus]);
      await expect(page.locator('.progress [aria-current="step"]')).toHaveCount(
        status === 'DELIVERED' ? 0 : 1,
      );
      seen.push(labels.status[status]);
    }
    expect(seen.at(-1)).toBe(t.delivered);
    await expect(page.getByTestId('courier-status')).toHaveCount(0);
    await expect(page.getByTestId('order-eta')).toHaveCount(0);
    expect(new Set(seen).size).toBeGreaterThanOrEqual(5);
    const orders = await serverOrders(page, sub);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ totalPrice: shown, promoCode: 'WELCOME', serviceType: 'DELIVERY' });
    expect(digits(await page.getByTestId('order-total').textContent())).toBe(shown);
    await expect(page.getByText(/Jasur Karimov/)).toBeVisible();

    // repeat: the lines go back into the basket
    await page.getByRole('button', { name: t.repeat }).click();
    await expect(page).toHaveURL(tenantUrl(sub, '/basket'));
    await expect(page.getByTestId('basket-line')).toHaveCount(1);

    // the next checkout starts at the last address; the customer's saved addresses are offered beside it
    const token = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
      `dx:${sub}:token`,
    );
    const home = await page.request.post('/api/users/v1/addresses', {
      headers: { 'X-Merchant-Id': String(MERCHANT_IDS[sub]), Authorization: `Bearer ${token}` },
      data: {
        type: 'HOUSE',
        name: 'Uy',
        streetName: 'Labzak',
        houseNumber: '3',
        latitude: 41.3335,
        longitude: 69.2625,
      },
    });
    expect(home.status()).toBeLessThan(300);
    await page.goto(tenantUrl(sub, '/checkout'));
    const choices = page.getByTestId('address-choices').getByRole('radio');
    await expect(choices).toHaveCount(2);
    await expect(page.getByTestId('checkout-address')).toHaveText(new RegExp(`^${STREET} 12`));
    await page.getByRole('radio', { name: /Labzak 3/ }).check();
    await expect(page.getByTestId('checkout-address')).toHaveText('Uy · Labzak 3');
    await expect(page.getByTestId('checkout-delivery')).not.toHaveText(/^0/);

    // the delivered order keeps its address in the order history
    await page.goto(tenantUrl(sub, '/profile/orders'));
    await page.getByRole('tab', { name: t.lang === 'ru' ? 'Архив' : 'Arxiv' }).click();
    await expect(page.getByTestId('order-row-address')).toHaveText(`${STREET} 12`);
  });

  test(`${sub}: a pick-up order for later; a submit whose answer is lost, retried, makes one order`, async ({
    page,
  }) => {
    await addPlov(page, sub, 1);
    await page.goto(tenantUrl(sub, '/checkout'));
    await login(page, sub);
    await page.getByRole('radio', { name: t.pickup }).check();
    await page.getByRole('radio', { name: t.later }).check();
    const time = page.getByRole('combobox', { name: t.time });
    // "later" starts on the first slot there is (tomorrow's when today has none left)
    await expect(time).not.toHaveValue('');
    if ((await time.locator('option').count()) < 2)
      await page.getByRole('combobox', { name: t.day }).selectOption({ index: 1 });
    await time.selectOption({ index: 1 });
    // the first answer is lost on the way back: the customer sees an error and submits again
    let dropped = false;
    await page.route(/\/api\/orders\/v1\/orders\/at-time\//, async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      // Node cannot resolve *.localhost: send the request to the same server by its loopback name
      const url = new URL(route.request().url());
      url.hostname = 'localhost';
      await route.fetch({ url: url.toString() });
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: new RegExp(t.place) }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: new RegExp(t.place) }).click();
    await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
    const orders = await serverOrders(page, sub);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ serviceType: 'PICK_UP', later: true });

    // cancelling asks first: "keep" keeps it, "yes" cancels it (night does not let customers cancel)
    const labels = LABELS[t.lang];
    if (sub === 'night') {
      await expect(page.getByTestId('order-status')).toBeVisible();
      await expect(page.getByRole('button', { name: labels.cancel })).toHaveCount(0);
      return;
    }
    await page.getByRole('button', { name: labels.cancel }).click();
    await page.getByRole('button', { name: labels.cancelKeep }).click();
    await expect(page.getByTestId('order-status')).not.toHaveText(labels.status.CANCELED);
    await page.getByRole('button', { name: labels.cancel }).click();
    await expect(
      page.getByText(labels.cancelAsk.replace('{{number}}', String(orders[0]?.number))),
    ).toBeVisible();
    await page.getByRole('button', { name: labels.cancelYes }).click();
    await expect(page.getByTestId('order-status')).toHaveText(labels.status.CANCELED);
    expect((await serverOrders(page, sub))[0]).toMatchObject({ status: 'CANCELED' });
    await expect(page.getByRole('button', { name: labels.cancel })).toHaveCount(0);
  });
}
