import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { OrderEvents } from '../orders/events';
import { startSimulator } from '../orders/simulator';
import { headers, login, startTestServer, type TestServer } from './harness';
import { branches, find, lineFor, menu, orderRequest, placePickUpOrder } from './fixtures';

describe('CDN, simulator and live order events', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('serves originals and resized webp with long cache headers; a missing file is a 404', async () => {
    const original = await server.app.inject({ method: 'GET', url: '/cdn/demo-toshkent-oshi.svg' });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toContain('image/svg+xml');
    const resized = await server.app.inject({
      method: 'GET',
      url: '/cdn/resize/cover/240/180/80/demo-toshkent-oshi.svg',
    });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/webp');
    expect(resized.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(resized.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 180]);
    const again = await server.app.inject({
      method: 'GET',
      url: '/cdn/resize/cover/240/180/80/demo-toshkent-oshi.svg',
    });
    expect(again.rawPayload.equals(resized.rawPayload)).toBe(true);
    expect(
      (await server.app.inject({ method: 'GET', url: '/cdn/resize/cover/480/480/100/nope.png' })).statusCode,
    ).toBe(404);
  });

  it('moves a delivery order to DELIVERED through courier statuses, logging each step and pushing events', async () => {
    const { token } = await login(server, 1, '998906000001', '10.6.0.1');
    const products = (await menu(server, 1)).products;
    const branch = (await branches(server, 1))[0] as Awaited<ReturnType<typeof branches>>[number];
    const address = { latitude: branch.latitude + 0.004, longitude: branch.longitude };
    const order = await server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(1, token),
      payload: orderRequest(
        products,
        [lineFor(find(products, 'Manti'))],
        { branch: branch.id, serviceType: 'DELIVERY', address },
        10000,
      ),
    });
    expect(order.status).toBe(200);
    const events = OrderEvents.local();
    const seen: string[] = [];
    events.subscribe(order.body.id, (e) => seen.push(`${e.status}/${e.courierStatus ?? '-'}`));
    const stop = startSimulator(server.db, events, 20);
    await expect.poll(() => seen.at(-1), { interval: 50 }).toBe('DELIVERED/PERFORMER_DELIVERED_FINISH');
    stop();
    expect(seen).toContain('ON_WAY/PERFORMER_PICKUPED');
    const final = await server.call({
      method: 'GET',
      url: `/api/orders/v1/orders/${order.body.id}`,
      headers: headers(1, token),
    });
    expect(final.body.courierId).toEqual(expect.any(Number));
    expect(final.body.log.map((l: { status: string }) => l.status)).toEqual([
      'OPEN',
      ...seen.map((s) => s.split('/')[0]),
    ]);
    const cashback = await server.call({
      method: 'GET',
      url: '/api/users/v1/cashback/history',
      headers: headers(1, token),
    });
    expect(cashback.body.balance).toBe(Math.floor((order.body.totalPrice * 3) / 100));
  });

  it("the development advance call moves one order one step, 409 at the end, never another merchant's", async () => {
    const { token } = await login(server, 1, '998906000002', '10.6.0.2');
    const order = await placePickUpOrder(server, 1, token, 'Manti');
    const advance = (merchant: number) =>
      server.call({
        method: 'POST',
        url: `/api/dev/v1/orders/${order.id}/advance`,
        headers: headers(merchant),
      });
    expect((await advance(2)).status).toBe(404);
    const steps: string[] = [];
    for (let answer = await advance(1); answer.status === 200; answer = await advance(1))
      steps.push(answer.body.status);
    expect(steps).toEqual(['ACCEPTED', 'COOKING', 'DONE', 'CLOSED']);
    const last = await advance(1);
    expect([last.status, last.body.code]).toEqual([409, 'ORDER_AT_END']);
  });
});
