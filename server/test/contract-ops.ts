import { expect } from 'vitest';
import { subscriber } from './fake-push';
import { placeDeliveryOrder, placePickUpOrder } from './fixtures';
import { login, openStream, type TestServer } from './harness';
import { callBackOffice } from './contract-manage';
import { callCouriers } from './contract-courier';
import { callReports } from './contract-reports';
import { callPhoneOrders } from './contract-phone';
import { callCampaigns } from './contract-campaigns';

type Call = (
  opId: string,
  options?: {
    path?: Record<string, string | number>;
    query?: string;
    body?: unknown;
    token?: string;
    merchant?: number;
  },
) => Promise<{ status: number; body: any }>;

/** The contract test's calls of the staff order desk: each operation once, answering inside its schema. */
export async function callStaffDesk(server: TestServer, call: Call, validated: (opId: string) => void) {
  // the staff order desk
  await call('opsSendOtp', { body: { phone: '998900000001' } });
  const staffCode = (await server.call({ method: 'GET', url: '/api/dev/v1/sms-outbox?phone=998900000001' }))
    .body[0].code;
  const desk = {
    token: (await call('opsVerifyOtp', { body: { phone: '998900000001', code: staffCode } })).body.token,
  };
  const buyer = await login(server, 1, '998904000004', '10.4.0.2');
  const placed = await placePickUpOrder(server, 1, buyer.token);
  await call('opsListOrders', desk);
  await call('opsGetOrder', { ...desk, path: { id: placed.id } });
  await call('opsChangeOrderStatus', { ...desk, path: { id: placed.id }, body: { status: 'ACCEPTED' } });
  const delivery = await placeDeliveryOrder(server, 1, buyer.token);
  await call('opsAssignCourier', {
    ...desk,
    path: { id: delivery.id },
    body: { name: 'Aziz', phone: '998901112255' },
  });
  // a refund: refused where none is due, then made for an order paid and cancelled
  await call('opsMarkRefunded', { ...desk, path: { id: placed.id }, body: { method: 'CASH' } });
  const owed = await placePickUpOrder(server, 1, buyer.token);
  await server.db
    .updateTable('orders')
    .set({ status: 'CANCELED', is_paid: true, refund_due: true })
    .where('id', '=', owed.id)
    .execute();
  await call('opsMarkRefunded', {
    ...desk,
    path: { id: owed.id },
    body: { method: 'CARD', note: 'to the card' },
  });
  // the day's figures and the orders' spreadsheet
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' }).format(new Date());
  await call('opsDayReport', { ...desk, query: `day=${today}` });
  await call('opsOrdersCsv', { ...desk, query: `from=${today}&to=${today}` });
  // the stop-list: a dish stopped, listed, taken off; an open storefront's stream hears the stop
  await call('getStorefrontEvents', { query: 'merchantId=999' });
  const storefront = await openStream(server, '/api/products/v1/events?merchantId=1');
  await storefront.until((text) => text.includes(': open'));
  const stop = await call('opsAddStop', { ...desk, body: { productId: placed.cartItems[0]?.productId } });
  expect(await storefront.until((text) => text.includes('data: '))).toContain('"kind":"stop-list"');
  storefront.close();
  validated('getStorefrontEvents');
  await call('opsListStops', desk);
  await call('opsRemoveStop', { ...desk, path: { id: stop.body.id } });
  // the POS (osh's iiko): its status line, the menu sync's plan, an order sent again
  await call('opsPosStatus', desk);
  await call('opsPosMenuSync', { ...desk, query: 'dryRun=true' });
  const oshDesk = {
    merchant: 2,
    token: (await login(server, 2, '998900000011', '10.4.0.9', '/api/ops/v1')).token,
  };
  const oshOrder = await placePickUpOrder(
    server,
    2,
    (await login(server, 2, '998904000044', '10.4.0.8')).token,
    'Manti',
  );
  await call('opsPosMenuSync', { ...oshDesk, query: 'dryRun=true' });
  await call('opsPosRetry', { ...oshDesk, path: { id: oshOrder.id } });
  // a busy branch: paused for a quarter of an hour with 20 minutes more, then taken back
  const pause = new Date(Date.now() + 15 * 60_000).toISOString();
  const busy = { ...desk, path: { id: placed.branch } };
  await call('opsSetBranchBusy', { ...busy, body: { pausedUntil: pause, extraMinutes: 20 } });
  await call('opsSetBranchBusy', { ...busy, body: { pausedUntil: null, extraMinutes: 0 } });
  await call('opsGetOrderEvents', { query: 'merchantId=1&ticket=not-a-ticket' });
  const staffTicket = (await call('opsCreateEventsTicket', desk)).body.ticket;
  const stream = await openStream(
    server,
    `/api/ops/v1/orders/events?merchantId=1&ticket=${encodeURIComponent(staffTicket)}`,
  );
  await stream.until((text) => text.includes(': open'));
  stream.close();
  expect(stream).toMatchObject({ status: 200, contentType: expect.stringContaining('text/event-stream') });
  validated('opsGetOrderEvents');
  // the manager's back office
  await callBackOffice(server, call);
  await callCouriers(server, call, desk.token);
  const manager = await callReports(server, call);
  await callPhoneOrders(server, call, desk.token);
  await callCampaigns(server, call, manager);
}

/** The contract test's calls of a customer's web push devices: the key, a device stored, then removed. */
export async function callPushSubscriptions(call: Call, token: string) {
  await call('getPushKey');
  const device = (
    await call('createPushSubscription', { token, body: subscriber('http://127.0.0.1:9/push/contract').json })
  ).body;
  await call('deletePushSubscription', { token, path: { id: device.id } });
}
