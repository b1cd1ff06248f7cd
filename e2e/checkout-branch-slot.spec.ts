import { expect, test } from './fixtures';
import uz from '../locales/uz/checkout.json' with { type: 'json' };
import ru from '../locales/ru/checkout.json' with { type: 'json' };
import { scheduledInstant } from '../src/domain/schedule';
import { loginViaApi, MERCHANT_IDS, plainDish, tenantUrl, useBasket, useSession } from './helpers';

/**
 * osh's Beshqozon opens at 07:00, Chorsu at 08:00. A delivery for tomorrow 07:00 is chosen while
 * the order would go to Beshqozon; the address then chosen lies at Chorsu, so the order moves
 * there. The time is not blanked: it moves to Chorsu's nearest slot (08:00), the checkout says
 * why, and the order is placed for then.
 */
const WORDS = {
  uz: { ...uz, chorsu: 'Chorsu', street: 'Chorsu maydoni', place: /Buyurtma berish/ },
  ru: { ...ru, chorsu: 'Чорсу', street: 'площадь Чорсу', place: /Оформить заказ/ },
} as const;

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});
test.use({ viewport: { width: 360, height: 780 } });

for (const lang of ['uz', 'ru'] as const) {
  test(`osh (${lang}): a later time the new branch cannot serve moves to its nearest slot, says why, and is placed`, async ({
    page,
  }) => {
    const t = WORDS[lang];
    const headers = { 'X-Merchant-Id': String(MERCHANT_IDS.osh) };
    await page.context().addCookies([{ name: 'lang', value: lang, url: tenantUrl('osh') }]);
    const session = await loginViaApi(page.request, 'osh');
    const auth = { ...headers, Authorization: `Bearer ${session.token}` };
    // a saved address at Chorsu square: inside Chorsu's near zone, nearer Chorsu than Beshqozon
    const saved = await page.request.post('/api/users/v1/addresses', {
      headers: auth,
      data: {
        type: 'HOUSE',
        name: null,
        streetName: t.street,
        houseNumber: '5',
        latitude: 41.3264,
        longitude: 69.2364,
      },
    });
    expect(saved.status()).toBeLessThan(300);
    await useSession(page, 'osh', session);
    await useBasket(page, 'osh', await plainDish(page.request, 'osh'), 2);
    await page.goto(tenantUrl('osh', '/checkout'));

    // no address yet: the order would go to the first branch, Beshqozon, open from 07:00
    await page.getByRole('radio', { name: t.serviceType.DELIVERY }).check();
    await page.getByRole('radio', { name: t.later }).check();
    const day = page.getByRole('combobox', { name: t.day });
    const time = page.getByRole('combobox', { name: t.time });
    await day.selectOption({ label: t.tomorrow });
    const tomorrow = await day.inputValue();
    await time.selectOption('07:00');
    await expect(page.getByTestId('slot-moved')).toHaveCount(0);

    // the address at Chorsu moves the order to Chorsu, which opens at 08:00
    await page.getByRole('radio', { name: `${t.street} 5` }).check();
    await expect(page.getByTestId('checkout-delivery')).not.toHaveText(/^0/);
    await expect(time).toHaveValue('08:00');
    await expect(time.locator('option:checked')).toHaveText('08:00');
    await expect(day).toHaveValue(tomorrow);
    await expect(page.getByTestId('slot-moved')).toHaveText(
      t.slotMoved.replace('{{to}}', '08:00').replace('{{branch}}', t.chorsu).replace('{{from}}', '07:00'),
    );
    await page.getByTestId('slot-moved').evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: test.info().outputPath(`slot-moved-${lang}-360.png`) });

    await page.getByRole('button', { name: t.place }).click();
    await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
    const orders = await (
      await page.request.get(`/api/orders/v1/orders/user/${session.user.id}?size=10&page=0`, {
        headers: auth,
      })
    ).json();
    const branches = (await (await page.request.get('/api/users/v1/branches', { headers })).json()) as {
      id: number;
      name: { uz: string };
    }[];
    expect(orders.content).toEqual([
      expect.objectContaining({
        branch: branches.find((b) => b.name.uz === 'Chorsu')?.id,
        later: true,
        serviceType: 'DELIVERY',
        deliveryAt: scheduledInstant(tomorrow, '08:00').toISOString(),
      }),
    ]);
  });
}
