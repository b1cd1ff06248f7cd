import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { find } from './fixtures';
import { DATABASES, login, openStream, startTestServer, type TestServer } from './harness';
import { M, phoneDesk, type StaffOrder } from './phone-desk';
import { branchHours } from '../../src/catalog/mappers';
import { localParts, timeSlots } from '../../src/domain/schedule';

describe.each(DATABASES)('order edits on the desk on %s', (kind) => {
  let server: TestServer;
  let desk: Awaited<ReturnType<typeof phoneDesk>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    desk = await phoneDesk(server, '10.9.6');
  });
  afterAll(() => server.close());

  it("edits an accepted order: re-priced, logged who and what, heard on the customer's page", async () => {
    const {
      operator,
      kitchen,
      courier,
      products,
      branch,
      nextCaller,
      call,
      plovWithEgg,
      tariff,
      takeOrder,
      move,
    } = desk;
    const phone = nextCaller();
    const order = await takeOrder(phone);
    expect((await move(order.id, 'ACCEPTED')).status).toBe(200);
    const customer = await login(server, M, phone, '10.9.5.10');
    const ticket = await call('POST', `/orders/v1/orders/${order.id}/events/ticket`, customer.token);
    const stream = await openStream(
      server,
      `/api/orders/v1/orders/${order.id}/events?merchantId=${M}&ticket=${ticket.body.ticket}`,
    );
    await stream.until((text) => text.includes('"status":"ACCEPTED"'));

    const tea = find(products, 'Green tea');
    const cart = [plovWithEgg(), { productId: tea.id, count: 2, modifications: [] }];
    const preview = await call('POST', `/ops/v1/orders/${order.id}/edit`, operator, {
      cartItems: cart,
      dryRun: true,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.totalPrice).toBe(order.totalPrice + 2 * tea.costPrice);
    const unchanged = await call('GET', `/ops/v1/orders/${order.id}`, operator);
    expect(unchanged.body.totalPrice).toBe(order.totalPrice);

    // a total that is not the server's is refused; the server's is taken
    const wrong = await call('POST', `/ops/v1/orders/${order.id}/edit`, operator, {
      cartItems: cart,
      totalPrice: 5,
    });
    expect(wrong.status).toBe(422);
    const edited = await call(
      'POST',
      `/ops/v1/orders/${order.id}/edit`,
      operator,
      { cartItems: cart, comment: 'ring twice', totalPrice: preview.body.totalPrice },
      'en',
    );
    expect(edited.status).toBe(200);
    expect(edited.body.totalPrice).toBe(order.totalPrice + 2 * tea.costPrice);
    expect(edited.body.productCount).toBe(3);
    expect(edited.body.comment).toBe('ring twice');
    const entry = (edited.body as StaffOrder).log?.find((l) => l.kind === 'UPDATE');
    expect(entry?.by).toBe('Dilnoza');
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'line:Green tea', before: 0, after: 2 },
        { field: 'comment', before: 'call at the gate', after: 'ring twice' },
        { field: 'totalPrice', before: order.totalPrice, after: edited.body.totalPrice },
      ]),
    );
    const heard = await stream.until((text) => text.includes('"edited":true'));
    expect(heard).toContain('"edited":true');
    stream.close();
    const seen = await call('GET', `/orders/v1/orders/${order.id}`, customer.token);
    expect(seen.body.totalPrice).toBe(edited.body.totalPrice);

    // a new address is priced by its zone
    const zone = await tariff({ latitude: branch.latitude + 0.004, longitude: branch.longitude + 0.001 });
    const moved = await call('POST', `/ops/v1/orders/${order.id}/edit`, operator, {
      address: {
        latitude: branch.latitude + 0.004,
        longitude: branch.longitude + 0.001,
        streetName: 'Navoi',
      },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.address.streetName).toBe('Navoi');
    expect(moved.body.deliveryPrice).toBe(zone.deliveryPrice);

    // once cooking it can no longer change
    expect((await move(order.id, 'COOKING', kitchen)).status).toBe(200);
    const late = await call('POST', `/ops/v1/orders/${order.id}/edit`, operator, { comment: 'x' }, 'ru');
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('ORDER_NOT_EDITABLE');
    expect(late.body.description.ru).toContain('кухня');
    // the kitchen and couriers may not change orders; nothing to change is 400
    expect((await call('POST', `/ops/v1/orders/${order.id}/edit`, kitchen, { comment: 'x' })).status).toBe(
      403,
    );
    expect((await call('POST', `/ops/v1/orders/${order.id}/edit`, courier, { comment: 'x' })).status).toBe(
      403,
    );
    expect((await call('POST', `/ops/v1/orders/${order.id}/edit`, operator, {})).status).toBe(400);
    expect((await call('POST', '/ops/v1/orders/99999999/edit', operator, { comment: 'x' })).status).toBe(404);
  });

  it('owes back the difference of a paid online order made cheaper, and asks for it when made dearer', async () => {
    const { operator, nextCaller, call, plovWithEgg, takeOrder } = desk;
    const order = await takeOrder(nextCaller(), { paymentType: 'PAYME' });
    await server.db.updateTable('orders').set({ is_paid: true }).where('id', '=', order.id).execute();
    const plov = plovWithEgg();
    const cheaper = await call('POST', `/ops/v1/orders/${order.id}/edit`, operator, {
      cartItems: [{ ...plov, modifications: plov.modifications.slice(0, 1) }],
    });
    expect(cheaper.status).toBe(200);
    const egg = order.cartItems[0]?.modifications[1]?.price ?? 0;
    expect(egg).toBeGreaterThan(0);
    expect(cheaper.body.totalPrice).toBe(order.totalPrice - egg);
    expect(cheaper.body.refundOwed).toBe(egg);
    // back to what was paid: nothing owed; more than that: refused
    const back = await call('POST', `/ops/v1/orders/${order.id}/edit`, operator, { cartItems: [plov] });
    expect(back.body.refundOwed).toBe(0);
    // more than that: the difference is asked for (edit-difference.test.ts pays it)
    const dearer = await call('POST', `/ops/v1/orders/${order.id}/edit`, operator, {
      cartItems: [{ ...plov, count: 2 }],
    });
    expect(dearer.status).toBe(200);
    expect(dearer.body.extraDue).toBe(dearer.body.totalPrice - order.totalPrice);
    expect(dearer.body.refundOwed).toBe(0);
  });

  it('moves an order to a later slot the branch is open for and to a terminal, logged and heard; refuses other times and online methods in words', async () => {
    const { operator, nextCaller, call, takeOrder, move } = desk;
    const phone = nextCaller();
    const order = await takeOrder(phone);
    expect((await move(order.id, 'ACCEPTED')).status).toBe(200);
    const customer = await login(server, M, phone, '10.9.5.11');
    const ticket = await call('POST', `/orders/v1/orders/${order.id}/events/ticket`, customer.token);
    const stream = await openStream(
      server,
      `/api/orders/v1/orders/${order.id}/events?merchantId=${M}&ticket=${ticket.body.ticket}`,
    );
    await stream.until((text) => text.includes('"status":"ACCEPTED"'));

    // tomorrow's slots by the branch's own hours, as the checkout offers them
    const branch = await server.db
      .selectFrom('branches')
      .selectAll()
      .where('id', '=', order.branch)
      .executeTakeFirstOrThrow();
    const day = localParts(new Date(Date.now() + 86_400_000)).day;
    const slots = timeSlots(branchHours(branch), day, new Date());
    const slot = slots[1] as string;
    expect(slot).toBeDefined();
    const closed = Array.from(
      { length: 48 },
      (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    ).find((t) => !slots.includes(t));
    const outside = await call(
      'POST',
      `/ops/v1/orders/${order.id}/edit`,
      operator,
      { day, time: closed },
      'ru',
    );
    expect(outside.status).toBe(422);
    expect(outside.body.code).toBe('SCHEDULE_OUTSIDE_HOURS');
    expect(outside.body.description.ru).toBe('Филиал в это время закрыт');
    const yesterday = localParts(new Date(Date.now() - 86_400_000)).day;
    const past = await call('POST', `/ops/v1/orders/${order.id}/edit`, operator, {
      day: yesterday,
      time: slot,
    });
    expect(past.body.code).toBe('SCHEDULE_IN_PAST');
    expect((await call('POST', `/ops/v1/orders/${order.id}/edit`, operator, { day })).body.code).toBe(
      'SCHEDULE_REQUIRED',
    );
    // an online method is asked for by its link, not set on the desk
    const online = await call(
      'POST',
      `/ops/v1/orders/${order.id}/edit`,
      operator,
      { paymentType: 'PAYME' },
      'uz',
    );
    expect(online.status).toBe(422);
    expect(online.body.code).toBe('PAYMENT_NOT_EDITABLE');
    expect(online.body.description.uz).toContain('naqd yoki terminal');
    const still = (await call('GET', `/ops/v1/orders/${order.id}`, operator)).body as StaffOrder;
    expect([still.later, still.paymentType, still.log?.some((l) => l.kind === 'UPDATE')]).toEqual([
      false,
      'CASH',
      false,
    ]);

    const edited = await call('POST', `/ops/v1/orders/${order.id}/edit`, operator, {
      day,
      time: slot,
      paymentType: 'TERMINAL',
      totalPrice: order.totalPrice,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      later: true,
      day,
      time: slot,
      paymentType: 'TERMINAL',
      status: 'ACCEPTED',
    });
    expect(new Date(edited.body.deliveryAt).getTime()).toBeGreaterThan(Date.now());
    expect((edited.body as StaffOrder).log?.find((l) => l.kind === 'UPDATE')?.changes).toEqual(
      expect.arrayContaining([
        { field: 'time', before: null, after: `${day} ${slot}` },
        { field: 'paymentType', before: 'CASH', after: 'TERMINAL' },
      ]),
    );
    await stream.until((text) => text.includes('"edited":true'));
    stream.close();
    const seen = (await call('GET', `/orders/v1/orders/${order.id}`, customer.token)).body;
    expect(seen).toMatchObject({ later: true, day, time: slot, paymentType: 'TERMINAL' });
  });

  it('keeps the payment method of an order paid online', async () => {
    const { operator, nextCaller, call, takeOrder } = desk;
    const order = await takeOrder(nextCaller(), { paymentType: 'PAYME' });
    await server.db.updateTable('orders').set({ is_paid: true }).where('id', '=', order.id).execute();
    const cash = await call('POST', `/ops/v1/orders/${order.id}/edit`, operator, { paymentType: 'CASH' });
    expect(cash.status).toBe(409);
    expect(cash.body.code).toBe('EDIT_EXCEEDS_PAID');
  });

  it("an edit racing the kitchen's start either lands before cooking or is refused, never lost", async () => {
    const { operator, kitchen, products, nextCaller, call, plovWithEgg, takeOrder, move } = desk;
    for (let round = 0; round < 4; round++) {
      const order = await takeOrder(nextCaller());
      expect((await move(order.id, 'ACCEPTED')).status).toBe(200);
      const tea = find(products, 'Black tea');
      const [edit, cook] = await Promise.all([
        call('POST', `/ops/v1/orders/${order.id}/edit`, operator, {
          cartItems: [plovWithEgg(), { productId: tea.id, count: 1, modifications: [] }],
        }),
        move(order.id, 'COOKING', kitchen),
      ]);
      expect(cook.status).toBe(200);
      const now = (await call('GET', `/ops/v1/orders/${order.id}`, operator)).body as StaffOrder;
      expect(now.status).toBe('COOKING');
      const kinds = (now.log ?? []).map((l) => (l.kind === 'UPDATE' ? 'UPDATE' : l.status));
      if (edit.status === 200) {
        // the edit came first: the kitchen cooks the changed order
        expect(now.totalPrice).toBe(order.totalPrice + tea.costPrice);
        expect(kinds.indexOf('UPDATE')).toBeLessThan(kinds.indexOf('COOKING'));
      } else {
        expect(edit.status).toBe(409);
        expect(edit.body.code).toBe('ORDER_NOT_EDITABLE');
        expect(now.totalPrice).toBe(order.totalPrice);
        expect(kinds).not.toContain('UPDATE');
      }
    }
  });
});
