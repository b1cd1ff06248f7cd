import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDeliveryOrder } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo
const JAVLON = '998900000006'; // a courier of every branch

describe.each(DATABASES)("the couriers in the desk's day report on %s", (kind) => {
  let server: TestServer;
  let operator: string;
  let kitchen: string;
  let javlon: string;
  let customer: string;
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    server.call({ method, url: `/api${url}`, headers: headers(M, token), ...(payload ? { payload } : {}) });
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' }).format(new Date());

  beforeAll(async () => {
    server = await startTestServer(kind);
    operator = (await login(server, M, '998900000001', '10.53.0.1', '/api/ops/v1')).token;
    kitchen = (await login(server, M, '998900000002', '10.53.0.2', '/api/ops/v1')).token;
    javlon = (await login(server, M, JAVLON, '10.53.0.3', '/api/ops/v1')).token;
    customer = (await login(server, M, '998901005301', '10.53.0.4')).token;
  });
  afterAll(() => server.close());

  /** A cash delivery Javlon carries from the desk to the door, collecting its total. */
  const carried = async () => {
    const order = await placeDeliveryOrder(server, M, customer);
    const courierId = (await call('GET', '/courier/v1/orders', javlon)).body.courier.id as number;
    expect((await call('POST', `/ops/v1/orders/${order.id}/assign`, operator, { courierId })).status).toBe(
      200,
    );
    for (const status of ['ACCEPTED', 'COOKING', 'DONE'])
      expect((await call('POST', `/ops/v1/orders/${order.id}/status`, operator, { status })).status).toBe(
        200,
      );
    const step = (body: object) => call('POST', `/courier/v1/orders/${order.id}/step`, javlon, body);
    expect((await step({ courierStatus: 'PERFORMER_PICKUPED' })).status).toBe(200);
    expect(
      (await step({ courierStatus: 'PERFORMER_DELIVERED_FINISH', cashCollected: order.totalPrice })).body
        .status,
    ).toBe('DELIVERED');
    return order;
  };

  it("counts each courier's deliveries, minutes from pick-up to delivered, late ones and cash to hand over, in the report and its spreadsheet", async () => {
    await call('POST', '/courier/v1/shift', javlon, { on: true });
    const onTime = await carried();
    const late = await carried();
    // the customer asked for a time already past when it came: late
    await server.db
      .updateTable('orders')
      .set({ later: true, delivery_at: new Date(Date.now() - 60_000) })
      .where('id', '=', late.id)
      .execute();

    const report = await call('GET', `/ops/v1/reports/day?day=${today()}`, operator);
    expect(report.status).toBe(200);
    expect(report.body.couriers).toEqual([
      {
        courierId: expect.any(Number),
        name: 'Javlon Toshev',
        yandex: false,
        deliveries: 2,
        averageMinutes: expect.any(Number),
        late: 1,
        cashCollected: onTime.totalPrice + late.totalPrice,
      },
    ]);
    // the Couriers panel counts the same deliveries the same way
    const panel = await call('GET', `/ops/v1/couriers/day?day=${today()}`, operator);
    expect(panel.body).toEqual(report.body.couriers);
    // the kitchen has no use for it
    expect((await call('GET', `/ops/v1/reports/day?day=${today()}`, kitchen)).status).toBe(403);

    const csv = await server.call({
      method: 'GET',
      url: `/api/ops/v1/reports/orders.csv?from=${today()}&to=${today()}`,
      headers: { ...headers(M, operator), 'accept-language': 'ru' },
    });
    const rows = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]?.at(-1)).toBe('курьер');
    for (const order of [onTime, late])
      expect(rows.find((r) => r[0] === String(order.number))?.at(-1)).toBe('Javlon Toshev');
    // before the till's two rows: the cash Javlon hands over
    expect(rows.at(-3)?.[0]).toBe('наличные к сдаче: Javlon Toshev');
    expect(Number(rows.at(-3)?.[7])).toBe(onTime.totalPrice + late.totalPrice);
    expect(rows.at(-2)?.[0]).toBe('получено наличными');
  });

  it('reports no couriers on a day nobody delivered', async () => {
    const report = await call('GET', '/ops/v1/reports/day?day=2026-01-05', operator);
    expect(report.status).toBe(200);
    expect(report.body.couriers).toEqual([]);
  });
});
