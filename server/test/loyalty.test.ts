import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, find, lineFor, menu, orderRequest, placePickUpOrder } from './fixtures';
import { DATABASES, headers, login, moveOrder, startTestServer, type TestServer } from './harness';

const M = 1; // demo: cashback on, the balance may pay
const MANAGER = '998901110047';

/** The merchant's own loyalty: its manager sets it, fulfilment earns its rate, checkout holds its cap. */
describe.each(DATABASES)('loyalty settings on %s', (kind) => {
  let server: TestServer;
  let manager: string;
  let operator: string;
  let customer: { token: string; user: { id: number } };
  const loyalty = (method: 'GET' | 'PUT', token: string, payload?: object) =>
    server.call({
      method,
      url: '/api/manage/v1/loyalty',
      headers: headers(M, token),
      ...(payload ? { payload } : {}),
    });
  const move = (id: number, status: string) => moveOrder(server, M, operator, id, status);
  const balance = async () =>
    (await server.call({ method: 'GET', url: '/api/users/v1/users/me', headers: headers(M, customer.token) }))
      .body.cashback as number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    manager = (await login(server, M, MANAGER, '10.48.0.1', '/api/ops/v1')).token;
    operator = (await login(server, M, '998900000001', '10.48.0.2', '/api/ops/v1')).token;
    customer = await login(server, M, '998901480001', '10.48.0.3');
  });
  afterAll(() => server.close());

  it('starts from 3 %, the whole order, never expiring; only the manager reads or sets it; bad numbers 400', async () => {
    expect((await loyalty('GET', manager)).body).toEqual({
      cashbackPercent: 3,
      maxPayPercent: 100,
      expiryDays: null,
      birthday: null,
    });
    const good = { cashbackPercent: 7.5, maxPayPercent: 10, expiryDays: 90, birthday: null };
    expect((await loyalty('GET', operator)).status).toBe(403);
    expect((await loyalty('PUT', operator, good)).status).toBe(403);
    for (const bad of [
      { ...good, cashbackPercent: 31 },
      { ...good, cashbackPercent: -1 },
      { ...good, cashbackPercent: 2.345 },
      { ...good, maxPayPercent: 101 },
      { ...good, expiryDays: 0 },
      { ...good, birthday: { percent: 10, daysBefore: 3 } },
    ])
      expect((await loyalty('PUT', manager, bad)).status).toBe(400);
  });

  it('earns the merchant’s own rate on fulfilment and shows it with the balance', async () => {
    const set = {
      cashbackPercent: 7.5,
      maxPayPercent: 100,
      expiryDays: null,
      birthday: { percent: 15, daysBefore: 3, daysAfter: 3 },
    };
    expect((await loyalty('PUT', manager, set)).body).toEqual(set);
    const before = await balance();
    const order = await placePickUpOrder(server, M, customer.token);
    for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED'])
      expect((await move(order.id, status)).status).toBe(200);
    expect(await balance()).toBe(before + Math.floor((order.totalPrice * 7.5) / 100));
    const history = await server.call({
      method: 'GET',
      url: '/api/users/v1/cashback/history',
      headers: headers(M, customer.token),
    });
    expect(history.body.percent).toBe(7.5);
  });

  it('lets cashback pay no more of an order than the merchant allows', async () => {
    await loyalty('PUT', manager, {
      cashbackPercent: 3,
      maxPayPercent: 10,
      expiryDays: null,
      birthday: null,
    });
    await server.db
      .updateTable('users')
      .set({ cashback: 1_000_000 })
      .where('id', '=', customer.user.id)
      .execute();
    const products = (await menu(server, M)).products;
    const branch = (await branches(server, M))[0]!;
    const place = (cashback: number) =>
      server.call({
        method: 'POST',
        url: '/api/orders/v1/orders',
        headers: headers(M, customer.token),
        payload: orderRequest(products, [lineFor(find(products, 'Tandoor somsa'), 4)], {
          branch: branch.id,
          serviceType: 'PICK_UP',
          cashback,
        }),
      });
    const whole = orderRequest(products, [lineFor(find(products, 'Tandoor somsa'), 4)], {
      branch: branch.id,
      serviceType: 'PICK_UP',
    }).totalPrice;
    const cap = Math.floor(whole / 10);
    const over = await place(cap + 1);
    expect([over.status, over.body.code]).toEqual([422, 'CASHBACK_OVER_LIMIT']);
    expect((await place(cap)).status).toBe(200);
  });
});
