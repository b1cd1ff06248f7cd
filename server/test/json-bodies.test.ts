import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';

describe.each(DATABASES)('bodies are typed JSON, cleaned, and checked as a whole on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let products: Awaited<ReturnType<typeof menu>>['products'];
  let branchId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ token } = await login(server, 1, '998905000011', '10.5.0.11'));
    products = (await menu(server, 1)).products;
    branchId = ((await branches(server, 1))[0] as { id: number }).id;
  });
  afterAll(() => server.close());

  const post = (url: string, payload: unknown, extra: Record<string, string> = {}) =>
    server.call({
      method: 'POST',
      url,
      headers: { ...headers(1, token), 'content-type': 'application/json', ...extra },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('a text/plain address is 415, writes nothing, and the list still answers', async () => {
    const res = await post('/api/users/v1/addresses', '{"type":"HOUSE"}', { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const list = await server.call({
      method: 'GET',
      url: '/api/users/v1/addresses',
      headers: headers(1, token),
    });
    expect([list.status, list.body]).toEqual([200, []]);
  });

  it('a missing body is 400 where the contract requires one', async () => {
    const res = await server.call({ method: 'POST', url: '/api/users/v1/auth/otp', headers: headers(1) });
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION']);
  });

  /** The customer's own profile update, with a raw JSON text or a body. */
  const updateMe = async (payload: string | object) => {
    const me = (
      await server.call({ method: 'GET', url: '/api/users/v1/users/me', headers: headers(1, token) })
    ).body;
    return server.call({
      method: 'PUT',
      url: `/api/users/v1/users/${me.id}`,
      headers: { ...headers(1, token), 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  };

  it('a NUL character in any string is 400', async () => {
    const res = await updateMe('{"firstName":"Ali\\u0000"}');
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION']);
  });

  it('names are trimmed and lose bidirectional override characters', async () => {
    const res = await updateMe({ firstName: '  \u202EDilnoza\u202C ' });
    expect(res.status).toBe(200);
    expect(res.body.firstName).toBe('Dilnoza');
  });

  it('numbers must be numbers: "2" and [2] are refused', async () => {
    const somsa = find(products, 'Tandoor somsa');
    const good = orderRequest(products, [lineFor(somsa)], { branch: branchId, serviceType: 'PICK_UP' });
    for (const count of ['1', [1]]) {
      const res = await post('/api/orders/v1/orders', {
        ...good,
        cartItems: [{ ...good.cartItems[0], count }],
      });
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION']);
    }
  });

  it('a modification with maxCount 1 cannot be taken twice by listing it twice', async () => {
    const product = products.find((p) =>
      (p.modificationGroups ?? []).some((g) => g.max >= 2 && g.modifications.some((m) => m.maxCount === 1)),
    );
    expect(product).toBeDefined();
    const group = product!.modificationGroups!.find((g) => g.max >= 2)!;
    const mod = group.modifications.find((m) => m.maxCount === 1)!;
    const base = lineFor(product!);
    const line = {
      ...base,
      modifications: [
        ...base.modifications.filter((m) => !group.modifications.some((g) => g.id === m.modificationId)),
        { modificationId: mod.id, count: 1 },
        { modificationId: mod.id, count: 1 },
      ],
    };
    const body = orderRequest(products, [line], { branch: branchId, serviceType: 'PICK_UP' });
    const res = await post('/api/orders/v1/orders', body);
    expect([res.status, res.body.code]).toEqual([422, 'SELECT_UP_TO']);
  });

  it("another merchant's city is refused", async () => {
    const other = (
      await server.call({ method: 'GET', url: '/api/users/v1/city-merchant/merchant/2', headers: headers(2) })
    ).body;
    const body = orderRequest(products, [lineFor(find(products, 'Tandoor somsa'))], {
      branch: branchId,
      serviceType: 'PICK_UP',
      cityId: other[0].id,
    });
    const res = await post('/api/orders/v1/orders', body);
    expect([res.status, res.body.code]).toEqual([422, 'CITY_NOT_FOUND']);
  });

  it('an idempotent retry with its JSON keys in another order is the same request', async () => {
    const body = orderRequest(products, [lineFor(find(products, 'Tandoor somsa'))], {
      branch: branchId,
      serviceType: 'PICK_UP',
    });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const key = { 'idempotency-key': 'reorder-key-0001', 'content-type': 'application/json' };
    const first = await post('/api/orders/v1/orders', body, key);
    const again = await post('/api/orders/v1/orders', reordered, key);
    expect(first.status).toBe(200);
    expect([again.status, again.body.id]).toEqual([200, first.body.id]);
  });
});
