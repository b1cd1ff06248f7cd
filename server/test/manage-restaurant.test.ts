import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { checkFolder, parseFolder } from '../../src/onboarding/config';
import { applyConfig } from '../onboarding/apply';

const M = 1; // demo

describe.each(DATABASES)("the manager's restaurant and folder on %s", (kind) => {
  let server: TestServer;
  let manager: string;
  const api = (method: string, path: string, payload?: unknown, token = manager, merchant = M) =>
    server.call({
      method: method as 'GET',
      url: `/api/manage/v1${path}`,
      headers: headers(merchant, token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  beforeAll(async () => {
    server = await startTestServer(kind);
    manager = (await login(server, M, '998900000003', '10.46.0.1', '/api/ops/v1')).token;
  });
  afterAll(() => server.close());

  it('sets hours per weekday with a day off, and refuses a zone that is not a closed polygon or overlaps another', async () => {
    const [branch] = (await api('GET', '/branches')).body;
    const hours = await api('PUT', `/branches/${branch.id}/hours`, {
      version: 1,
      open: '10:00',
      close: '22:00',
      week: [{ day: 'MONDAY', open: '10:00', close: '10:00', closed: true }],
      phone: '998712000000',
      services: { delivery: true, pickup: true, dineIn: false },
    });
    expect(hours.status).toBe(200);
    expect(hours.body).toMatchObject({
      open: '10:00',
      week: [{ day: 'MONDAY', closed: true }],
      services: { dineIn: false },
    });
    expect(
      (await api('PUT', `/branches/${branch.id}/hours`, { version: 2, open: '25:00', close: '22:00' })).body
        .problems,
    ).toEqual([{ path: '/open', message: 'must match pattern "^([01][0-9]|2[0-3]):[0-5][0-9]$"' }]);
    const zone = branch.zones[0];
    const open = await api('PATCH', `/branches/${branch.id}/zones/${zone.id}`, {
      version: 1,
      polygon: zone.polygon.slice(0, -1),
    });
    expect(open.status).toBe(422);
    expect(open.body.problems[0]).toEqual({
      path: '/polygon',
      message: 'a zone must be a closed ring: the last point equals the first',
    });
    const three = await api('POST', `/branches/${branch.id}/zones`, {
      name: { uz: 'X', ru: 'X', eng: 'X' },
      price: 1000,
      polygon: [
        [41, 69],
        [41.1, 69],
        [41, 69],
      ],
    });
    expect(three.body.problems[0]).toEqual({ path: '/polygon', message: 'must NOT have fewer than 4 items' });
    const [lat, lon] = [branch.latitude as number, branch.longitude as number];
    const square = [
      [lat - 0.001, lon - 0.001],
      [lat - 0.001, lon + 0.001],
      [lat + 0.001, lon + 0.001],
      [lat + 0.001, lon - 0.001],
      [lat - 0.001, lon - 0.001],
    ];
    const overlap = await api('POST', `/branches/${branch.id}/zones`, {
      name: { uz: 'Yaqin', ru: 'Близко', eng: 'Near' },
      price: 1000,
      polygon: square,
    });
    expect(overlap.status).toBe(422);
    expect(overlap.body.problems[0].message).toMatch(/^zones "Near" and ".+" of this branch overlap/);
    const kept = await api('POST', `/branches/${branch.id}/zones`, {
      name: { uz: 'Yaqin', ru: 'Близко', eng: 'Near' },
      price: 1000,
      polygon: square,
      overlapAllowed: true,
    });
    expect(kept.status).toBe(201);
  });

  it("keeps a branch's usual cooking time for the desk, refuses one out of the folder's range, and falls back to the merchant's", async () => {
    const branch = (await api('GET', '/branches')).body[1];
    const hours = { open: branch.open, close: branch.close };
    expect(branch.cookMinutes).toBeNull();
    const saved = await api('PUT', `/branches/${branch.id}/hours`, { version: 1, ...hours, cookMinutes: 35 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ cookMinutes: 35, version: 2 });
    // the desk reads it with the branch's settings; the other settings are kept
    const desk = await server.call({
      method: 'GET',
      url: '/api/users/v1/branches',
      headers: headers(M, manager),
    });
    const seen = desk.body.find((b: { id: number }) => b.id === branch.id);
    expect(seen.settings).toMatchObject({ cookMinutes: 35, pickupEnabled: true });
    for (const wrong of [0, 241]) {
      const refused = await api('PUT', `/branches/${branch.id}/hours`, {
        version: 2,
        ...hours,
        cookMinutes: wrong,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.problems).toEqual([
        { path: '/cookMinutes', message: wrong ? 'must be <= 240' : 'must be >= 1' },
      ]);
    }
    const back = await api('PUT', `/branches/${branch.id}/hours`, {
      version: 2,
      ...hours,
      cookMinutes: null,
    });
    expect(back.body.cookMinutes).toBeNull();
    expect((await api('GET', '/branches')).body[1].cookMinutes).toBeNull();
  });

  it('starts, pauses and lists promo codes with their limits', async () => {
    const made = await api('POST', '/promos', {
      code: 'WEEKEND20',
      discountType: 'PERCENTAGE',
      productDiscount: 20,
      minPrice: 100000,
      usesLimit: 50,
      perCustomerLimit: 1,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      code: 'WEEKEND20',
      active: true,
      usesLimit: 50,
      uses: 0,
      discountGiven: 0,
    });
    expect(
      (await api('POST', '/promos', { code: 'WEEKEND20', discountType: 'AMOUNT', minPrice: 0 })).body
        .problems,
    ).toEqual([{ path: '/code', message: 'the code "WEEKEND20" is taken' }]);
    expect((await api('POST', '/promos', { code: 'x', discountType: 'AMOUNT', minPrice: 0 })).status).toBe(
      422,
    );
    const paused = await api('PATCH', `/promos/${made.body.id}`, { version: 1, active: false });
    expect(paused.body).toMatchObject({ active: false, version: 2 });
  });

  it('stops a code at its uses in all, and lists the uses and the discount given', async () => {
    const rule = { discountType: 'AMOUNT' as const, productDiscount: 5000, deliveryDiscount: 0, minPrice: 0 };
    const made = await api('POST', '/promos', { code: 'ONLYTWO', ...rule, usesLimit: 2 });
    const products = (await menu(server, M)).products;
    const branch = (await branches(server, M))[0] as { id: number };
    const plov = find(products, 'Tashkent plov');
    const order = async (phone: string, ip: string) =>
      server.call({
        method: 'POST',
        url: '/api/orders/v1/orders',
        headers: headers(M, (await login(server, M, phone, ip)).token),
        payload: orderRequest(
          products,
          [lineFor(plov, 1)],
          { branch: branch.id, serviceType: 'PICK_UP', promoCode: 'ONLYTWO' },
          0,
          rule,
        ),
      });
    const answers = [];
    for (const [i, phone] of ['998901460001', '998901460002', '998901460003'].entries())
      answers.push((await order(phone, `10.46.1.${i + 1}`)).status);
    expect(answers).toEqual([200, 200, 422]);
    const listed = (await api('GET', '/promos')).body.find((p: { id: number }) => p.id === made.body.id);
    expect(listed).toMatchObject({ uses: 2, discountGiven: 10000, usesLimit: 2 });
  });

  it('downloads the folder, which applied to a fresh merchant gives the same menu', async () => {
    const zip = await server.app.inject({
      method: 'GET',
      url: '/api/manage/v1/folder.zip',
      headers: headers(M, manager),
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const texts: Record<string, string> = {};
    const dir = mkdtempSync(join(tmpdir(), 'folder-'));
    const images: Record<string, string> = {};
    for (const [path, bytes] of Object.entries(files)) {
      const name = path.split('/').slice(1).join('/');
      if (name.startsWith('images/')) {
        const file = join(dir, name.slice(7));
        writeFileSync(file, bytes);
        images[name.slice(7)] = file;
      } else texts[name] = strFromU8(bytes);
    }
    texts['merchant.json'] = JSON.stringify({ ...JSON.parse(texts['merchant.json'] as string), sub: 'copy' });
    // the secrets stay on the server: the copy gets its own (the demo's development ones here)
    const secrets = (
      await server.db.selectFrom('merchants').select('secrets').where('id', '=', M).executeTakeFirstOrThrow()
    ).secrets;
    texts['merchant.json'] = JSON.stringify({ ...JSON.parse(texts['merchant.json']), secrets });
    const { config, problems } = checkFolder(parseFolder(texts, images));
    expect(problems).toEqual([]);
    const applied = await applyConfig(server.db, config as NonNullable<typeof config>);
    const shape = (m: Awaited<ReturnType<typeof menu>>) =>
      m.products.map((p) => ({
        name: p.name,
        price: p.costPrice,
        groups: (
          p as { modificationGroups?: { name: unknown; modifications: { name: unknown; price: number }[] }[] }
        ).modificationGroups?.map((g) => ({
          name: g.name,
          choices: g.modifications.map((c) => [c.name, c.price]),
        })),
      }));
    expect(shape(await menu(server, applied.merchantId))).toEqual(shape(await menu(server, M)));
  });
});
