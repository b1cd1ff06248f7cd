import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo

/** "Manti is finished": the stop-list marks the menu and refuses orders, per branch, until taken off. */
describe.each(DATABASES)('the stop-list on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let kitchen: string;
  let customer: string;
  let branchIds: number[];
  const ops = (method: 'GET' | 'POST' | 'DELETE', url: string, token = operator, payload?: object) =>
    server.call({
      method,
      url: `/api/ops/v1${url}`,
      headers: headers(M, token),
      ...(payload ? { payload } : {}),
    });
  const products = async (branchId?: number) =>
    (
      await server.call({
        method: 'GET',
        url: `/api/products/v1/overalls?type=WEB${branchId ? `&branchId=${branchId}` : ''}`,
        headers: headers(M),
      })
    ).body.products as { id: number; name: { eng: string }; stopped?: boolean; modificationGroups?: any[] }[];
  const order = async (
    dish: string,
    branch: number,
    pick?: (mods: { id: number; name: { eng: string } }[]) => number[],
  ) => {
    const all = (await menu(server, M)).products;
    const product = find(all, dish);
    const line = lineFor(product);
    if (pick) {
      const mods = (product.modificationGroups ?? []).flatMap((g) => g.modifications);
      line.modifications = [
        ...line.modifications,
        ...pick(mods).map((modificationId) => ({ modificationId, count: 1 })),
      ];
    }
    return server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(M, customer),
      payload: orderRequest(all, [line], { branch, serviceType: 'PICK_UP' }),
    });
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    operator = (await login(server, M, '998900000001', '10.9.2.1', '/api/ops/v1')).token;
    kitchen = (await login(server, M, '998900000002', '10.9.2.2', '/api/ops/v1')).token;
    customer = (await login(server, M, '998901000094', '10.9.2.3')).token;
    branchIds = (await branches(server, M)).map((b) => b.id);
  });
  afterAll(() => server.close());

  it('stops a dish at every branch: the menu says so within seconds, orders are refused naming it, until taken off', async () => {
    const somsa = find((await menu(server, M)).products, 'Tandoor somsa');
    const stop = await ops('POST', '/stop-list', operator, { productId: somsa.id });
    expect(stop.status).toBe(200);
    expect(stop.body).toMatchObject({ productId: somsa.id, branchId: null, until: null });
    expect(stop.body.name.eng).toBe('Tandoor somsa');
    expect((await ops('GET', '/stop-list')).body.map((e: { id: number }) => e.id)).toContain(stop.body.id);
    await expect
      .poll(async () => (await products()).find((p) => p.id === somsa.id)?.stopped, { timeout: 20_000 })
      .toBe(true);
    const refused = await order('Tandoor somsa', branchIds[0] as number);
    expect([refused.status, refused.body.code]).toEqual([422, 'PRODUCT_NOT_AVAILABLE']);
    expect(refused.body.message).toContain('Tandoor somsa');
    expect((await ops('DELETE', `/stop-list/${stop.body.id}`)).status).toBe(204);
    expect((await order('Tandoor somsa', branchIds[0] as number)).status).toBe(200);
    await expect
      .poll(async () => (await products()).find((p) => p.id === somsa.id)?.stopped ?? false, {
        timeout: 20_000,
      })
      .toBe(false);
  });

  it('stops a dish at one branch only, and one modifier of a dish', async () => {
    const all = (await menu(server, M)).products;
    const somsa = find(all, 'Tandoor somsa');
    const [first, second] = branchIds as [number, number];
    const here = await ops('POST', '/stop-list', operator, { productId: somsa.id, branchId: first });
    expect((await order('Tandoor somsa', first)).body.code).toBe('PRODUCT_NOT_AVAILABLE');
    expect((await order('Tandoor somsa', second)).status).toBe(200);
    await expect
      .poll(async () => (await products(first)).find((p) => p.id === somsa.id)?.stopped, { timeout: 20_000 })
      .toBe(true);
    expect((await products(second)).find((p) => p.id === somsa.id)?.stopped).toBeUndefined();
    await ops('DELETE', `/stop-list/${here.body.id}`);

    const dish = all.find((p) =>
      (p.modificationGroups ?? []).some((g) => g.min === 0 && g.modifications.length > 0),
    );
    if (!dish) throw new Error('demo has a dish with an optional modifier');
    const optional = (dish.modificationGroups ?? []).find((g) => g.min === 0)?.modifications[0] as {
      id: number;
      name: { eng: string };
    };
    const stop = await ops('POST', '/stop-list', operator, { modificationId: optional.id });
    expect(stop.body.name.eng).toBe(`${dish.name.eng}: ${optional.name.eng}`);
    const withIt = await order(dish.name.eng, first, () => [optional.id]);
    expect([withIt.status, withIt.body.code]).toEqual([422, 'PRODUCT_NOT_AVAILABLE']);
    expect(withIt.body.message).toContain(optional.name.eng);
    expect((await order(dish.name.eng, first)).status).toBe(200);
    await expect
      .poll(
        async () =>
          (await products())
            .find((p) => p.id === dish.id)
            ?.modificationGroups?.flatMap(
              (g: { modifications: { id: number; stopped?: boolean }[] }) => g.modifications,
            )
            .find((m: { id: number }) => m.id === optional.id)?.stopped,
        { timeout: 20_000 },
      )
      .toBe(true);
    await ops('DELETE', `/stop-list/${stop.body.id}`);
  });

  it('an entry whose time has passed no longer stops anything', async () => {
    const somsa = find((await menu(server, M)).products, 'Tandoor somsa');
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const stop = await ops('POST', '/stop-list', operator, { productId: somsa.id, until: soon });
    expect(stop.body.until).toBe(soon);
    expect((await order('Tandoor somsa', branchIds[0] as number)).status).toBe(422);
    // the hour goes by
    await server.db
      .updateTable('stop_list')
      .set({ until: new Date(Date.now() - 1000) })
      .where('id', '=', stop.body.id)
      .execute();
    // a write straight to the table, announced as every write path announces it (the embedded
    // database keeps the stop-list between orders)
    server.events.announceStorefront(M, { kind: 'stop-list', branchId: null });
    expect((await order('Tandoor somsa', branchIds[0] as number)).status).toBe(200);
    expect((await ops('GET', '/stop-list')).body.map((e: { id: number }) => e.id)).not.toContain(
      stop.body.id,
    );
  });

  it('only operators change it; bad entries are refused in words', async () => {
    const somsa = find((await menu(server, M)).products, 'Tandoor somsa');
    const byKitchen = await ops('POST', '/stop-list', kitchen, { productId: somsa.id });
    expect([byKitchen.status, byKitchen.body.code]).toEqual([403, 'ROLE_NOT_ALLOWED']);
    expect((await ops('POST', '/stop-list', operator, {})).status).toBe(400);
    expect(
      (await ops('POST', '/stop-list', operator, { productId: somsa.id, modificationId: 1 })).status,
    ).toBe(400);
    expect((await ops('POST', '/stop-list', operator, { productId: 999999 })).status).toBe(404);
    expect(
      (await ops('POST', '/stop-list', operator, { productId: somsa.id, until: '2020-01-01T00:00:00Z' }))
        .status,
    ).toBe(400);
    expect((await ops('DELETE', '/stop-list/999999')).status).toBe(404);
    // another merchant's staff sees none of it
    expect(
      (await server.call({ method: 'GET', url: '/api/ops/v1/stop-list', headers: headers(2, operator) }))
        .status,
    ).toBe(401);
  });
});
