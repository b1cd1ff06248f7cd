import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { underMinimum } from '../orders/refusals';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const DEMO = 1;
const NIGHT = 3; // its near zone: 40 000 minimum

describe('a delivery under its minimum is refused in a sentence with its sums', () => {
  it('in each language, with that language’s sum format', () => {
    expect(underMinimum(50_000, 20_000).toBody()).toMatchObject({
      code: 'MIN_ORDER',
      message: 'The minimum order is 50,000 sum: add 20,000 sum more',
      description: {
        ru: 'Минимальная сумма заказа — 50 000 сум: добавьте ещё на 20 000 сум',
        uz: "Eng kam buyurtma summasi — 50 000 so'm: yana 20 000 so'mlik mahsulot qo'shing",
        eng: 'The minimum order is 50,000 sum: add 20,000 sum more',
      },
    });
  });
});

describe.each(DATABASES)('order refusals name the dish in each language on %s', (kind) => {
  let server: TestServer;
  let operator: string;
  let customer: string;
  let branchId: number;
  const ops = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    server.call({ method, url: `/api/ops/v1${url}`, headers: headers(DEMO, operator), payload });
  const place = async (merchantId: number, items: ReturnType<typeof lineFor>[], extra = {}) => {
    const products = (await menu(server, merchantId)).products;
    return server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(merchantId, customer),
      payload: orderRequest(products, items, { branch: branchId, serviceType: 'PICK_UP', ...extra }),
    });
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    operator = (await login(server, DEMO, '998900000001', '10.48.2.1', '/api/ops/v1')).token;
    customer = (await login(server, DEMO, '998901004801', '10.48.2.2')).token;
    branchId = (await branches(server, DEMO))[0]!.id;
  });
  afterAll(() => server.close());

  it('a dish on the stop-list: Халва in Russian, Holva in Uzbek, Halva in English', async () => {
    const halva = find((await menu(server, DEMO)).products, 'Halva');
    const stop = await ops('POST', '/stop-list', { productId: halva.id });
    expect(stop.status).toBe(200);
    const refused = await place(DEMO, [lineFor(halva)]);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'PRODUCT_NOT_AVAILABLE',
      message: 'This product is not available: Halva',
      description: {
        ru: 'Этот товар недоступен: Халва',
        uz: 'Bu mahsulot mavjud emas: Holva',
        eng: 'This product is not available: Halva',
      },
    });
    expect((await ops('DELETE', `/stop-list/${stop.body.id}`)).status).toBe(204);
  });

  it('a stopped modifier names the dish and the modifier in each language', async () => {
    const plov = find((await menu(server, DEMO)).products, 'Tashkent plov');
    const kazy = plov
      .modificationGroups!.flatMap((g) => g.modifications)
      .find((m) => m.name.eng === 'Kazy sausage')!;
    const stop = await ops('POST', '/stop-list', { modificationId: kazy.id });
    const line = lineFor(plov);
    line.modifications.push({ modificationId: kazy.id, count: 1 });
    const refused = await place(DEMO, [line]);
    expect(refused.body.description).toEqual({
      ru: 'Этот товар недоступен: Ташкентский плов: Казы',
      uz: 'Bu mahsulot mavjud emas: Toshkent oshi: Qazi',
      eng: 'This product is not available: Tashkent plov: Kazy sausage',
    });
    await ops('DELETE', `/stop-list/${stop.body.id}`);
  });

  it("a group's minimum and maximum name the dish and the group in each language", async () => {
    const plov = find((await menu(server, DEMO)).products, 'Tashkent plov');
    const none = await place(DEMO, [{ productId: plov.id, count: 1, modifications: [] }]);
    expect([none.status, none.body.code]).toEqual([422, 'SELECT_MINIMUM']);
    expect(none.body.description).toEqual({
      ru: 'Ташкентский плов: выберите в группе «Порция» не меньше 1',
      uz: 'Toshkent oshi: «Porsiya» guruhidan kamida 1 ta tanlang',
      eng: 'Tashkent plov: Select minimum 1 in “Portion”',
    });
    const extras = plov.modificationGroups!.find((g) => g.name.eng === 'Extras')!;
    const line = lineFor(plov);
    line.modifications.push(
      ...extras.modifications.slice(0, 3).map((m) => ({ modificationId: m.id, count: 1 })),
    );
    const many = await place(DEMO, [line]);
    expect([many.status, many.body.code]).toEqual([422, 'SELECT_UP_TO']);
    expect(many.body.message).toBe('Tashkent plov: Select up to 2 in “Extras”');
    expect(many.body.description.ru).toBe('Ташкентский плов: выберите в группе «Добавки» не больше 2');
    expect(many.body.description.uz).toBe(
      "Toshkent oshi: «Qo'shimchalar» guruhidan ko'pi bilan 2 ta tanlang",
    );
  });

  it('a delivery under the zone minimum reads as a sentence with formatted sums', async () => {
    const night = (await login(server, NIGHT, '998901004802', '10.48.2.3')).token;
    const [branch] = await branches(server, NIGHT);
    const point = { latitude: branch!.latitude + 0.005, longitude: branch!.longitude };
    const products = (await menu(server, NIGHT)).products;
    const refused = await server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(NIGHT, night),
      payload: orderRequest(
        products,
        [{ ...lineFor(find(products, 'Black tea')), count: 2 }],
        { branch: branch!.id, serviceType: 'DELIVERY', address: point },
        15_000,
      ),
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'MIN_ORDER',
      description: {
        ru: 'Минимальная сумма заказа — 40 000 сум: добавьте ещё на 26 000 сум',
        uz: "Eng kam buyurtma summasi — 40 000 so'm: yana 26 000 so'mlik mahsulot qo'shing",
        eng: 'The minimum order is 40,000 sum: add 26,000 sum more',
      },
    });
  });
});
