import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localParts } from '../../src/domain/schedule';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo

/** A busy lunch: the operator pauses a branch's orders for now and lengthens its estimate. */
describe.each(DATABASES)('a busy branch on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let kitchen: string;
  let customer: string;
  let branchIds: number[];
  const busy = (branchId: number, payload: object, token = operator, merchant = M) =>
    server.call({
      method: 'PUT',
      url: `/api/ops/v1/branches/${branchId}/busy`,
      headers: headers(merchant, token),
      payload,
    });
  const order = async (branch: number, extra: object = {}) => {
    const products = (await menu(server, M)).products;
    return server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(M, customer),
      payload: {
        ...orderRequest(products, [lineFor(find(products, 'Tandoor somsa'))], {
          branch,
          serviceType: 'PICK_UP',
        }),
        ...extra,
      },
    });
  };
  const listed = async (id: number) =>
    (
      (await server.call({ method: 'GET', url: '/api/users/v1/branches', headers: headers(M) })).body as {
        id: number;
        pausedUntil: string | null;
        extraMinutes: number;
      }[]
    ).find((b) => b.id === id);

  beforeAll(async () => {
    server = await startTestServer(kind);
    operator = (await login(server, M, '998900000001', '10.32.0.1', '/api/ops/v1')).token;
    kitchen = (await login(server, M, '998900000002', '10.32.0.2', '/api/ops/v1')).token;
    customer = (await login(server, M, '998901000095', '10.32.0.3')).token;
    branchIds = (await branches(server, M)).map((b) => b.id);
  });
  afterAll(() => server.close());

  it('refuses orders for now at the paused branch only, takes orders for later, and resumes', async () => {
    const [paused, other] = branchIds as [number, number];
    const until = new Date(Date.now() + 30 * 60_000);
    const set = await busy(paused, { pausedUntil: until.toISOString(), extraMinutes: 0 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ pausedUntil: until.toISOString(), extraMinutes: 0 });
    expect((await listed(paused))?.pausedUntil).toBe(until.toISOString());
    expect((await listed(other))?.pausedUntil).toBeNull();

    const refused = await order(paused);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('BRANCH_PAUSED');
    const resumes = localParts(until).time;
    expect(refused.body.message).toContain(resumes);
    expect(refused.body.description.uz).toContain(resumes);
    expect((await order(other)).status).toBe(200);
    const tomorrow = localParts(new Date(Date.now() + 86_400_000)).day;
    expect((await order(paused, { later: true, day: tomorrow, time: '14:00' })).status).toBe(200);

    const resumed = await busy(paused, { pausedUntil: null, extraMinutes: 0 });
    expect(resumed.body.pausedUntil).toBeNull();
    expect((await listed(paused))?.pausedUntil).toBeNull();
    expect((await order(paused)).status).toBe(200);
  });

  it('adds the extra minutes to the orders placed from then on, and not to earlier ones', async () => {
    const branch = branchIds[0] as number;
    const before = await order(branch);
    expect(before.body.extraMinutes).toBe(0);
    expect((await busy(branch, { pausedUntil: null, extraMinutes: 25 })).status).toBe(200);
    expect((await listed(branch))?.extraMinutes).toBe(25);
    const after = await order(branch);
    expect(after.status).toBe(200);
    expect(after.body.extraMinutes).toBe(25);
    const seen = await server.call({
      method: 'GET',
      url: `/api/orders/v1/orders/${before.body.id}`,
      headers: headers(M, customer),
    });
    expect(seen.body.extraMinutes).toBe(0);
    await busy(branch, { pausedUntil: null, extraMinutes: 0 });
  });

  it('is the operator’s call, for the merchant’s own branches, with a pause inside the next day', async () => {
    const branch = branchIds[0] as number;
    const soon = new Date(Date.now() + 600_000).toISOString();
    const asKitchen = await busy(branch, { pausedUntil: soon, extraMinutes: 0 }, kitchen);
    expect([asKitchen.status, asKitchen.body.code]).toEqual([403, 'ROLE_NOT_ALLOWED']);
    const osh = (await branches(server, 2)).map((b) => b.id)[0] as number;
    expect((await busy(osh, { pausedUntil: soon, extraMinutes: 0 })).status).toBe(404);
    for (const pausedUntil of [
      new Date(Date.now() - 60_000).toISOString(),
      new Date(Date.now() + 25 * 3_600_000).toISOString(),
    ])
      expect((await busy(branch, { pausedUntil, extraMinutes: 0 })).body.code).toBe('PAUSE_OUT_OF_RANGE');
    expect((await busy(branch, { pausedUntil: null, extraMinutes: 121 })).status).toBe(400);
    expect((await busy(branch, { pausedUntil: null })).status).toBe(400);
    expect((await listed(branch))?.pausedUntil).toBeNull();
  });
});
