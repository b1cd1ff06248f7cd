import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { find, orderRequest } from './fixtures';
import { DATABASES, login, startTestServer, type TestServer } from './harness';
import { M, phoneDesk, type StaffOrder } from './phone-desk';

describe.each(DATABASES)('phone orders taken on the desk on %s', (kind) => {
  let server: TestServer;
  let desk: Awaited<ReturnType<typeof phoneDesk>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    desk = await phoneDesk(server, '10.9.5');
  });
  afterAll(() => server.close());

  it("prices a phone order as the storefront does and places it as the operator's, on the board, with the SMS", async () => {
    const { operator, operatorId, products, nextCaller, call, near, plovWithEgg, tariff, takeOrder } = desk;
    const phone = nextCaller();
    const zone = await tariff(near());
    // what the storefront's own checkout would charge for the same basket and address
    const storefront = orderRequest(
      products,
      [plovWithEgg()],
      { branch: zone.branchId, serviceType: 'DELIVERY' },
      zone.deliveryPrice,
    );
    const found = await call('GET', `/ops/v1/phone/customer?phone=${phone}`, operator);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ phone, customer: null, addresses: [], orders: [] });

    const order = await takeOrder(phone);
    expect(order.totalPrice).toBe(storefront.totalPrice);
    expect(order.deliveryPrice).toBe(zone.deliveryPrice);
    expect(order.source).toBe('OPERATOR');
    expect(order.operatorId).toBe(operatorId);
    expect(order.customer).toEqual({ name: 'Aziza', phone });
    expect(order.cartItems[0]?.modifications.map((m) => m.name.eng)).toEqual(['1 portion', 'Quail egg']);
    expect(order.comment).toBe('call at the gate');
    expect(order.status).toBe('OPEN');

    const board = await call('GET', '/ops/v1/orders?view=board', operator);
    expect((board.body.content as StaffOrder[]).some((o) => o.id === order.id)).toBe(true);
    const sms = await server.db
      .selectFrom('order_notifications')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]?.phone).toBe(phone);
    expect((sms[0]?.body as { text: string }).text).toContain(`/profile/orders/${order.id}`);
    expect((sms[0]?.body as { text: string }).text).toContain(`№${order.number}`);

    // the caller now has an account by their phone, the address and the order to offer next time
    const again = await call('GET', `/ops/v1/phone/customer?phone=${phone}`, operator);
    expect(again.body.customer.name).toBe('Aziza');
    expect(again.body.addresses[0].streetName).toBe('Bunyodkor');
    expect(again.body.orders[0].number).toBe(order.number);
    // and follows it on the storefront once logged in with that phone
    const customer = await login(server, M, phone, '10.9.5.9');
    const own = await call('GET', `/orders/v1/orders/${order.id}`, customer.token);
    expect(own.status).toBe(200);
    expect(own.body.totalPrice).toBe(order.totalPrice);
  });

  it('texts a payment link for an online payment', async () => {
    const { nextCaller, takeOrder } = desk;
    const order = await takeOrder(nextCaller(), {
      paymentType: 'PAYME',
      serviceType: 'PICK_UP',
      address: undefined,
    });
    const [sms] = await server.db
      .selectFrom('order_notifications')
      .select('body')
      .where('order_id', '=', order.id)
      .execute();
    expect((sms?.body as { text: string }).text).toMatch(/https:\/\/checkout\.paycom\.uz\/\S+/);
  });

  it('refuses bad phone orders in words, and the kitchen and couriers', async () => {
    const { operator, kitchen, courier, products, branch, nextCaller, call, plovWithEgg } = desk;
    const phone = nextCaller();
    const draft = {
      phone,
      serviceType: 'PICK_UP',
      paymentType: 'CASH',
      branch: branch.id,
      cartItems: [plovWithEgg()],
    };
    const quote = await call('POST', '/ops/v1/phone/quote', operator, draft);
    // a total the operator read that is not the server's
    const wrong = await call('POST', '/ops/v1/phone/orders', operator, { ...draft, totalPrice: 1000 }, 'ru');
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('PRICE_MISMATCH');
    expect(wrong.body.description.ru).toContain(String(quote.body.totalPrice));
    // a saved card is not taken by phone; a dish without its required portion; no phone; no body
    expect(
      (await call('POST', '/ops/v1/phone/quote', operator, { ...draft, paymentType: 'OTHER' })).status,
    ).toBe(422);
    const noPortion = await call('POST', '/ops/v1/phone/quote', operator, {
      ...draft,
      cartItems: [{ productId: find(products, 'Tashkent plov').id, count: 1 }],
    });
    expect(noPortion.status).toBe(422);
    expect(noPortion.body.description.uz.length).toBeGreaterThan(0);
    expect((await call('POST', '/ops/v1/phone/quote', operator, { ...draft, phone: '12345' })).status).toBe(
      400,
    );
    expect((await call('POST', '/ops/v1/phone/orders', operator, {})).status).toBe(400);
    expect((await call('GET', '/ops/v1/phone/customer?phone=abc', operator)).status).toBe(400);
    // a delivery outside every zone
    const far = await call('POST', '/ops/v1/phone/quote', operator, {
      ...draft,
      serviceType: 'DELIVERY',
      address: { latitude: 10, longitude: 10 },
    });
    expect(far.status).toBe(422);
    // a dish on the stop-list is not sold by phone either
    const somsa = find(products, 'Tandoor somsa');
    const stop = await call('POST', '/ops/v1/stop-list', operator, {
      productId: somsa.id,
      branchId: null,
      until: null,
    });
    expect(stop.status).toBeLessThan(300);
    const stopped = await call('POST', '/ops/v1/phone/quote', operator, {
      ...draft,
      cartItems: [{ productId: somsa.id, count: 1 }],
    });
    expect(stopped.status).toBe(422);
    await call('DELETE' as 'POST', `/ops/v1/stop-list/${stop.body.id}`, operator);
    for (const token of [kitchen, courier]) {
      expect((await call('GET', `/ops/v1/phone/customer?phone=${phone}`, token)).status).toBe(403);
      expect((await call('POST', '/ops/v1/phone/quote', token, draft)).status).toBe(403);
      expect((await call('POST', '/ops/v1/phone/orders', token, { ...draft, totalPrice: 1 })).status).toBe(
        403,
      );
    }
    const none = await server.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirst();
    expect(none).toBeUndefined();
  });
});
