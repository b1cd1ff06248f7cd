import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdnOriginOf, FRAME_ANCESTORS, storefrontPolicy } from '../http/security-headers';
import { headers, login, startTestServer, type TestServer } from './harness';
import { placePickUpOrder } from './fixtures';

describe('the storefront page policy', () => {
  it('allows scripts by nonce only, and third-party hosts only when the merchant uses them', () => {
    const bare = storefrontPolicy({ nonce: 'abc', yandexMap: false, metrika: false, amoCrm: false });
    const scripts = bare.split('; ').find((d) => d.startsWith('script-src '));
    expect(scripts).toBe("script-src 'self' 'nonce-abc'");
    expect(bare).toContain(`frame-ancestors ${FRAME_ANCESTORS}`);
    expect(bare).not.toMatch(/yandex|amocrm/);
    const all = storefrontPolicy({ nonce: 'abc', yandexMap: true, metrika: true, amoCrm: true });
    expect(all).toContain('https://api-maps.yandex.ru');
    expect(all).toContain('https://mc.yandex.ru');
    expect(all).toContain('https://gso.amocrm.ru');
    expect(all.split('; ').find((d) => d.startsWith('script-src '))).not.toContain('unsafe-inline');
    const withCdn = storefrontPolicy({
      nonce: 'abc',
      yandexMap: false,
      metrika: false,
      amoCrm: false,
      cdnOrigin: cdnOriginOf('https://img.example.uz/cdn'),
    });
    const geocoding = storefrontPolicy({
      nonce: 'abc',
      yandexMap: false,
      yandexGeocoder: true,
      metrika: false,
      amoCrm: false,
    });
    expect(geocoding.split('; ').find((d) => d.startsWith('connect-src '))).toBe(
      "connect-src 'self' https://geocode-maps.yandex.ru",
    );
    expect(withCdn.split('; ').find((d) => d.startsWith('img-src '))).toContain('https://img.example.uz');
  });
});

describe('answers at the edge', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    ({ token } = await login(server, 1, '998909000001', '10.9.0.1'));
  });
  afterAll(() => server.close());

  it('carries nosniff, a strict referrer policy and no-store on personal data', async () => {
    const me = await server.call({
      method: 'GET',
      url: '/api/users/v1/users/me',
      headers: headers(1, token),
    });
    expect(me.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-store',
    });
    expect(me.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const menuAnswer = await server.call({
      method: 'GET',
      url: '/api/products/v1/overalls?type=WEB',
      headers: headers(1),
    });
    expect(menuAnswer.headers['cache-control']).toBe('no-cache');
  });

  it('answers the menu overview in one language: the same shape, far fewer bytes on the wire', async () => {
    const overview = (query: string) =>
      server.call({ method: 'GET', url: `/api/products/v1/overalls?type=WEB${query}`, headers: headers(1) });
    const all = await overview('');
    const ru = await overview('&lang=ru');
    const en = await overview('&lang=en');
    expect(ru.status).toBe(200);
    const [first] = all.body.products;
    expect(ru.body.products[0]).toMatchObject({ id: first.id, costPrice: first.costPrice });
    expect(ru.body.products[0].name).toEqual({ uz: '', ru: first.name.ru, eng: '' });
    expect(en.body.products[0].name).toEqual({ uz: '', ru: '', eng: first.name.eng });
    expect(en.body.categories[0].name.eng).toBe(all.body.categories[0].name.eng);
    expect(ru.body.products.map((p: { id: number }) => p.id)).toEqual(
      all.body.products.map((p: { id: number }) => p.id),
    );
    // what travels is gzip: the texts are most of it (demo: 7.7 KB → 5.2 KB in Russian, 4.5 KB in Uzbek)
    const wire = (body: unknown) => gzipSync(JSON.stringify(body)).length;
    expect(wire(ru.body)).toBeLessThan(wire(all.body) * 0.75);
    expect(ru.headers.etag).not.toBe(all.headers.etag);
    expect((await overview('&lang=de')).status).toBe(400);
  });

  it('names the street and house of a point in Tashkent in the asked language (development geocoder)', async () => {
    const at = (lang: string, latitude = 41.3302, longitude = 69.2831) =>
      server.call({
        method: 'GET',
        url: `/api/dev/v1/geocode?latitude=${latitude}&longitude=${longitude}&lang=${lang}`,
      });
    const uz = await at('uz');
    expect(uz.status).toBe(200);
    expect(uz.body).toEqual({
      streetName: "Amir Temur shoh ko'chasi",
      houseNumber: expect.stringMatching(/^\d+$/),
    });
    expect((await at('ru')).body).toMatchObject({ streetName: 'проспект Амира Темура' });
    expect((await at('en')).body).toMatchObject({ streetName: 'Amir Temur Avenue' });
    // far from every seeded street: nothing to name, the customer types it
    expect((await at('en', 41.22, 69.86)).status).toBe(404);
    expect((await at('de')).status).toBe(400);
  });

  it('answers OPTIONS with the methods the contract declares', async () => {
    const res = await server.app.inject({ method: 'OPTIONS', url: '/api/users/v1/addresses' });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers.allow).split(', ').sort()).toEqual(['GET', 'OPTIONS', 'POST']);
  });

  it('opens the order stream with a single-use ticket, never with the session token in the URL', async () => {
    const order = await placePickUpOrder(server, 1, token);
    await server.call({
      method: 'POST',
      url: `/api/orders/v1/orders/${order.id}/cancel`,
      headers: headers(1, token),
      payload: {},
    });
    const stream = (query: string) =>
      server.app.inject({ method: 'GET', url: `/api/orders/v1/orders/${order.id}/events?${query}` });
    expect((await stream(`merchantId=1&token=${token}`)).statusCode).toBe(401);
    expect((await stream('merchantId=1')).statusCode).toBe(401);
    const ticket = await server.call({
      method: 'POST',
      url: `/api/orders/v1/orders/${order.id}/events/ticket`,
      headers: headers(1, token),
    });
    expect(ticket.status).toBe(200);
    expect((await stream(`merchantId=2&ticket=${ticket.body.ticket}`)).statusCode).toBe(401);
    const first = await stream(`merchantId=1&ticket=${ticket.body.ticket}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toContain('no-store');
    expect(first.body).toContain('"status":"CANCELED"');
    expect((await stream(`merchantId=1&ticket=${ticket.body.ticket}`)).statusCode).toBe(401);
  });

  it("tells a courier's details only to the customer whose order the courier carries", async () => {
    const courier = await server.db
      .selectFrom('couriers')
      .select('id')
      .where('merchant_id', '=', 1)
      .executeTakeFirstOrThrow();
    const ask = (auth: Record<string, string>) =>
      server.call({ method: 'GET', url: `/api/deliveries/v1/delivery/courier/${courier.id}`, headers: auth });
    expect((await ask(headers(1))).status).toBe(401);
    const customer = await login(server, 1, '998909000002', '10.9.0.2');
    expect((await ask(headers(1, customer.token))).status).toBe(404);
    const order = await placePickUpOrder(server, 1, customer.token);
    await server.db
      .updateTable('orders')
      .set({ courier_id: courier.id })
      .where('id', '=', order.id)
      .execute();
    const carried = await ask(headers(1, customer.token));
    expect(carried.status).toBe(200);
    expect(carried.body.user.phone).toEqual(expect.any(String));
  });

  it('answers a phone change the same for a registered and a free number', async () => {
    const taken = '998909000003';
    await login(server, 1, taken, '10.9.0.3');
    const me = await login(server, 1, '998909000004', '10.9.0.4');
    const change = (phone: string, ip: string) =>
      server.call({
        method: 'PUT',
        url: '/api/users/v1/users/phone',
        headers: headers(1, me.token),
        payload: { phone, type: 'WEB' },
        remoteAddress: ip,
      });
    const registered = await change(taken, '10.9.0.5');
    const free = await change('998909000099', '10.9.0.6');
    expect([registered.status, registered.body]).toEqual([free.status, free.body]);
    expect(registered.status).toBe(200);
  });
});
