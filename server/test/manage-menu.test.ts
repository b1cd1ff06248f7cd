import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menu } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo: uz, ru and en offered, online payments on (dishes carry fiscal codes)
const FISCAL = { mxikCode: '10821001001000000', packageCode: '1545', vatPercent: 12 };

describe.each(DATABASES)("the manager's menu on %s", (kind) => {
  let server: TestServer;
  let manager: string;
  let categoryId: number;
  const api = (method: string, path: string, payload?: unknown, token = manager, merchant = M) =>
    server.call({
      method: method as 'GET',
      url: `/api/manage/v1${path}`,
      headers: headers(merchant, token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const SUMMER = {
    name: { uz: 'Yozgi salat', ru: 'Летний салат', eng: 'Summer salad' },
    price: 32000,
    ...FISCAL,
    modificationGroups: [
      {
        name: { uz: 'Sous', ru: 'Соус', eng: 'Sauce' },
        min: 1,
        max: 1,
        modifications: [
          { name: { uz: 'Qatiq', ru: 'Катык', eng: 'Katyk' }, price: 0 },
          { name: { uz: 'Pesto', ru: 'Песто', eng: 'Pesto' }, price: 5000, ...FISCAL },
        ],
      },
    ],
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    manager = (await login(server, M, '998900000003', '10.46.0.1', '/api/ops/v1')).token;
    categoryId = (await api('GET', '/categories')).body[0].id;
  });
  afterAll(() => server.close());

  it('answers the manager, refuses the operator and the kitchen (403) and another merchant (401/404)', async () => {
    expect((await api('GET', '/products')).status).toBe(200);
    const operator = (await login(server, M, '998900000001', '10.46.0.2', '/api/ops/v1')).token;
    const kitchen = (await login(server, M, '998900000002', '10.46.0.3', '/api/ops/v1')).token;
    for (const token of [operator, kitchen]) {
      const refused = await api('GET', '/products', undefined, token);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('ROLE_NOT_ALLOWED');
      expect((await api('POST', '/products', { ...SUMMER, categoryId }, token)).status).toBe(403);
    }
    // demo's manager token at osh: no such staff there
    expect((await api('GET', '/products', undefined, manager, 2)).status).toBe(401);
    // osh's manager reaching a demo dish by its id: not found
    const osh = (await login(server, 2, '998900000013', '10.46.0.4', '/api/ops/v1')).token;
    const demoDish = (await api('GET', '/products')).body[0].id;
    expect((await api('GET', `/products/${demoDish}`, undefined, osh, 2)).status).toBe(404);
    expect((await api('PATCH', `/products/${demoDish}`, { version: 1, price: 1 }, osh, 2)).status).toBe(404);
  });

  it('creates a dish with a modifier group that the storefront sells, and keeps every id through a price change', async () => {
    const created = await api('POST', '/products', { ...SUMMER, categoryId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ version: 1, price: 32000, hidden: false, categoryId });
    const dish = created.body;
    const onSale = (await menu(server, M)).products.find((p) => p.id === dish.id);
    expect(onSale?.name).toEqual(SUMMER.name);
    const changed = await api('PATCH', `/products/${dish.id}`, { version: 1, price: 35000 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: dish.id, version: 2, price: 35000 });
    // the modifier group and its choices keep their ids (baskets and the stop-list name them)
    expect(changed.body.modificationGroups).toEqual(dish.modificationGroups);
    const sold = (await menu(server, M)).products.find((p) => p.id === dish.id);
    expect(sold?.costPrice).toBe(35000);
    // renaming a choice sent with its id keeps the id; a new choice gets a new one
    const group = changed.body.modificationGroups[0];
    const renamed = await api('PATCH', `/products/${dish.id}`, {
      version: 2,
      modificationGroups: [
        {
          ...group,
          modifications: [
            { ...group.modifications[0], name: { uz: 'Suzma', ru: 'Сузьма', eng: 'Suzma' } },
            { ...group.modifications[1], ...FISCAL },
            { name: { uz: 'Achchiq', ru: 'Острый', eng: 'Hot' }, price: 0 },
          ],
        },
      ],
    });
    expect(renamed.status).toBe(200);
    const choices = renamed.body.modificationGroups[0].modifications;
    expect(choices[0].id).toBe(group.modifications[0].id);
    expect(choices[1].id).toBe(group.modifications[1].id);
    expect([group.id, ...group.modifications.map((m: { id: number }) => m.id)]).not.toContain(choices[2].id);
  });

  it('refuses with the folder validation’s own words: a price below zero, a text missing in an offered language, fiscal codes', async () => {
    const below = await api('POST', '/products', { ...SUMMER, categoryId, price: -1 });
    expect(below.status).toBe(422);
    expect(below.body.problems).toContainEqual({ path: '/price', message: 'must be >= 0' });
    const noRussian = await api('POST', '/products', {
      ...SUMMER,
      categoryId,
      name: { uz: 'Salat', eng: 'Salad' },
    });
    expect(noRussian.status).toBe(422);
    expect(noRussian.body.problems).toContainEqual({
      path: '/name',
      message: 'needs its Russian text ("ru"): the merchant offers Russian',
    });
    const { mxikCode: _, ...noCode } = SUMMER;
    const unfiscal = await api('POST', '/products', { ...noCode, categoryId });
    expect(unfiscal.status).toBe(422);
    expect(unfiscal.body.problems[0].message).toMatch(
      /has no mxikCode: online payments print a fiscal receipt/,
    );
    const limits = await api('POST', '/products', {
      ...SUMMER,
      categoryId,
      modificationGroups: [{ ...SUMMER.modificationGroups[0], min: 3, max: 1 }],
    });
    expect(limits.body.problems).toContainEqual({
      path: '/modificationGroups/0',
      message: 'min (3) is above max (1)',
    });
    // nothing of these was written
    const names = (await api('GET', '/products')).body.map((p: { name: { eng: string } }) => p.name.eng);
    expect(names.filter((n: string) => n === 'Salad')).toEqual([]);
  });

  it('refuses a save that started from an older version with who saved first and when, in every language', async () => {
    const dish = (await api('POST', '/products', { ...SUMMER, categoryId })).body;
    expect((await api('PATCH', `/products/${dish.id}`, { version: 1, price: 40000 })).status).toBe(200);
    const late = await api('PATCH', `/products/${dish.id}`, { version: 1, price: 41000 });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^Changed by Shahzoda at \d\d:\d\d$/);
    expect(late.body.description.ru).toMatch(/^Изменено: Shahzoda в \d\d:\d\d/);
    expect(late.body.description.uz).toMatch(/^Shahzoda soat \d\d:\d\d da o'zgartirdi/);
    expect((await api('GET', `/products/${dish.id}`)).body.price).toBe(40000);
  });

  it('lets one of two parallel saves from the same version win; the other is refused, never overwritten silently', async () => {
    const dish = (await api('POST', '/products', { ...SUMMER, categoryId })).body;
    const answers = await Promise.all([
      api('PATCH', `/products/${dish.id}`, { version: 1, price: 50000 }),
      api('PATCH', `/products/${dish.id}`, { version: 1, price: 60000 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)?.body.price;
    const now = (await api('GET', `/products/${dish.id}`)).body;
    expect(now).toMatchObject({ price: winner, version: 2 });
  });

  it('lists each change old → new and undoes one while nothing after it depends on it', async () => {
    const dish = (await api('POST', '/products', { ...SUMMER, categoryId })).body;
    await api('PATCH', `/products/${dish.id}`, { version: 1, price: 36000 });
    const changes = (await api('GET', '/changes')).body;
    const priceChange = changes.find(
      (c: { rowId: number; action: string }) => c.rowId === dish.id && c.action === 'changed',
    );
    expect(priceChange).toMatchObject({
      kind: 'product',
      who: 'Shahzoda',
      before: { price: 32000 },
      after: { price: 36000 },
      undone: false,
    });
    const creation = changes.find(
      (c: { rowId: number; action: string }) => c.rowId === dish.id && c.action === 'created',
    );
    // the creation has a price change after it: undoing it first is refused, saying who changed it
    const blocked = await api('POST', `/changes/${creation.id}/undo`);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toMatch(/Shahzoda changed it again at \d\d:\d\d; undo that change first/);
    const undone = await api('POST', `/changes/${priceChange.id}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ action: 'undone', undoOf: priceChange.id, after: { price: 32000 } });
    expect((await api('GET', `/products/${dish.id}`)).body).toMatchObject({ price: 32000, version: 3 });
    expect((await api('POST', `/changes/${priceChange.id}/undo`)).status).toBe(409);
  });

  it('hides a dish (DELETE) and the storefront no longer sells it; the row and its id stay', async () => {
    const dish = (await api('POST', '/products', { ...SUMMER, categoryId })).body;
    const hidden = await api('DELETE', `/products/${dish.id}`);
    expect(hidden.body).toMatchObject({ id: dish.id, hidden: true });
    expect((await menu(server, M)).products.some((p) => p.id === dish.id)).toBe(false);
  });

  it('creates, renames, reorders and hides categories; dishes reorder within one', async () => {
    const made = await api('POST', '/categories', {
      name: { uz: 'Yozgi', ru: 'Летнее', eng: 'Summer' },
      textColor: '#0F766E',
    });
    expect(made.status).toBe(201);
    const renamed = await api('PATCH', `/categories/${made.body.id}`, {
      version: 1,
      name: { uz: 'Yoz', ru: 'Лето', eng: 'Summer menu' },
    });
    expect(renamed.body).toMatchObject({ version: 2, name: { eng: 'Summer menu' } });
    expect(
      (await api('PATCH', `/categories/${made.body.id}`, { version: 2, textColor: 'red' })).body.problems,
    ).toEqual([
      { path: '/textColor', message: '"red" is not a colour: use #RRGGBB (six hex digits, e.g. #F59E0B)' },
    ]);
    const ids = (await api('GET', '/categories')).body.map((c: { id: number }) => c.id);
    const reversed = [...ids].reverse();
    expect(
      (await api('PUT', '/categories/order', { ids: reversed })).body.map((c: { id: number }) => c.id),
    ).toEqual(reversed);
    expect((await api('PUT', '/categories/order', { ids: ids.slice(1) })).status).toBe(422);
    const dishes = (await api('GET', '/products')).body.filter(
      (p: { categoryId: number }) => p.categoryId === categoryId,
    );
    const order = dishes.map((p: { id: number }) => p.id).reverse();
    expect(
      (await api('PUT', `/categories/${categoryId}/order`, { ids: order })).body.map(
        (p: { id: number }) => p.id,
      ),
    ).toEqual(order);
    const hid = await api('PATCH', `/categories/${categoryId}`, { version: 1, hidden: true });
    expect(hid.body.hidden).toBe(true);
    expect(
      (await menu(server, M)).products.some((p) => dishes.some((d: { id: number }) => d.id === p.id)),
    ).toBe(false);
    await api('PATCH', `/categories/${categoryId}`, { version: 2, hidden: false });
  });
});
