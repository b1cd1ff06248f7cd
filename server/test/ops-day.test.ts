import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localParts } from '../../src/domain/schedule';
import { placeDeliveryOrder, placePickUpOrder } from './fixtures';
import { DATABASES, headers, login, moveOrder, startTestServer, type TestServer } from './harness';

const M = 1; // demo
const CUSTOMER = '998901000093';

/** The desk over a whole service: the board keeps what waits, the history finds what finished. */
describe.each(DATABASES)('the desk over a day on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let kitchen: string;
  let customer: string;
  const list = async (query: string, token = operator) => {
    const res = await server.call({
      method: 'GET',
      url: `/api/ops/v1/orders?${query}`,
      headers: headers(M, token),
    });
    expect(res.status).toBe(200);
    return res.body as { content: { id: number; number: number; status: string }[]; totalElements: number };
  };
  const move = (id: number, status: string) => moveOrder(server, M, operator, id, status);

  beforeAll(async () => {
    server = await startTestServer(kind);
    operator = (await login(server, M, '998900000001', '10.9.1.1', '/api/ops/v1')).token;
    kitchen = (await login(server, M, '998900000002', '10.9.1.2', '/api/ops/v1')).token;
    const me = await login(server, M, CUSTOMER, '10.9.1.3');
    customer = me.token;
    await server.call({
      method: 'PUT',
      url: `/api/users/v1/users/${me.user.id}`,
      headers: headers(M, customer),
      payload: { firstName: 'Gulnora', lastName: 'Tursunova' },
    });
  });
  afterAll(() => server.close());

  it('keeps a waiting order on the board after 150 newer finished ones; they go to the history', async () => {
    const waiting = await placePickUpOrder(server, M, customer);
    const accepted = await placePickUpOrder(server, M, customer);
    expect((await move(accepted.id, 'ACCEPTED')).status).toBe(200);
    for (let i = 0; i < 150; i++) {
      const o = await placePickUpOrder(server, M, customer);
      const cancel = await server.call({
        method: 'POST',
        url: `/api/orders/v1/orders/${o.id}/cancel`,
        headers: headers(M, customer),
        payload: { reason: 'Lunch rush test' },
      });
      expect(cancel.status).toBe(200);
    }
    // the newest 100 of any status would hold no waiting order at all
    expect((await list('size=100')).content.map((o) => o.id)).not.toContain(waiting.id);
    const board = await list('view=board&size=500');
    expect(board.content.map((o) => o.id)).toEqual(expect.arrayContaining([waiting.id, accepted.id]));
    expect(board.content.every((o) => o.status !== 'CANCELED' && o.status !== 'CLOSED')).toBe(true);
    // the kitchen's board: only what it cooks
    const cooks = await list('view=board&size=500', kitchen);
    expect(cooks.content.map((o) => o.id)).toContain(accepted.id);
    expect(cooks.content.every((o) => ['ACCEPTED', 'COOKING'].includes(o.status))).toBe(true);
    const history = await list('view=history&size=50');
    expect(history.totalElements).toBeGreaterThanOrEqual(150);
    expect(history.content.every((o) => o.status === 'CANCELED' || o.status === 'CLOSED')).toBe(true);
  });

  it('closes a delivered order from the desk and finds it in the history by number, phone and name', async () => {
    const order = await placeDeliveryOrder(server, M, customer);
    for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'ON_WAY', 'DELIVERED', 'CLOSED'])
      expect((await move(order.id, status)).body.status).toBe(status);
    const today = localParts(new Date()).day;
    for (const q of [String(order.number), '1000093', '00 93', 'gulnora', 'TURSUNOVA'])
      expect(
        (await list(`view=history&q=${encodeURIComponent(q)}&from=${today}&to=${today}`)).content.map(
          (o) => o.id,
        ),
      ).toContain(order.id);
    expect((await list(`view=history&q=Zebo`)).content).toEqual([]);
    // another range: not there
    expect((await list(`view=history&from=2020-01-01&to=2020-01-31`)).totalElements).toBe(0);
    // a search that looks like SQL's wildcards finds nothing it should not
    expect((await list(`view=history&q=${encodeURIComponent('%_')}`)).content).toEqual([]);
  });

  it("closes the day: the report's sums equal the orders', and the CSV has a row per order", async () => {
    const today = localParts(new Date()).day;
    const orders = (await list(`day=${today}&size=500`)).content as unknown as {
      number: number;
      status: string;
      totalPrice: number;
      paymentType: string;
    }[];
    const kept = orders.filter((o) => o.status !== 'CANCELED');
    const report = await server.call({
      method: 'GET',
      url: `/api/ops/v1/reports/day?day=${today}`,
      headers: headers(M, operator),
    });
    expect(report.status).toBe(200);
    const revenue = kept.reduce((sum, o) => sum + o.totalPrice, 0);
    expect(report.body).toMatchObject({
      day: today,
      orders: kept.length,
      cancelled: orders.length - kept.length,
      revenue,
      averageCheck: Math.round(revenue / kept.length),
    });
    const byPayment = report.body.byPayment as { key: string; revenue: number }[];
    expect(byPayment.reduce((sum, s) => sum + s.revenue, 0)).toBe(revenue);
    expect(report.body.topDishes.length).toBeGreaterThan(0);
    // the kitchen has no use for money
    const kitchenAsks = await server.call({
      method: 'GET',
      url: `/api/ops/v1/reports/day?day=${today}`,
      headers: headers(M, kitchen),
    });
    expect(kitchenAsks.status).toBe(403);

    const spreadsheet = async (lang: string) => {
      const csv = await server.call({
        method: 'GET',
        url: `/api/ops/v1/reports/orders.csv?from=${today}&to=${today}`,
        headers: { ...headers(M, operator), 'accept-language': lang },
      });
      expect(csv.status).toBe(200);
      expect(String(csv.headers['content-type'])).toContain('text/csv');
      return String(csv.body)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .map((line) => line.split(','));
    };
    const rows = await spreadsheet('en');
    expect(rows[0]).toEqual([
      'number',
      'time',
      'status',
      'service',
      'branch',
      'payment',
      'paid',
      'total',
      'delivery',
      'discount',
      'customer phone',
      'courier',
    ]);
    // a row per order, then the cash and the terminal money the till took
    expect(rows).toHaveLength(orders.length + 3);
    const orderRows = rows.slice(1, -2);
    expect(orderRows.every((r) => r.length === 12)).toBe(true);
    expect(orderRows.map((r) => Number(r[0])).sort()).toEqual(orders.map((o) => o.number).sort());
    expect(orderRows.some((r) => r[10] === CUSTOMER)).toBe(true);
    // in words, and a closed cash order counts as paid: the money is in the till
    const byNumber = new Map(orderRows.map((r) => [Number(r[0]), r]));
    const closedCash = orders.filter((o) => o.status === 'CLOSED' && o.paymentType === 'CASH');
    expect(closedCash.length).toBeGreaterThan(0);
    for (const o of closedCash)
      expect(byNumber.get(o.number)?.slice(2, 7)).toMatchObject([
        'closed',
        expect.any(String),
        expect.any(String),
        'Cash',
        'yes',
      ]);
    for (const o of orders.filter((o) => o.status === 'CANCELED'))
      expect(byNumber.get(o.number)?.[6]).toBe('no');
    const cash = closedCash.reduce((sum, o) => sum + o.totalPrice, 0);
    expect(rows.at(-2)?.[0]).toBe('cash collected');
    expect(Number(rows.at(-2)?.[7])).toBe(cash);
    expect(rows.at(-1)?.[0]).toBe('card terminal collected');
    // the staff member's language: the same sheet in Russian
    const ru = await spreadsheet('ru');
    expect(ru[0]?.slice(0, 3)).toEqual(['номер', 'время', 'статус']);
    expect(ru.at(-2)).toEqual(['получено наличными', '', '', '', '', '', '', String(cash), '', '', '', '']);
    expect(
      ru
        .slice(1, -2)
        .find((r) => Number(r[0]) === closedCash[0]?.number)
        ?.slice(5, 7),
    ).toEqual(['Наличные', 'да']);
  });

  it('refuses a day not on the calendar and a range that ends before it starts', async () => {
    for (const query of ['from=2026-02-31', 'day=2026-13-01', 'from=2026-03-02&to=2026-03-01']) {
      const res = await server.call({
        method: 'GET',
        url: `/api/ops/v1/orders?${query}`,
        headers: headers(M, operator),
      });
      expect([query, res.status, res.body.code]).toEqual([query, 400, 'VALIDATION']);
    }
  });
});
