import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_API_KEY } from '../config';
import { find, menu } from './fixtures';
import { zipOf } from './folder-zip';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const DEMO = 1;

/**
 * A folder applied through the admin API (the studio's publish) and the back office edit the
 * same rows: a manager's save that started before the apply changed the dish is refused
 * (409, naming the folder and when) instead of writing over it; a dish the apply left as it was
 * saves as before; the history's undo of a change the folder overwrote is refused too.
 */
describe.each(DATABASES)("a folder apply and the back office's versions on %s", (kind) => {
  let server: TestServer;
  let manager: string;
  const api = (method: string, path: string, payload?: unknown) =>
    server.call({
      method: method as 'GET',
      url: `/api/manage/v1${path}`,
      headers: headers(DEMO, manager),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const dish = async (name: string) =>
    (await api('GET', '/products')).body.find((p: { name: { eng: string } }) => p.name.eng === name) as {
      id: number;
      version: number;
      price: number;
    };
  beforeAll(async () => {
    server = await startTestServer(kind);
    manager = (await login(server, DEMO, '998900000003', '10.46.8.1', '/api/ops/v1')).token;
  });
  afterAll(() => server.close());

  it("refuses a manager's save that started before an apply changed the dish, and keeps the folder's price", async () => {
    // the manager changes the plov once (a change the history can undo), then opens it and the lagman
    const first = await dish('Tashkent plov');
    const own = await api('PATCH', `/products/${first.id}`, {
      version: first.version,
      price: first.price + 500,
    });
    expect(own.status).toBe(200);
    const plov = await dish('Tashkent plov');
    const lagman = await dish('Lagman');
    const folderPrice = plov.price + 7000;
    const applied = await server.call({
      method: 'PUT',
      url: '/api/admin/v1/merchants/demo/config',
      headers: { authorization: `Bearer ${DEV_ADMIN_API_KEY}`, 'content-type': 'application/zip' },
      payload: zipOf('server/seed/demo', {
        'menu.json': (m: any) => ({
          ...m,
          products: m.products.map((p: any) =>
            p.key === 'toshkent-oshi' ? { ...p, price: folderPrice } : p,
          ),
        }),
      }),
    });
    expect(applied.status).toBe(200);
    const stale = await api('PATCH', `/products/${plov.id}`, { version: plov.version, price: 1000 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CHANGED_MEANWHILE');
    expect(stale.body.message).toMatch(/^Changed by the folder applied at \d\d:\d\d$/);
    expect(stale.body.description.ru).toMatch(/^Изменено папкой, применённой в \d\d:\d\d/);
    expect(find((await menu(server, DEMO)).products, 'Tashkent plov').costPrice).toBe(folderPrice);
    // the manager's own change is history now: its undo would write over the folder
    const [change] = (await api('GET', '/changes')).body.filter(
      (c: { rowId: number; kind: string }) => c.kind === 'product' && c.rowId === plov.id,
    );
    const undo = await api('POST', `/changes/${change.id}/undo`);
    expect(undo.status).toBe(409);
    expect(undo.body.message).toMatch(/folder applied at \d\d:\d\d changed it since/);
    // opened again, it saves
    const fresh = await dish('Tashkent plov');
    expect(fresh.version).toBeGreaterThan(plov.version);
    expect(
      (await api('PATCH', `/products/${plov.id}`, { version: fresh.version, price: folderPrice + 1000 }))
        .status,
    ).toBe(200);
    // the lagman the apply left as it was saves from the version the manager opened
    const kept = await api('PATCH', `/products/${lagman.id}`, {
      version: lagman.version,
      price: lagman.price + 100,
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
  });
});
