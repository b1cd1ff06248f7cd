import { expect, test } from './fixtures';
import enOps from '../locales/en/ops.json' with { type: 'json' };
import uzOps from '../locales/uz/ops.json' with { type: 'json' };
import uzOrders from '../locales/uz/orders.json' with { type: 'json' };
import { linePrice, pricedLine } from '../src/domain/pricing';
import { loginViaApi, MERCHANT_IDS, tenantUrl, useSession } from './helpers';
import { desk, openCard, openDesk } from './support/desk';
import { STAFF } from './support/staff';

/** development's fake iikoCloud on the journeys' server (the osh demo merchant is connected to it) */
const FAKE = '/api/dev/v1/fake-iiko';

type Item = { productId: string; modifiers: { productId: string }[] };

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/])/, (route) => route.abort());
});

test('osh: an order with a modifier goes to iiko with its ids; iiko cooks it and sends it on its way; the customer sees each step live and the desk shows "iiko №"', async ({
  browser,
}) => {
  const customer = await desk(browser, 'osh', 'en', { width: 390, height: 844 });
  const session = await loginViaApi(customer.request, 'osh');
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS.osh), Authorization: `Bearer ${session.token}` };
  const menu = await (await customer.request.get('/api/products/v1/overalls?type=WEB', { headers })).json();
  const plov = menu.products.find((p: { name: { eng: string } }) => p.name.eng === 'Tashkent plov');
  const [portion, extras] = plov.modificationGroups;
  const choices = [
    { modificationId: portion.modifications[0].id, count: 1 },
    { modificationId: extras.modifications[0].id, count: 1 },
  ];
  const [branch] = await (await customer.request.get('/api/users/v1/branches', { headers })).json();
  const point = { latitude: branch.latitude + 0.005, longitude: branch.longitude };
  const tariff = await (
    await customer.request.post('/api/deliveries/v1/delivery/tariff/client/calculate', {
      headers,
      data: point,
    })
  ).json();
  const placed = await customer.request.post('/api/orders/v1/orders', {
    headers,
    data: {
      serviceType: 'DELIVERY',
      paymentType: 'CASH',
      branch: tariff.branchId,
      address: { ...point, streetName: 'Navoiy', houseNumber: '12' },
      cartItems: [{ productId: plov.id, count: 1, modifications: choices }],
      totalPrice: linePrice(pricedLine(plov, choices, 1)) + tariff.deliveryPrice,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = (await placed.json()) as { id: number; number: number };

  // the fake iiko received it, with the modifier by its iikoId
  let received = {
    info: { order: { number: 0 } },
    body: { order: { items: [] as Item[], orderServiceType: '' } },
  };
  await expect(async () => {
    const res = await customer.request.get(`${FAKE}/_control/order?externalNumber=${order.number}`);
    expect(res.status()).toBe(200);
    received = await res.json();
  }).toPass({ timeout: 15_000 });
  const item = received.body.order.items[0];
  // the chosen extra, by its id in iiko's nomenclature
  const { token } = await (
    await customer.request.post(`${FAKE}/api/1/access_token`, { data: { apiLogin: 'osh-iiko-api-login' } })
  ).json();
  const nomenclature = await (
    await customer.request.post(`${FAKE}/api/1/nomenclature`, {
      headers: { authorization: `Bearer ${token}` },
      data: { organizationId: 'any' },
    })
  ).json();
  const named = (id: string) =>
    nomenclature.products.find((p: { id: string; name: string }) => p.id === id)?.name;
  expect(item?.modifiers).toHaveLength(2);
  expect(item?.modifiers.map((m) => named(m.productId))).toContain(extras.modifications[0].name.ru);
  expect(received.body.order.orderServiceType).toBe('DeliveryByCourier');

  await useSession(customer, 'osh', session);
  await customer.goto(tenantUrl('osh', `/profile/orders/${order.id}`));
  const status = customer.getByTestId('order-status');
  await expect(status).toHaveText(uzOrders.status.OPEN);

  // the desk shows the order as iiko numbered it
  const operator = await desk(browser, 'osh', 'uz', { width: 1280, height: 800 });
  await openDesk(operator, 'osh', STAFF.posIiko, uzOps as typeof enOps);
  const card = await openCard(operator, order.number);
  await expect(card.getByTestId('pos-line')).toHaveText(`iiko № ${received.info.order.number}`);

  // iiko's kitchen starts cooking, then the courier leaves: each step on the customer's page without a reload
  const move = (status: string, courier?: object) =>
    customer.request.post(`${FAKE}/_control/move`, {
      data: { externalNumber: String(order.number), status, ...(courier ? { courier } : {}) },
    });
  expect((await move('CookingStarted')).status()).toBe(200);
  await expect(status).toHaveText(uzOrders.status.COOKING);
  expect((await move('OnWay', { name: 'Jasur', phone: '+998901112233' })).status()).toBe(200);
  await expect(status).toHaveText(uzOrders.status.ON_WAY);
  await expect(customer.getByText('Jasur')).toBeVisible();
});
