import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { TEST_CODE } from '../payments/fake-payme-subscribe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { developmentBotToken, signInitData } from '../auth/telegram';
import { CONTRACT } from '../app';
import { createHandlers } from '../api/handlers';
import { callPushSubscriptions, callStaffDesk } from './contract-ops';
import { DATABASES, headers, login, type TestServer } from './harness';
import { serverWithFakeIiko } from './pos-support';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';

type Op = {
  path: string;
  method: string;
  op: {
    operationId: string;
    responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
  };
};
const spec = parse(readFileSync(CONTRACT, 'utf8'));
const operations = new Map<string, Op>();
for (const [path, item] of Object.entries(spec.paths as Record<string, Record<string, Op['op']>>)) {
  for (const [method, op] of Object.entries(item)) operations.set(op.operationId, { path, method, op });
}
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(spec, 'contract');
const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function validatorFor(opId: string, status: number) {
  const { path, method, op } = operations.get(opId) as Op;
  const declared = op.responses[String(status)];
  if (!declared) return null;
  const pointer = declared.$ref
    ? declared.$ref.slice(1)
    : `/paths/${escape(path)}/${method}/responses/${status}`;
  const response = declared.$ref
    ? spec.components.responses[declared.$ref.split('/').pop() as string]
    : declared;
  if (!response.content?.['application/json']) return () => true;
  return ajv.getSchema(`contract#${pointer}/content/application~1json/schema`) ?? null;
}

describe('the contract and the server', () => {
  it('has a handler for every operation of the contract, and no other', () => {
    const handlers = createHandlers({ merchants: { onChange: () => undefined } } as never);
    expect(Object.keys(handlers).sort()).toEqual([...operations.keys()].sort());
  });

  it('limits the length of every string a request may carry', () => {
    const seen = new Set<string>();
    const unbounded: string[] = [];
    type Node = Record<string, any> | undefined;
    const walk = (schema: Node, where: string): void => {
      if (!schema || typeof schema !== 'object') return;
      if (schema.$ref) {
        const name = String(schema.$ref).split('/').pop() as string;
        if (seen.has(name)) return;
        seen.add(name);
        return walk(spec.components.schemas[name], name);
      }
      const bounded = ['maxLength', 'enum', 'format', 'pattern', 'const'].some((k) => k in schema);
      if ([schema.type].flat().includes('string') && !bounded) unbounded.push(where);
      for (const [k, v] of Object.entries(schema.properties ?? {})) walk(v as Node, `${where}.${k}`);
      walk(schema.items, `${where}[]`);
      for (const k of ['oneOf', 'anyOf', 'allOf']) for (const s of schema[k] ?? []) walk(s, where);
    };
    for (const [path, item] of Object.entries(spec.paths as Record<string, Record<string, any>>))
      for (const [method, op] of Object.entries(item)) {
        walk(op.requestBody?.content?.['application/json']?.schema, `${method} ${path}`);
        for (const p of op.parameters ?? []) {
          const param = p.$ref ? spec.components.parameters[String(p.$ref).split('/').pop() as string] : p;
          walk(param.schema, `${method} ${path} ${param.name}`);
        }
      }
    expect(unbounded).toEqual([]);
  });
});

describe.each(DATABASES)('every operation answers inside its schema on %s', (kind) => {
  let server: TestServer;
  const validated = new Set<string>();

  async function call(
    opId: string,
    options: {
      path?: Record<string, string | number>;
      query?: string;
      body?: unknown;
      merchant?: number | null;
      token?: string;
    } = {},
  ) {
    const { path, method } = operations.get(opId) as Op;
    const url = `/api${path.replace(/\{(\w+)\}/g, (_, k: string) => String(options.path?.[k]))}${options.query ? `?${options.query}` : ''}`;
    const h = options.merchant === null ? {} : headers(options.merchant ?? 1, options.token);
    const res = await server.call({
      method: method.toUpperCase() as 'GET',
      url,
      headers: h,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    const validate = validatorFor(opId, res.status);
    if (!validate)
      throw new Error(`${opId} answered an undeclared status ${res.status}: ${JSON.stringify(res.body)}`);
    if (res.status < 300 && res.status !== 204 && !validate(res.body)) {
      throw new Error(
        `${opId} answered outside its schema: ${JSON.stringify((validate as { errors?: unknown }).errors)}`,
      );
    }
    if (res.status < 300) validated.add(opId);
    return res;
  }

  let close: () => Promise<unknown>;
  beforeAll(async () => void ({ server, close } = await serverWithFakeIiko(kind)));
  afterAll(() => close());

  it('validates a real response of every operation', async () => {
    const merchant = (await call('getMerchantBySub', { path: { sub: 'demo' }, merchant: null })).body;
    await call('getWebSettings');
    await call('getLayout');
    const cities = (await call('getCities', { path: { merchantId: merchant.id } })).body;
    for (const type of ['TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY'])
      await call('getPolicy', { query: `policies=${type}` });
    const all = (await call('getBranches')).body;
    await call('getBranchesFull', { query: `cityId=${cities[0].id}` });
    await call('getBranch', { path: { id: all[0].id } });
    await call('getClosestBranch', { path: { merchant: merchant.id }, query: 'lat=41.3&lon=69.25' });
    await call('getBranchPlaces', { path: { id: all[0].id } });
    await call('getDeliveryZones', { query: `cityId=${cities[0].id}` });
    await call('calculateTariff', { body: { latitude: all[0].latitude, longitude: all[0].longitude } });
    const overall = (await call('getOveralls', { query: 'type=WEB' })).body;
    for (const opId of ['getGrades', 'getPaymentMethods', 'getPromos']) await call(opId);
    await call('checkPromo', { body: { code: 'WELCOME', productPrice: 200000 } });
    const vacancies = (await call('getVacancies')).body;
    await call('getVacancy', { path: { id: vacancies[0].id } });
    await call('getStories');
    await call('getBanners');
    await call('reverseGeocode', { query: 'latitude=41.3302&longitude=69.2831&lang=ru', merchant: null });
    const phone = '998904000001';
    await call('sendOtp', { body: { phone } });
    const outbox = (await call('getSmsOutbox', { query: `phone=${phone}`, merchant: null })).body;
    const { token, user } = (await call('verifyOtp', { body: { phone, code: outbox[0].code } })).body;
    const t = { token };
    await call('getMe', t);
    await call('updateUser', {
      ...t,
      path: { id: user.id },
      body: { firstName: 'Dilnoza', lastName: 'Karimova', birthday: '1995-04-12', gender: 'FEMALE' },
    });
    await call('getClosestBranchForUser', { ...t, query: 'lat=41.3&lon=69.25' });
    const address = (
      await call('createAddress', {
        ...t,
        body: {
          type: 'APARTMENT',
          latitude: 41.29,
          longitude: 69.21,
          streetName: 'Bunyodkor',
          houseNumber: '12',
          entrance: '2',
          floor: '4',
          office: '17',
          domophone: '17K',
          comment: 'Qo‘ng‘iroq qiling',
        },
      })
    ).body;
    await call('getAddresses', t);
    await callPushSubscriptions(call, token);
    await call('updateAddress', {
      ...t,
      path: { id: address.id },
      body: { type: 'HOUSE', latitude: 41.29, longitude: 69.21 },
    });
    const product = find(overall.products, 'Tashkent plov');
    const fav = (await call('addFavourite', { ...t, body: { productId: product.id } })).body;
    await call('getFavourites', { ...t, query: `userId=${user.id}&isFavourite=true` });
    await call('removeFavourite', { ...t, path: { favaoriteId: fav.favaoriteId } });
    const card = (
      await call('addCard', {
        ...t,
        body: { number: '8600123412341239', expire: '12/30', cvv: '123', name: 'Uzcard' },
      })
    ).body;
    // Payme texts the card's code: the development stand-in's is Payme's test code
    await call('confirmCard', { ...t, path: { id: card.id }, body: { code: TEST_CODE } });
    await call('getCards', t);
    await call('getCashbackHistory', t);
    const notifications = (await call('getNotifications', t)).body;
    await call('markNotificationRead', { ...t, path: { id: notifications[0].id } });
    const places = (
      await server.call({
        method: 'GET',
        url: `/api/users/v1/branches/${all[0].id}/places`,
        headers: headers(1),
      })
    ).body;
    const tomorrow = new Date(Date.now() + 86_400_000 + 5 * 3600_000).toISOString().slice(0, 10);
    await call('createReservation', {
      ...t,
      body: { branchId: all[0].id, placeId: places[0].id, chairs: 4, day: tomorrow, time: '19:00' },
    });
    await call('getMyReservations', t);

    const products = (await menu(server, 1)).products;
    const branchId = (await branches(server, 1))[0]?.id as number;
    const body = orderRequest(products, [lineFor(find(products, 'Tandoor somsa'), 2)], {
      branch: branchId,
      serviceType: 'PICK_UP',
      paymentType: 'PAYME',
    });
    const order = (await call('createOrder', { ...t, body })).body;
    const later = orderRequest(products, [lineFor(find(products, 'Tandoor somsa'))], {
      branch: branchId,
      serviceType: 'PICK_UP',
      later: true,
      day: tomorrow,
      time: '12:00',
    });
    await call('createOrderAtTime', { ...t, path: { day: tomorrow }, body: later });
    await call('getUserOrders', { ...t, path: { userId: user.id }, query: 'size=10&page=0' });
    await call('getUserActiveOrders', { ...t, path: { userId: user.id } });
    await call('getOrder', { ...t, path: { id: order.id } });
    const checkout = (
      await call('getPaymentCheckout', {
        ...t,
        path: { id: order.id },
        query: 'returnUrl=http://localhost/profile/orders/1',
      })
    ).body;
    expect(checkout.url).toMatch(/^https:\/\/checkout\.paycom\.uz\//);
    const courier = await server.db
      .selectFrom('couriers')
      .select('id')
      .where('merchant_id', '=', 1)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('orders')
      .set({ courier_id: courier.id })
      .where('id', '=', order.id)
      .execute();
    expect((await call('getCourier', { ...t, path: { id: courier.id } })).status).toBe(200);
    await call('advanceOrder', { path: { id: order.id } });
    await server.db.updateTable('orders').set({ status: 'DELIVERED' }).where('id', '=', order.id).execute();
    await call('reviewOrder', { ...t, path: { id: order.id }, body: { grade: 5, comment: 'Zo‘r!' } });
    await call('getProductReviews', {
      path: { id: products.find((p) => p.name.eng === 'Tandoor somsa')?.id as number },
    });
    const cancellable = (await call('createOrder', { ...t, body })).body;
    await call('cancelOrder', { ...t, path: { id: cancellable.id }, body: { reason: 'Changed my mind' } });
    await call('backdateOrder', { path: { id: cancellable.id }, body: { days: 40 } });

    const { ticket } = (await call('createOrderEventsTicket', { ...t, path: { id: cancellable.id } })).body;
    const events = await server.app.inject({
      method: 'GET',
      url: `/api/orders/v1/orders/${cancellable.id}/events?merchantId=1&ticket=${ticket}`,
    });
    expect(events.headers['content-type']).toContain('text/event-stream');
    expect(events.body).toContain('"status":"CANCELED"');
    validated.add('getOrderEvents');

    const initData = signInitData(
      {
        user: JSON.stringify({ id: 99, first_name: 'Bot' }),
        auth_date: String(Math.floor(Date.now() / 1000)),
      },
      developmentBotToken('demo'),
    );
    await call('botToken', { body: { initData } });
    const bot = (await call('botAuth', { body: { initData } })).body;
    const contact = signInitData(
      {
        contact: JSON.stringify({ user_id: 99, phone_number: '998904000099' }),
        auth_date: String(Math.floor(Date.now() / 1000)),
      },
      developmentBotToken('demo'),
    );
    await call('botShareContact', { token: bot.token, body: { contact } });
    await call('botLogout', { token: bot.token });
    await call('requestPhoneChange', { ...t, body: { phone: '998904000002', type: 'WEB' } });
    const changeCode = (
      await server.call({ method: 'GET', url: '/api/dev/v1/sms-outbox?phone=998904000002' })
    ).body[0].code;
    await call('verifyPhoneChange', { ...t, body: { phone: '998904000002', code: changeCode } });
    await call('deleteAddress', { ...t, path: { id: address.id } });
    await call('deleteCard', { ...t, path: { id: card.id } });
    await call('logout', t);
    const other = await login(server, 1, '998904000003', '10.4.0.1');
    await call('deleteMe', { token: other.token });
    await callStaffDesk(server, call, (opId) => validated.add(opId));

    expect([...operations.keys()].filter((id) => !validated.has(id))).toEqual([]);
  });
});
