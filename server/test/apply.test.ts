import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_API_KEY } from '../config';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';
import { zipOf } from './folder-zip';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo

/** Day two at demo: plov dearer, mastava gone, a new dish, a minimum on the first zone. */
const DAY_TWO = {
  'menu.json': (menu: any) => ({
    ...menu,
    products: [
      ...menu.products
        .filter((p: any) => p.key !== 'mastava')
        .map((p: any) => (p.key === 'toshkent-oshi' ? { ...p, price: 49000 } : p)),
      {
        key: 'day-two-halva',
        category: menu.products[0].category,
        name: { uz: 'Ikkinchi kun holvasi', ru: 'Халва второго дня', eng: 'Day-two halva' },
        price: 15000,
        mxikCode: '10821001001000000',
        packageCode: '1545',
        vatPercent: 12,
      },
    ],
  }),
  'branches.json': (b: any) => ({
    ...b,
    branches: b.branches.map((branch: any, i: number) =>
      i === 0
        ? { ...branch, zones: branch.zones.map((z: any) => ({ ...z, minOrder: 50000, freeFrom: 500000 })) }
        : branch,
    ),
  }),
};

describe.each(DATABASES)('applying a changed folder to a live merchant on %s', (kind) => {
  let server: TestServer;
  let customer: string;
  const apply = (zip: Buffer, query = '', key = DEV_ADMIN_API_KEY, sub = 'demo') =>
    server.call({
      method: 'PUT',
      url: `/api/admin/v1/merchants/${sub}/config${query}`,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/zip' },
      payload: zip,
    });
  const products = async () => (await menu(server, M)).products;

  beforeAll(async () => {
    server = await startTestServer(kind);
    customer = (await login(server, M, '998901000097', '10.34.0.1')).token;
  });
  afterAll(() => server.close());

  it('refuses without the key, and an invalid folder with its problems, changing nothing', async () => {
    const zip = zipOf('server/seed/demo', DAY_TWO);
    expect((await apply(zip, '', 'not-the-key')).status).toBe(401);
    const none = await server.call({
      method: 'PUT',
      url: '/api/admin/v1/merchants/demo/config',
      headers: { 'content-type': 'application/zip' },
      payload: zip,
    });
    expect(none.status).toBe(401);
    const broken = zipOf('server/seed/demo', {
      'menu.json': (menu: any) => ({
        ...menu,
        products: [{ ...menu.products[0], category: 'nowhere' }, ...menu.products.slice(1)],
      }),
      'settings.json': (s: any) => ({ ...s, mainColor: '#12345' }),
    });
    const refused = await apply(broken);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('INVALID_FOLDER');
    expect(refused.body.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'menu.json', path: '/products/0/category' }),
        expect.objectContaining({ file: 'settings.json', path: '/mainColor' }),
      ]),
    );
    expect((await apply(Buffer.from('not a zip'))).body.code).toBe('NOT_A_ZIP');
    expect((await apply(zip, '', DEV_ADMIN_API_KEY, 'osh')).body.code).toBe('SUB_MISMATCH');
    expect(find(await products(), 'Tashkent plov').costPrice).toBe(45000);
  });

  it('a dry run answers the plan and writes nothing; applying keeps ids, hides the dish gone, charges the new price', async () => {
    const before = await products();
    const plov = find(before, 'Tashkent plov');
    const mastava = find(before, 'Mastava');
    // a customer's open order holds the dish about to leave the menu
    const [branch] = await branches(server, M);
    const open = await server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(M, customer),
      payload: orderRequest(before, [lineFor(mastava)], {
        branch: branch?.id as number,
        serviceType: 'PICK_UP',
      }),
    });
    expect(open.status).toBe(200);

    const zip = zipOf('server/seed/demo', DAY_TWO);
    const dry = await apply(zip, '?dryRun=true');
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ sub: 'demo', created: false, dryRun: true });
    expect(dry.body.plan).toEqual(
      expect.arrayContaining([
        { kind: 'dish', action: 'changed', key: 'toshkent-oshi', detail: 'price 45000 → 49000' },
        { kind: 'dish', action: 'removed', key: 'mastava', detail: 'Mastava' },
        { kind: 'dish', action: 'added', key: 'day-two-halva', detail: 'Day-two halva' },
        expect.objectContaining({ kind: 'zone', action: 'changed' }),
      ]),
    );
    expect(find(await products(), 'Tashkent plov').costPrice).toBe(45000);

    const version = async () =>
      (await server.call({ method: 'GET', url: '/api/products/v1/overalls?type=WEB', headers: headers(M) }))
        .headers['x-config-version'];
    const firstVersion = await version();
    const done = await apply(zip);
    expect(done.status).toBe(200);
    expect(done.body.plan).toEqual(dry.body.plan);
    const after = await products();
    const plovNow = find(after, 'Tashkent plov');
    expect(plovNow.id).toBe(plov.id);
    expect(plovNow.costPrice).toBe(49000);
    const mods = (p: typeof plov) =>
      (p.modificationGroups ?? []).flatMap((g) => [g.id, ...g.modifications.map((m) => m.id)]);
    expect(mods(plovNow)).toEqual(mods(plov));
    expect(after.find((p) => p.id === mastava.id)).toBeUndefined();
    expect(find(after, 'Day-two halva').costPrice).toBe(15000);
    // the open order still shows what it holds
    const held = await server.call({
      method: 'GET',
      url: `/api/orders/v1/orders/${open.body.id}`,
      headers: headers(M, customer),
    });
    expect(held.body.cartItems[0]).toMatchObject({ productId: mastava.id, name: { eng: 'Mastava' } });
    // the new price is the one charged; the old one no longer adds up
    const order = (price: typeof after) =>
      server.call({
        method: 'POST',
        url: '/api/orders/v1/orders',
        headers: headers(M, customer),
        payload: orderRequest(price, [lineFor(find(price, 'Tashkent plov'))], {
          branch: branch?.id as number,
          serviceType: 'PICK_UP',
        }),
      });
    expect((await order(before)).body.code).toBe('PRICE_MISMATCH');
    expect((await order(after)).body.totalPrice).toBe(49000);
    // the zone's minimum is live
    const tariff = await server.call({
      method: 'POST',
      url: '/api/deliveries/v1/delivery/tariff/client/calculate',
      headers: headers(M),
      payload: {
        latitude: (branch?.latitude ?? 0) + 0.005,
        longitude: branch?.longitude ?? 0,
        branchId: branch?.id,
      },
    });
    expect(tariff.body).toMatchObject({ minOrder: 50000, freeFrom: 500000 });
    // applied again, nothing changes
    expect((await apply(zip)).body.plan).toEqual([]);
    // a changed setting gives the merchant another version: open pages reload at their next step
    const unchanged = await version();
    const renamed = zipOf('server/seed/demo', {
      ...DAY_TWO,
      'settings.json': (s: any) => ({ ...s, title: { ...s.title, uz: 'Dasturxon — yangi' } }),
    });
    // the plan says what it was and what it becomes
    expect((await apply(renamed)).body.plan).toEqual([
      {
        kind: 'setting',
        action: 'changed',
        key: 'title',
        detail: expect.stringMatching(/^uz: .+ → Dasturxon — yangi$/),
      },
    ]);
    expect(await version()).not.toBe(unchanged);
    expect(firstVersion).toMatch(/^[0-9a-f]{12}$/);
  });

  it('refuses a folder that started from an older version than the live one, saying what it would revert, unless forced', async () => {
    const titled = (uz: string) =>
      zipOf('server/seed/night', {
        'settings.json': (s: any) => ({ ...s, title: { ...s.title, uz } }),
      });
    const first = await apply(titled('Tungi — birinchi'), '', DEV_ADMIN_API_KEY, 'night');
    expect(first.status).toBe(200);
    const live = first.body.version as number;
    // someone publishes from the live version: the merchant is one version on
    const second = await apply(titled('Tungi — ikkinchi'), `?basedOn=${live}`, DEV_ADMIN_API_KEY, 'night');
    expect(second.status).toBe(200);
    expect(second.body.version).toBe(live + 1);
    // a folder that started from the version before it would undo that publish: refused, with what
    const stale = await apply(titled('Tungi — eski'), `?basedOn=${live}`, DEV_ADMIN_API_KEY, 'night');
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STALE_FOLDER', basedOn: live, live: live + 1 });
    expect(stale.body.plan).toEqual([
      { kind: 'setting', action: 'changed', key: 'title', detail: 'uz: Tungi — ikkinchi → Tungi — eski' },
    ]);
    const settings = await server.call({
      method: 'GET',
      url: '/api/support/v1/merchant/settings/web',
      headers: headers(3),
    });
    expect(settings.body.title.uz).toBe('Tungi — ikkinchi');
    // a dry run still shows the plan; forced, it is applied
    expect(
      (await apply(titled('Tungi — eski'), `?basedOn=${live}&dryRun=true`, DEV_ADMIN_API_KEY, 'night'))
        .status,
    ).toBe(200);
    const forced = await apply(
      titled('Tungi — eski'),
      `?basedOn=${live}&force=true`,
      DEV_ADMIN_API_KEY,
      'night',
    );
    expect(forced.status).toBe(200);
    expect(forced.body.version).toBe(live + 2);
    expect((await apply(titled('x'), '?basedOn=0', DEV_ADMIN_API_KEY, 'night')).status).toBe(400);
  });

  it('creates a merchant the platform does not have yet', async () => {
    const created = await apply(
      zipOf('schemas/fixtures/merchants/samarqand'),
      '',
      DEV_ADMIN_API_KEY,
      'samarqand',
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ sub: 'samarqand', created: true });
    const settings = await server.call({
      method: 'GET',
      url: '/api/users/v1/merchants/sub/samarqand',
    });
    expect(settings.status).toBe(200);
    expect(settings.body.id).toBe(created.body.merchantId);
  });
});

describe('the admin API without a key', () => {
  it('is off in production when ADMIN_API_KEY is not set', async () => {
    const server = await startTestServer('pglite', { NODE_ENV: 'production' });
    try {
      const off = await server.call({
        method: 'PUT',
        url: '/api/admin/v1/merchants/demo/config',
        headers: { authorization: `Bearer ${DEV_ADMIN_API_KEY}`, 'content-type': 'application/zip' },
        payload: zipOf('server/seed/demo'),
      });
      expect(off.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
