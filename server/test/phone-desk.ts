import { expect } from 'vitest';
import type { Schemas } from '../http/types';
import { branches, find, lineFor, menu } from './fixtures';
import { headers, login, type TestServer } from './harness';

export const M = 1; // demo
const OPERATOR = '998900000001';
const KITCHEN = '998900000002';
const COURIER = '998900000006';
type Product = Schemas['Product'];
export type StaffOrder = Schemas['StaffOrder'];

/** The desk of the demo merchant for phone orders and edits: its operator, kitchen and a courier logged in. */
export async function phoneDesk(server: TestServer, ipBlock: string) {
  const op = await login(server, M, OPERATOR, `${ipBlock}.1`, '/api/ops/v1');
  const operator = op.token;
  const operatorId = op.staff.id;
  const kitchen = (await login(server, M, KITCHEN, `${ipBlock}.2`, '/api/ops/v1')).token;
  const courier = (await login(server, M, COURIER, `${ipBlock}.3`, '/api/ops/v1')).token;
  const products: Product[] = (await menu(server, M)).products;
  const branch = (await branches(server, M))[0] as Schemas['Branch'];
  let caller = 998_931_000_000 + Math.floor(Math.random() * 900_000);
  const nextCaller = () => String(++caller);
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown, lang = 'en') =>
    server.call({
      method,
      url: `/api${url}`,
      headers: { ...headers(M, token), 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** a point inside the first branch's near zone */
  const near = () => ({
    latitude: branch.latitude + 0.005,
    longitude: branch.longitude,
    streetName: 'Bunyodkor',
  });
  const plovWithEgg = () => {
    const plov = find(products, 'Tashkent plov');
    const egg = plov.modificationGroups?.[1]?.modifications.find((m) => m.name.eng === 'Quail egg');
    return {
      ...lineFor(plov),
      modifications: [...lineFor(plov).modifications, { modificationId: egg?.id ?? 0, count: 1 }],
    };
  };
  const tariff = async (point: { latitude: number; longitude: number }) =>
    (
      await server.call({
        method: 'POST',
        url: '/api/deliveries/v1/delivery/tariff/client/calculate',
        headers: headers(M),
        payload: { latitude: point.latitude, longitude: point.longitude },
      })
    ).body as { branchId: number; deliveryPrice: number };
  /** a delivery phone order for a caller, priced by the quote, placed */
  const takeOrder = async (phone: string, extra: Record<string, unknown> = {}) => {
    const draft = {
      phone,
      name: 'Aziza',
      serviceType: 'DELIVERY',
      paymentType: 'CASH',
      branch: (await tariff(near())).branchId,
      address: near(),
      cartItems: [plovWithEgg()],
      comment: 'call at the gate',
      ...extra,
    };
    const quote = await call('POST', '/ops/v1/phone/quote', operator, draft);
    expect(quote.status).toBe(200);
    const placed = await call('POST', '/ops/v1/phone/orders', operator, {
      ...draft,
      totalPrice: quote.body.totalPrice,
    });
    expect(placed.status).toBe(201);
    return placed.body as StaffOrder;
  };
  const move = (id: number, status: string, token = operator) =>
    call('POST', `/ops/v1/orders/${id}/status`, token, { status });

  return {
    operator,
    operatorId,
    kitchen,
    courier,
    products,
    branch,
    nextCaller,
    call,
    near,
    plovWithEgg,
    tariff,
    takeOrder,
    move,
  };
}
