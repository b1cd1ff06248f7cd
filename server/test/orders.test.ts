import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localParts, timeSlots } from '../../src/domain/schedule';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';

describe.each(DATABASES)('orders on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let products: Awaited<ReturnType<typeof menu>>['products'];
  let branchId: number;
  let branch: Awaited<ReturnType<typeof branches>>[number];
  const M = 1;
  const post = (payload: unknown, key?: string, url = '/api/orders/v1/orders') =>
    server.call({
      method: 'POST',
      url,
      headers: { ...headers(M, token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as object,
    });

  const get = (url: string) => server.call({ method: 'GET', url, headers: headers(M, token) });

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ token } = await login(server, M, '998901000001'));
    products = (await menu(server, M)).products;
    branch = (await branches(server, M))[0] as typeof branch;
    branchId = branch.id;
  });
  afterAll(() => server.close());

  it('creates an order priced by the server exactly as the storefront prices it', async () => {
    const plov = find(products, 'Tashkent plov');
    const somsa = find(products, 'Tandoor somsa');
    const body = orderRequest(products, [lineFor(plov, 2), lineFor(somsa, 3)], {
      branch: branchId,
      serviceType: 'PICK_UP',
    });
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'OPEN',
      totalPrice: body.totalPrice,
      productCount: 5,
      deliveryPrice: 0,
    });
    expect(res.body.cartItems).toHaveLength(2);
    expect(res.body.log).toEqual([expect.objectContaining({ kind: 'CHANGE_STATUS', status: 'OPEN' })]);
  });

  it('refuses a forged total with the spec message and writes nothing', async () => {
    const plov = find(products, 'Tashkent plov');
    const body = orderRequest(products, [lineFor(plov)], { branch: branchId, serviceType: 'PICK_UP' });
    const before = await server.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await post({ ...body, totalPrice: body.totalPrice - 1000 });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'PRICE_MISMATCH',
      message: expect.stringContaining('The product is overpriced'),
    });
    const after = await server.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('enforces modifier min and max with the spec messages', async () => {
    const plov = find(products, 'Tashkent plov');
    const none = { productId: plov.id, count: 1, modifications: [] };
    const res = await post(orderRequest(products, [none], { branch: branchId, serviceType: 'PICK_UP' }));
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('Select minimum');
    const extras = plov.modificationGroups?.[1]?.modifications ?? [];
    const tooMany = {
      productId: plov.id,
      count: 1,
      modifications: [
        ...lineFor(plov).modifications,
        ...extras.map((m) => ({ modificationId: m.id, count: 1 })),
      ],
    };
    const res2 = await post(orderRequest(products, [tooMany], { branch: branchId, serviceType: 'PICK_UP' }));
    expect(res2.status).toBe(422);
    expect(res2.body.message).toContain('Select up to');
  });

  it('refuses a product not available at the branch', async () => {
    const all = await branches(server, M);
    const last = all[all.length - 1] as (typeof all)[number];
    const lamb = find(products, 'Lamb shashlik');
    const res = await post(
      orderRequest(products, [lineFor(lamb)], { branch: last.id, serviceType: 'PICK_UP' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('This product is not available');
  });

  it('returns the first order for a repeated Idempotency-Key, and 422 for the same key with another body', async () => {
    const somsa = find(products, 'Tandoor somsa');
    const body = orderRequest(products, [lineFor(somsa, 2)], { branch: branchId, serviceType: 'PICK_UP' });
    const first = await post(body, 'key-aaaa-0001');
    const again = await post(body, 'key-aaaa-0001');
    const parallel = await Promise.all([post(body, 'key-aaaa-0002'), post(body, 'key-aaaa-0002')]);
    expect(again.body.id).toBe(first.body.id);
    expect(parallel[0].body.id).toBe(parallel[1].body.id);
    const rows = await server.db
      .selectFrom('orders')
      .select('id')
      .where('idempotency_key', 'in', ['key-aaaa-0001', 'key-aaaa-0002'])
      .execute();
    expect(rows).toHaveLength(2);
    const other = await post(
      orderRequest(products, [lineFor(somsa, 3)], { branch: branchId, serviceType: 'PICK_UP' }),
      'key-aaaa-0001',
    );
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_MISMATCH');
  });

  it('prices delivery by the zone holding the point, and refuses a point outside every zone', async () => {
    const plov = find(products, 'Tashkent plov');
    const inside = { latitude: branch.latitude + 0.005, longitude: branch.longitude };
    const tariff = await server.call({
      method: 'POST',
      url: '/api/deliveries/v1/delivery/tariff/client/calculate',
      headers: headers(M),
      payload: inside,
    });
    expect(tariff.status).toBe(200);
    expect(tariff.body).toMatchObject({ deliveryPrice: 10000, branchId });
    const far = await server.call({
      method: 'POST',
      url: '/api/deliveries/v1/delivery/tariff/client/calculate',
      headers: headers(M),
      payload: { latitude: branch.latitude + 0.045, longitude: branch.longitude },
    });
    expect(far.body.deliveryPrice).toBe(18000);
    const outside = await server.call({
      method: 'POST',
      url: '/api/deliveries/v1/delivery/tariff/client/calculate',
      headers: headers(M),
      payload: { latitude: 40.5, longitude: 68.5 },
    });
    expect(outside.status).toBe(422);
    expect(outside.body).toMatchObject({ code: 'OUT_OF_SERVICE_ZONE', message: 'Out of service zone' });

    const body = orderRequest(
      products,
      [lineFor(plov)],
      { branch: branchId, serviceType: 'DELIVERY', address: inside },
      10000,
    );
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deliveryPrice: 10000, totalPrice: body.totalPrice });
    const out = await post(
      orderRequest(
        products,
        [lineFor(plov)],
        { branch: branchId, serviceType: 'DELIVERY', address: { latitude: 40.5, longitude: 68.5 } },
        10000,
      ),
    );
    expect(out.status).toBe(422);
    expect(out.body.code).toBe('OUT_OF_SERVICE_ZONE');
  });

  it('applies a promo only from its minPrice, and treats expired, paused and unknown codes alike', async () => {
    const plov = find(products, 'Tashkent plov');
    const rule = {
      discountType: 'AMOUNT' as const,
      productDiscount: 30000,
      deliveryDiscount: 0,
      minPrice: 150000,
    };
    const small = orderRequest(
      products,
      [lineFor(plov)],
      { branch: branchId, serviceType: 'PICK_UP', promoCode: 'WELCOME' },
      0,
      rule,
    );
    const refused = await post(small);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('PROMO_MIN_PRICE');
    const big = orderRequest(
      products,
      [lineFor(plov, 4)],
      { branch: branchId, serviceType: 'PICK_UP', promoCode: 'welcome' },
      0,
      rule,
    );
    const ok = await post(big);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ promoCode: 'WELCOME', totalPrice: 4 * 45000 - 30000 });
    const answers = await Promise.all(
      ['SUMMER', 'PAUSED', 'NOPE'].map((code) =>
        server.call({
          method: 'POST',
          url: '/api/support/v1/promos/check',
          headers: headers(M),
          payload: { code, productPrice: 500000 },
        }),
      ),
    );
    expect(answers.map((a) => [a.status, a.body.code, a.body.message])).toEqual(
      Array(3).fill([404, 'PROMO_NOT_FOUND', answers[0]?.body.message]),
    );
    const check = await server.call({
      method: 'POST',
      url: '/api/support/v1/promos/check',
      headers: headers(M),
      payload: { code: 'WELCOME', productPrice: 100000 },
    });
    expect(check.body).toMatchObject({ applicable: false, missingAmount: 50000 });
  });

  it('schedules an order: both day and time, in the future, within the branch hours', async () => {
    const somsa = find(products, 'Tandoor somsa');
    const now = new Date();
    const tomorrow = localParts(new Date(now.getTime() + 24 * 3600_000)).day;
    const base = { branch: branchId, serviceType: 'PICK_UP' as const, later: true };
    const at = (day: string | null, time: string | null) =>
      post(
        orderRequest(products, [lineFor(somsa)], { ...base, day, time }),
        undefined,
        `/api/orders/v1/orders/at-time/${day ?? tomorrow}`,
      );
    expect((await at(tomorrow, null)).body.code).toBe('SCHEDULE_REQUIRED');
    const noTime = await post(
      orderRequest(products, [lineFor(somsa)], { ...base, day: tomorrow, time: null }),
    );
    expect(noTime.body.code).toBe('SCHEDULE_REQUIRED');
    const yesterday = localParts(new Date(now.getTime() - 24 * 3600_000)).day;
    expect((await at(yesterday, '12:00')).body.code).toBe('SCHEDULE_IN_PAST');
    expect((await at(tomorrow, '03:00')).body.code).toBe('SCHEDULE_OUTSIDE_HOURS');
    const slot = timeSlots(branch, tomorrow, now)[0] as string;
    const ok = await at(tomorrow, slot);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ later: true, day: tomorrow, time: slot, status: 'AT_TIME' });
  });

  it('spends cashback no higher than the balance', async () => {
    const somsa = find(products, 'Tandoor somsa');
    const res = await post(
      orderRequest(products, [lineFor(somsa)], { branch: branchId, serviceType: 'PICK_UP', cashback: 5000 }),
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('CASHBACK_EXCEEDS_BALANCE');
  });

  it('lists orders paged, newest first, and the active ones', async () => {
    const me = (await get('/api/users/v1/users/me')).body;
    const page = await get(`/api/orders/v1/orders/user/${me.id}?size=2&page=0`);
    expect(page.body.content).toHaveLength(2);
    expect(page.body.totalElements).toBeGreaterThan(2);
    expect(page.body.last).toBe(false);
    const [a, b] = page.body.content;
    expect(a.id).toBeGreaterThan(b.id);
    const active = await get(`/api/orders/v1/orders/user/${me.id}/active`);
    expect(active.body.length).toBe(page.body.totalElements);
    const archive = await get(`/api/orders/v1/orders/user/${me.id}?onlyArchive=true`);
    expect(archive.body.totalElements).toBe(0);
  });

  it('cancels an open order, then refuses to cancel it again; reviews only once delivered', async () => {
    const somsa = find(products, 'Tandoor somsa');
    const order = (
      await post(orderRequest(products, [lineFor(somsa)], { branch: branchId, serviceType: 'PICK_UP' }))
    ).body;
    const review = await server.call({
      method: 'POST',
      url: `/api/orders/v1/orders/${order.id}/review`,
      headers: headers(M, token),
      payload: { grade: 5 },
    });
    expect(review.status).toBe(409);
    const cancel = await server.call({
      method: 'POST',
      url: `/api/orders/v1/orders/${order.id}/cancel`,
      headers: headers(M, token),
      payload: {},
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('CANCELED');
    const again = await server.call({
      method: 'POST',
      url: `/api/orders/v1/orders/${order.id}/cancel`,
      headers: headers(M, token),
      payload: {},
    });
    expect(again.status).toBe(409);
  });
});
