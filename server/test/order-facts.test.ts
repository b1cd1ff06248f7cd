import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_API_KEY } from '../config';
import type { Schemas } from '../http/types';
import { fakeIikoStop } from '../pos/iiko/fake-iiko';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';
import { zipOf } from './folder-zip';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { iikoWorld, OSH } from './pos-support';

const M = 1; // demo

/**
 * An order reads the branch, the dishes, the stop-list and the payment methods; on the embedded
 * database they are kept in memory between orders. Each way they change — a folder applied,
 * the back office's save, hide and undo, its hours, the desk's stop set and lifted, a stop that ends
 * on its own, a branch paused and resumed, the POS's stop-list and menu — is made through its real
 * path right after an order was placed (so whatever is kept is warm), and the very next order is
 * priced or refused by the change.
 */
describe.each(DATABASES)('the next order after a change of what it reads, on %s', (kind) => {
  let server: TestServer;
  let customer: string;
  let operator: string;
  let manager: string;
  let branch: number;
  const place = (payload: Schemas['OrderRequest']) =>
    server.call({ method: 'POST', url: '/api/orders/v1/orders', headers: headers(M, customer), payload });
  /** an order of one dish priced from the menu the storefront shows now */
  const request = async (dish: string, extra: Partial<Schemas['OrderRequest']> = {}) => {
    const products = (await menu(server, M)).products;
    return orderRequest(products, [lineFor(find(products, dish))], {
      branch,
      serviceType: 'PICK_UP',
      ...extra,
    });
  };
  const refusal = async (payload: Schemas['OrderRequest']) => {
    const answer = await place(payload);
    return [answer.status, answer.body.code];
  };
  const manage = (method: string, path: string, payload?: object) =>
    server.call({
      method: method as 'GET',
      url: `/api/manage/v1${path}`,
      headers: headers(M, manager),
      ...(payload ? { payload } : {}),
    });
  const ops = (method: string, path: string, payload?: object) =>
    server.call({
      method: method as 'GET',
      url: `/api/ops/v1${path}`,
      headers: headers(M, operator),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    customer = (await login(server, M, '998901000551', '10.51.0.1')).token;
    operator = (await login(server, M, '998900000001', '10.51.0.2', '/api/ops/v1')).token;
    manager = (await login(server, M, '998900000003', '10.51.0.3', '/api/ops/v1')).token;
    branch = (await branches(server, M))[0]!.id;
  });
  afterAll(() => server.close());

  it('a folder applied: a new price and a payment method turned off', async () => {
    const before = await request('Tashkent plov', { paymentType: 'TERMINAL' });
    expect((await place(before)).status).toBe(200);
    const applied = await server.call({
      method: 'PUT',
      url: '/api/admin/v1/merchants/demo/config',
      headers: { authorization: `Bearer ${DEV_ADMIN_API_KEY}`, 'content-type': 'application/zip' },
      payload: zipOf('server/seed/demo', {
        'menu.json': (m: any) => ({
          ...m,
          products: m.products.map((p: any) => (p.key === 'toshkent-oshi' ? { ...p, price: 47000 } : p)),
        }),
        'payments.json': (methods: any[]) =>
          methods.map((p) => (p.type === 'TERMINAL' ? { ...p, web: false } : p)),
      }),
    });
    expect(applied.status).toBe(200);
    expect(await refusal(before)).toEqual([422, 'PAYMENT_NOT_AVAILABLE']);
    expect(await refusal({ ...before, paymentType: 'CASH' })).toEqual([422, 'PRICE_MISMATCH']);
    // the storefront's menu hears of it on the bus too (on PostgreSQL a notification later)
    await expect.poll(async () => (await request('Tashkent plov')).totalPrice).toBe(before.totalPrice + 2000);
    expect((await place(await request('Tashkent plov'))).status).toBe(200);
  });

  it("the back office's price change, its undo, and a dish hidden", async () => {
    const before = await request('Manti');
    expect((await place(before)).status).toBe(200);
    const manti = find((await menu(server, M)).products, 'Manti');
    const stored = (await manage('GET', `/products/${manti.id}`)).body;
    const saved = await manage('PATCH', `/products/${manti.id}`, {
      version: stored.version,
      price: stored.price + 1000,
    });
    expect(saved.status).toBe(200);
    expect(await refusal(before)).toEqual([422, 'PRICE_MISMATCH']);
    const dearer = { ...before, totalPrice: before.totalPrice + 1000 };
    await expect.poll(async () => (await request('Manti')).totalPrice).toBe(dearer.totalPrice);
    expect((await place(dearer)).status).toBe(200);

    const change = (await manage('GET', '/changes')).body.find(
      (c: { rowId: number; action: string; kind: string }) =>
        c.kind === 'product' && c.rowId === manti.id && c.action === 'changed',
    );
    expect((await manage('POST', `/changes/${change.id}/undo`)).status).toBe(200);
    expect(await refusal(dearer)).toEqual([422, 'PRICE_MISMATCH']);
    expect((await place(before)).status).toBe(200);

    expect((await manage('DELETE', `/products/${manti.id}`)).status).toBe(200);
    expect(await refusal(before)).toEqual([422, 'PRODUCT_NOT_AVAILABLE']);
  });

  it("the desk's stop set and lifted, and a stop that ends on its own", async () => {
    const somsa = await request('Tandoor somsa');
    expect((await place(somsa)).status).toBe(200);
    const productId = somsa.cartItems[0]!.productId;
    const stop = await ops('POST', '/stop-list', { productId, branchId: branch });
    expect(stop.status).toBe(200);
    expect(await refusal(somsa)).toEqual([422, 'PRODUCT_NOT_AVAILABLE']);
    expect((await ops('DELETE', `/stop-list/${stop.body.id}`)).status).toBe(204);
    expect((await place(somsa)).status).toBe(200);

    const brief = await ops('POST', '/stop-list', {
      productId,
      until: new Date(Date.now() + 1500).toISOString(),
    });
    expect(brief.status).toBe(200);
    expect(await refusal(somsa)).toEqual([422, 'PRODUCT_NOT_AVAILABLE']);
    await expect.poll(async () => (await place(somsa)).status, { timeout: 20_000, interval: 200 }).toBe(200);
  });

  it('a branch paused and resumed, and its hours changed in the back office', async () => {
    const somsa = await request('Tandoor somsa');
    expect((await place(somsa)).status).toBe(200);
    const pausedUntil = new Date(Date.now() + 30 * 60_000).toISOString();
    expect((await ops('PUT', `/branches/${branch}/busy`, { pausedUntil, extraMinutes: 0 })).status).toBe(200);
    expect(await refusal(somsa)).toEqual([422, 'BRANCH_PAUSED']);
    expect(
      (await ops('PUT', `/branches/${branch}/busy`, { pausedUntil: null, extraMinutes: 0 })).status,
    ).toBe(200);
    expect((await place(somsa)).status).toBe(200);

    // the demo's business clock says 13:00 (harness OPEN_CLOCK): opening at 14:00 closes it now
    const stored = (await manage('GET', '/branches')).body.find((b: { id: number }) => b.id === branch);
    const hours = await manage('PUT', `/branches/${branch}/hours`, {
      version: stored.version,
      open: '14:00',
      close: '22:00',
    });
    expect(hours.status).toBe(200);
    expect(await refusal(somsa)).toEqual([422, 'BRANCH_CLOSED']);
  });
});

describe.each(DATABASES)("the next order after the POS's stop-list and menu change, on %s", (kind) => {
  const w = iikoWorld(kind);
  const request = async (dish: string) => {
    const products = (await menu(w.server, OSH)).products;
    const branch = (await branches(w.server, OSH))[0]!.id;
    return orderRequest(products, [lineFor(find(products, dish))], { branch, serviceType: 'PICK_UP' });
  };
  const place = (payload: Schemas['OrderRequest']) =>
    w.server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(OSH, w.customer),
      payload,
    });

  it('a stop-list from the POS refuses the dish, and its lifting sells it again', async () => {
    const manti = await request('Manti');
    expect((await place(manti)).status).toBe(200);
    const ids = await w.server.db
      .selectFrom('branches')
      .innerJoin('products', 'products.merchant_id', 'branches.merchant_id')
      .select(['branches.pos_ids as branch', 'products.pos_ids as product'])
      .where('branches.id', '=', manti.branch)
      .where('products.id', '=', manti.cartItems[0]!.productId)
      .executeTakeFirstOrThrow();
    await fakeIikoStop(w.iiko, ids.branch.iiko as string, [ids.product.iiko as string]);
    const refused = await place(manti);
    expect([refused.status, refused.body.code]).toEqual([422, 'PRODUCT_NOT_AVAILABLE']);
    await fakeIikoStop(w.iiko, ids.branch.iiko as string, []);
    expect((await place(manti)).status).toBe(200);
  });

  it("the POS's menu sync changes a price", async () => {
    const before = await request('Manti');
    expect((await place(before)).status).toBe(200);
    const row = await w.server.db
      .selectFrom('products')
      .select(['cost_price', 'pos_ids'])
      .where('id', '=', before.cartItems[0]!.productId)
      .executeTakeFirstOrThrow();
    const kept = w.iiko.products;
    w.iiko.products = kept.map((p) =>
      p.id === row.pos_ids.iiko
        ? { ...p, sizePrices: [{ sizeId: null, price: { currentPrice: row.cost_price + 3000 } }] }
        : p,
    );
    const sync = await w.server.call({
      method: 'POST',
      url: '/api/ops/v1/pos/menu-sync?dryRun=false',
      headers: headers(OSH, w.operator),
    });
    w.iiko.products = kept;
    expect(sync.status).toBe(200);
    const refused = await place(before);
    expect([refused.status, refused.body.code]).toEqual([422, 'PRICE_MISMATCH']);
    await expect.poll(async () => (await request('Manti')).totalPrice).toBe(before.totalPrice + 3000);
    expect((await place({ ...before, totalPrice: before.totalPrice + 3000 })).status).toBe(200);
  });
});
