import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDeliveryOrder, placePickUpOrder } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { payme } from './providers';

const M = 1; // demo

/** Fiscal receipts through Payme: the items with the check, the receipt Payme registers. */
describe.each(DATABASES)('Payme fiscal receipts on %s', (kind) => {
  let server: TestServer;
  let token: string;
  const tiyin = (o: { totalPrice: number }) => Math.round(o.totalPrice * 100);
  const mine = async (id: number) =>
    (await server.call({ method: 'GET', url: `/api/orders/v1/orders/${id}`, headers: headers(M, token) }))
      .body;

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await login(server, M, '998901000073', '10.7.0.3')).token;
  });
  afterAll(() => server.close());

  it("lists the fiscal receipt's items with the check, and keeps the receipt Payme registers", async () => {
    const o = await placeDeliveryOrder(server, M, token, 'PAYME');
    const account = { order_id: String(o.id) };
    const check = await payme(server, 'CheckPerformTransaction', { amount: tiyin(o), account });
    const detail = check.result.detail;
    expect(detail.receipt_type).toBe(0);
    expect(detail.shipping).toEqual({ title: 'Yetkazib berish', price: (o.deliveryPrice ?? 0) * 100 });
    expect(detail.items[0]).toMatchObject({
      title: 'Toshkent oshi',
      count: 1,
      code: expect.stringMatching(/^\d{17}$/),
      package_code: expect.any(String),
      vat_percent: expect.any(Number),
    });
    const sum = detail.items.reduce(
      (n: number, i: { price: number; count: number; discount?: number }) =>
        n + i.price * i.count - (i.discount ?? 0),
      detail.shipping.price,
    );
    expect(sum).toBe(tiyin(o));

    const params = { id: `pm-fiscal-${o.id}`, time: Date.now(), amount: tiyin(o), account };
    const fiscal = {
      receipt_id: 1024,
      status_code: 0,
      message: 'accepted',
      terminal_id: 'EP000000000025',
      fiscal_sign: '123456789012',
      qr_code_url: `https://ofd.soliq.uz/epi?t=EP000000000025&r=1024&c=20261125120000&s=123456789012`,
      date: '20261125120000',
    };
    await payme(server, 'CreateTransaction', params);
    // not performed yet: no sale to register
    expect(
      (await payme(server, 'SetFiscalData', { id: params.id, type: 'PERFORM', fiscal_data: fiscal })).error
        ?.code,
    ).toBe(-31008);
    await payme(server, 'PerformTransaction', { id: params.id });
    expect(
      (await payme(server, 'SetFiscalData', { id: params.id, type: 'SALE', fiscal_data: fiscal })).error
        ?.code,
    ).toBe(-32600);
    expect(
      (
        await payme(server, 'SetFiscalData', {
          id: 'pm-nobody',
          type: 'PERFORM',
          fiscal_data: fiscal,
        })
      ).error?.code,
    ).toBe(-31003);
    const set = await payme(server, 'SetFiscalData', { id: params.id, type: 'PERFORM', fiscal_data: fiscal });
    expect(set.result).toEqual({ success: true });
    expect((await mine(o.id)).fiscalReceiptUrl).toBe(fiscal.qr_code_url);
  });
});

describe('a merchant without Payme credentials', () => {
  it("offers no Payme payment and never borrows another merchant's account", async () => {
    const server = await startTestServer('pglite');
    try {
      // osh's Payme merchant id forgotten (before this process read osh)
      await server.db
        .updateTable('merchants')
        .set({ secrets: JSON.stringify({ paymeKey: 'osh-payme-key' }) })
        .where('sub', '=', 'osh')
        .execute();
      const { token } = await login(server, 2, '998901000072', '10.7.0.2');
      await expect(placePickUpOrder(server, 2, token, 'Samarkand plov', 'PAYME')).rejects.toThrow(
        /422.*PAYMENT_NOT_AVAILABLE/,
      );
    } finally {
      await server.close();
    }
  });
});
