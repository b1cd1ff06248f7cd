import { expect, test } from './fixtures';
import { freshPhone, loginViaApi, MERCHANT_IDS, plainDish, useBasket, useSession } from './helpers';
import { startOwnServer, type OwnServer } from './support/own-server';

/**
 * Closed means closed: the three merchants on a server of their own whose clock reads an hour
 * when every branch is shut (the journeys' shared server keeps them open). The header says when
 * the branch opens; the checkout offers only "later", preselected with the first open slot, and
 * the order placed for then is accepted.
 */
const CLOSED_AT = { demo: '03:00', osh: '03:00', night: '12:00' } as const;
const WORDS = {
  demo: {
    opens: /Yopiq · \d\d:\d\d da ochiladi/,
    pickup: 'Olib ketish',
    now: 'Hozir',
    later: 'Belgilangan vaqtga',
    place: /Buyurtma berish/,
  },
  osh: {
    opens: /Yopiq · \d\d:\d\d da ochiladi/,
    pickup: 'Olib ketish',
    now: 'Hozir',
    later: 'Belgilangan vaqtga',
    place: /Buyurtma berish/,
  },
  night: {
    opens: /Закрыто · откроется в \d\d:\d\d/,
    pickup: 'Самовывоз',
    now: 'Сейчас',
    later: 'Ко времени',
    place: /Оформить заказ/,
  },
} as const;

// one after another in one worker, on one server of their own (in parallel, each worker started its own)
test.describe.configure({ mode: 'default' });
let server: Promise<OwnServer> | null = null;
test.afterAll(async () => {
  await (await server)?.close();
  server = null;
});

test.use({ viewport: { width: 360, height: 780 } });

for (const sub of ['demo', 'osh', 'night'] as const) {
  test(`${sub}: a closed branch says when it opens and takes orders for later only`, async ({
    page,
    request,
  }) => {
    server ??= startOwnServer({
      DEV_CLOCK: Object.entries(CLOSED_AT)
        .map(([s, time]) => `${s}=${time}`)
        .join(','),
    });
    const { port } = await server;
    const origin = sub === 'demo' ? `http://localhost:${port}` : `http://${sub}.localhost:${port}`;
    // Node cannot resolve *.localhost: the API is asked on localhost, the merchant named by header
    const base = `http://localhost:${port}`;
    const headers = { 'X-Merchant-Id': String(MERCHANT_IDS[sub]) };
    const t = WORDS[sub];

    // a signed-in customer (the development SMS outbox of this server) with one dish in the basket
    const session = await loginViaApi(request, sub, freshPhone(), base);
    await useSession(page, sub, session);
    await useBasket(page, sub, await plainDish(request, sub, base), 1);

    await page.goto(`${origin}/`);
    await expect(page.getByTestId('branch-hours')).toHaveText(t.opens);

    await page.goto(`${origin}/checkout`);
    await page.getByRole('radio', { name: t.pickup }).check();
    await expect(page.getByRole('radio', { name: t.now })).toBeDisabled();
    await expect(page.getByRole('radio', { name: t.later })).toBeChecked();
    await page.getByRole('button', { name: t.place }).click();
    await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
    const orders = await (
      await request.get(`${base}/api/orders/v1/orders/user/${session.user.id}?size=10&page=0`, {
        headers: { ...headers, Authorization: `Bearer ${session.token}` },
      })
    ).json();
    expect(orders.content).toEqual([expect.objectContaining({ later: true, serviceType: 'PICK_UP' })]);
  });
}
