import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

describe.each(DATABASES)('bad input gets a 4xx with the error body on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ token } = await login(server, 1, '998905000001', '10.5.0.1'));
  });
  afterAll(() => server.close());

  const cases: [
    string,
    () => Promise<{ status: number; body: any; headers: Record<string, unknown> }>,
    number,
  ][] = [
    [
      'a lone surrogate in a text (the database would refuse it)',
      () =>
        server.call({
          method: 'POST',
          url: '/api/users/v1/addresses',
          headers: { ...headers(1, token), 'content-type': 'application/json' },
          payload: '{"type":"HOUSE","name":"Uy \\ud800","latitude":41.31,"longitude":69.28}',
        }),
      400,
    ],
    [
      'a page beyond any paging',
      () =>
        server.call({
          method: 'GET',
          url: '/api/orders/v1/orders/user/1?page=99999999999999999999',
          headers: headers(1, token),
        }),
      400,
    ],
    [
      'malformed JSON',
      () =>
        server.call({
          method: 'POST',
          url: '/api/users/v1/auth/otp',
          headers: { ...headers(1), 'content-type': 'application/json' },
          payload: '{"phone": ',
        }),
      400,
    ],
    [
      'a wrong type',
      () =>
        server.call({
          method: 'POST',
          url: '/api/users/v1/auth/otp',
          headers: headers(1),
          payload: { phone: 12345 },
        }),
      400,
    ],
    [
      'a phone outside the pattern',
      () =>
        server.call({
          method: 'POST',
          url: '/api/users/v1/auth/otp',
          headers: headers(1),
          payload: { phone: '+1 555' },
        }),
      400,
    ],
    [
      'an unknown field',
      () =>
        server.call({
          method: 'POST',
          url: '/api/users/v1/auth/otp',
          headers: headers(1),
          payload: { phone: '998905000002', admin: true },
        }),
      400,
    ],
    [
      'a non-numeric id',
      () => server.call({ method: 'GET', url: '/api/users/v1/branches/abc', headers: headers(1) }),
      400,
    ],
    [
      'an unknown id',
      () => server.call({ method: 'GET', url: '/api/users/v1/branches/999999', headers: headers(1) }),
      404,
    ],
    [
      'an id past int4',
      () => server.call({ method: 'GET', url: '/api/users/v1/branches/99999999999', headers: headers(1) }),
      400,
    ],
    [
      'an oversized body',
      () =>
        server.call({
          method: 'POST',
          url: '/api/users/v1/addresses',
          headers: headers(1, token),
          payload: { type: 'HOUSE', latitude: 1, longitude: 1, comment: 'x'.repeat(300_000) },
        }),
      413,
    ],
    [
      'an empty order',
      () =>
        server.call({
          method: 'POST',
          url: '/api/orders/v1/orders',
          headers: headers(1, token),
          payload: { serviceType: 'PICK_UP', paymentType: 'CASH', cartItems: [], totalPrice: 0, branch: 1 },
        }),
      400,
    ],
    [
      'an unknown product',
      () =>
        server.call({
          method: 'POST',
          url: '/api/orders/v1/orders',
          headers: headers(1, token),
          payload: {
            serviceType: 'PICK_UP',
            paymentType: 'CASH',
            cartItems: [{ productId: 999999, count: 1 }],
            totalPrice: 0,
            branch: 1,
          },
        }),
      422,
    ],
    [
      'a negative count',
      () =>
        server.call({
          method: 'POST',
          url: '/api/orders/v1/orders',
          headers: headers(1, token),
          payload: {
            serviceType: 'PICK_UP',
            paymentType: 'CASH',
            cartItems: [{ productId: 1, count: -2 }],
            totalPrice: 0,
            branch: 1,
          },
        }),
      400,
    ],
    [
      'a bad image size',
      () => server.call({ method: 'GET', url: '/cdn/resize/cover/99999/10/100/demo-toshkent-oshi.svg' }),
      400,
    ],
    [
      'a path escape on the CDN',
      () => server.call({ method: 'GET', url: '/cdn/..%2F..%2Fpackage.json' }),
      404,
    ],
    ['an unknown API path', () => server.call({ method: 'GET', url: '/api/nothing/here' }), 404],
    [
      'no token where one is needed',
      () => server.call({ method: 'GET', url: '/api/users/v1/users/me', headers: headers(1) }),
      401,
    ],
    [
      'a forged token',
      () => server.call({ method: 'GET', url: '/api/users/v1/users/me', headers: headers(1, 'not-a-token') }),
      401,
    ],
  ];

  it.each(cases)('%s', async (_name, run, status) => {
    const res = await run();
    expect(res.status).toBe(status);
    // the id its log lines carry, to find it when the customer reports it
    expect(res.body).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
      requestId: res.headers['x-request-id'],
    });
  });

  it('leaves no half-written row when an order is refused', async () => {
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(1, token),
      payload: {
        serviceType: 'DELIVERY',
        paymentType: 'CASH',
        cartItems: [{ productId: 1, count: 1 }],
        totalPrice: 1,
        branch: 1,
        address: { latitude: 10, longitude: 10 },
      },
    });
    expect(await count()).toBe(before);
  });
});
