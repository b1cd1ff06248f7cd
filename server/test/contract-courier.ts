import { placeDeliveryOrder } from './fixtures';
import { login, type TestServer } from './harness';

type Call = (
  opId: string,
  options?: { path?: Record<string, string | number>; query?: string; body?: unknown; token?: string },
) => Promise<{ status: number; body: any }>;

/** The contract test's calls of the courier app and the desk's delivery: each operation once, inside its schema. */
export async function callCouriers(server: TestServer, call: Call, deskToken: string) {
  const courier = { token: (await login(server, 1, '998900000005', '10.4.5.1', '/api/ops/v1')).token };
  const buyer = await login(server, 1, '998904000045', '10.4.5.2');
  await call('courierShift', { ...courier, body: { on: true } });
  const route = await call('courierListOrders', courier);
  const order = await placeDeliveryOrder(server, 1, buyer.token);
  await call('opsListCouriers', { token: deskToken });
  await call('opsAssignRosterCourier', {
    token: deskToken,
    path: { id: order.id },
    body: { courierId: route.body.courier.id },
  });
  for (const status of ['ACCEPTED', 'COOKING', 'DONE'])
    await server.call({
      method: 'POST',
      url: `/api/ops/v1/orders/${order.id}/status`,
      headers: { 'x-merchant-id': '1', authorization: `Bearer ${deskToken}` },
      payload: { status },
    });
  await call('courierStep', {
    ...courier,
    path: { id: order.id },
    body: { courierStatus: 'PERFORMER_PICKUPED' },
  });
  await call('courierPosition', {
    ...courier,
    body: { latitude: 41.3, longitude: 69.24, accuracy: 5, at: new Date().toISOString() },
  });
  await call('courierStep', {
    ...courier,
    path: { id: order.id },
    body: { courierStatus: 'PERFORMER_DELIVERED_FINISH', cashCollected: order.totalPrice },
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' }).format(new Date());
  await call('opsCourierDay', { token: deskToken, query: `day=${today}` });
  // a delivery for Yandex: called, then read
  const other = await placeDeliveryOrder(server, 1, buyer.token);
  await call('opsCallYandex', { token: deskToken, path: { id: other.id } });
  await call('opsGetDeliveryClaim', { token: deskToken, path: { id: other.id } });
}
