import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_API_KEY } from '../config';
import { branches, find, menu } from './fixtures';
import { zipOf } from './folder-zip';
import { DATABASES, headers, login, openStream } from './harness';
import { streamEvents, twoProcesses } from './two-processes';

const DEMO = 1;
const OSH = 2;

/**
 * An open storefront's live stream: the desk's stop or pause, or a folder applied, on one process
 * is heard by a storefront whose stream is open on another (PostgreSQL: two app instances on one
 * database), and that process's menu answers the change at once (its cached menu dropped first).
 */
describe.each(DATABASES)('the storefront event stream on %s', (kind) => {
  // PGlite is one process: the second instance is the first; on PostgreSQL a sibling process
  const servers = twoProcesses(kind);
  let operator: string;
  const desk = (method: 'POST' | 'DELETE' | 'PUT', url: string, payload?: object, merchant = DEMO) =>
    servers.b.call({ method, url: `/api/ops/v1${url}`, headers: headers(merchant, operator), payload });

  beforeAll(async () => {
    operator = (await login(servers.b, DEMO, '998900000001', '10.46.0.1', '/api/ops/v1')).token;
  });

  it('is public and per merchant: an unknown merchant is 404, a missing one 400', async () => {
    const { a } = servers;
    const open = await openStream(a, `/api/products/v1/events?merchantId=${DEMO}`);
    expect(open.status).toBe(200);
    expect(open.contentType).toContain('text/event-stream');
    expect(await open.until((t) => t.includes(': open'))).toContain(': open');
    open.close();
    expect((await a.call({ method: 'GET', url: '/api/products/v1/events?merchantId=999' })).status).toBe(404);
    expect((await a.call({ method: 'GET', url: '/api/products/v1/events' })).status).toBe(400);
  });

  it("a stop on one process is heard on the other's stream, whose menu shows it at once", async () => {
    const { a } = servers;
    const stream = await openStream(a, `/api/products/v1/events?merchantId=${DEMO}`);
    await stream.until((t) => t.includes(': open'));
    // the other process has the menu cached from before the stop
    const manti = find((await menu(a, DEMO)).products, 'Manti');
    expect(manti.stopped ?? false).toBe(false);

    const stop = await desk('POST', '/stop-list', { productId: manti.id });
    expect(stop.status).toBe(200);
    const heard = streamEvents(await stream.until((t) => streamEvents(t).length >= 1));
    expect(heard).toEqual([{ kind: 'stop-list', branchId: null, at: expect.any(String) }]);
    expect(find((await menu(a, DEMO)).products, 'Manti').stopped).toBe(true);

    expect((await desk('DELETE', `/stop-list/${stop.body.id}`)).status).toBe(204);
    expect(streamEvents(await stream.until((t) => streamEvents(t).length >= 2))[1]).toMatchObject({
      kind: 'stop-list',
      branchId: null,
    });
    expect(find((await menu(a, DEMO)).products, 'Manti').stopped ?? false).toBe(false);

    // a stop at one branch names the branch: only that branch's menus are fetched again
    const branch = (await branches(a, DEMO))[0]!.id;
    const atBranch = await desk('POST', '/stop-list', { productId: manti.id, branchId: branch });
    expect(streamEvents(await stream.until((t) => streamEvents(t).length >= 3))[2]).toMatchObject({
      kind: 'stop-list',
      branchId: branch,
    });
    expect((await desk('DELETE', `/stop-list/${atBranch.body.id}`)).status).toBe(204);
    await stream.until((t) => streamEvents(t).length >= 4);
    stream.close();
  });

  it('a paused branch and its resumption are heard, naming the branch and nothing else', async () => {
    const { a } = servers;
    const stream = await openStream(a, `/api/products/v1/events?merchantId=${DEMO}`);
    await stream.until((t) => t.includes(': open'));
    const branch = (await branches(a, DEMO))[0]!.id;
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    expect(
      (await desk('PUT', `/branches/${branch}/busy`, { pausedUntil: until, extraMinutes: 0 })).status,
    ).toBe(200);
    expect(
      (await desk('PUT', `/branches/${branch}/busy`, { pausedUntil: null, extraMinutes: 0 })).status,
    ).toBe(200);
    const heard = streamEvents(await stream.until((t) => streamEvents(t).length >= 2));
    expect(heard.map((e) => Object.keys(e).sort())).toEqual([
      ['at', 'branchId', 'kind'],
      ['at', 'branchId', 'kind'],
    ]);
    expect(heard.map((e) => [e.kind, e.branchId])).toEqual([
      ['branch', branch],
      ['branch', branch],
    ]);
    stream.close();
  });

  it("a folder applied on one process: the other's stream hears the menu changed and its menu has the new price", async () => {
    const { a, b } = servers;
    const stream = await openStream(a, `/api/products/v1/events?merchantId=${DEMO}`);
    const osh = await openStream(a, `/api/products/v1/events?merchantId=${OSH}`);
    await stream.until((t) => t.includes(': open'));
    await osh.until((t) => t.includes(': open'));
    const before = find((await menu(a, DEMO)).products, 'Tashkent plov').costPrice;
    const applied = await b.call({
      method: 'PUT',
      url: '/api/admin/v1/merchants/demo/config',
      headers: { authorization: `Bearer ${DEV_ADMIN_API_KEY}`, 'content-type': 'application/zip' },
      payload: zipOf('server/seed/demo', {
        'menu.json': (m: any) => ({
          ...m,
          products: m.products.map((p: any) =>
            p.key === 'toshkent-oshi' ? { ...p, price: before + 4000 } : p,
          ),
        }),
      }),
    });
    expect(applied.status).toBe(200);
    expect(streamEvents(await stream.until((t) => streamEvents(t).length >= 1))).toEqual([
      { kind: 'menu', at: expect.any(String) },
    ]);
    expect(find((await menu(a, DEMO)).products, 'Tashkent plov').costPrice).toBe(before + 4000);

    // another merchant's storefront hears only its own: the osh desk's pause is its first event
    const oshOperator = (await login(b, OSH, '998900000011', '10.46.0.2', '/api/ops/v1')).token;
    const oshBranch = (await branches(a, OSH))[0]!.id;
    const paused = await b.call({
      method: 'PUT',
      url: `/api/ops/v1/branches/${oshBranch}/busy`,
      headers: headers(OSH, oshOperator),
      payload: { pausedUntil: null, extraMinutes: 10 },
    });
    expect(paused.status).toBe(200);
    expect(streamEvents(await osh.until((t) => streamEvents(t).length >= 1))).toEqual([
      { kind: 'branch', branchId: oshBranch, at: expect.any(String) },
    ]);
    stream.close();
    osh.close();
  });
  it("a manager's price change on one process is heard on the other's stream, whose menu has the new price", async () => {
    const { a, b } = servers;
    const manager = (await login(b, DEMO, '998900000003', '10.46.0.9', '/api/ops/v1')).token;
    const stream = await openStream(a, `/api/products/v1/events?merchantId=${DEMO}`);
    await stream.until((t) => t.includes(': open'));
    const lagman = find((await menu(a, DEMO)).products, 'Lagman');
    const patched = await b.call({
      method: 'PATCH',
      url: `/api/manage/v1/products/${lagman.id}`,
      headers: headers(DEMO, manager),
      payload: { version: 1, price: (lagman.costPrice ?? 0) + 1000 },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(streamEvents(await stream.until((t) => streamEvents(t).length >= 1))).toEqual([
      { kind: 'menu', at: expect.any(String) },
    ]);
    expect(find((await menu(a, DEMO)).products, 'Lagman').costPrice).toBe((lagman.costPrice ?? 0) + 1000);
    stream.close();
  });
});
