import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localParts } from '../../src/domain/schedule';
import { openDueOrders } from '../orders/scheduler';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const NIGHT = 3; // branches open 18:00–04:00

describe.each(DATABASES)('opening hours on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    // 14:00 in Tashkent: the night merchant is closed
    server = await startTestServer(kind, { DEV_CLOCK: 'night=14:00' });
    token = (await login(server, NIGHT, '998901000081', '10.8.0.1')).token;
  });
  afterAll(() => server.close());

  it('says a closed branch is closed and when it opens', async () => {
    const [branch] = await branches(server, NIGHT);
    expect(branch).toMatchObject({
      isOpen: false,
      opensAt: { day: localParts(new Date()).day, time: '18:00' },
    });
  });

  it('refuses a "now" order at a closed branch with the next opening, and takes one for later', async () => {
    const products = (await menu(server, NIGHT)).products;
    const [branch] = await branches(server, NIGHT);
    const body = orderRequest(products, [lineFor(find(products, 'Tandoor somsa'))], {
      branch: (branch as { id: number }).id,
      serviceType: 'PICK_UP',
    });
    const now = await server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(NIGHT, token),
      payload: body,
    });
    expect(now.status).toBe(422);
    expect(now.body.code).toBe('BRANCH_CLOSED');
    expect(now.body.message).toContain('18:00');
    expect(now.body.description.ru).toContain('18:00');
    const tomorrow = localParts(new Date(Date.now() + 86_400_000)).day;
    const later = await server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(NIGHT, token),
      payload: { ...body, later: true, day: tomorrow, time: '19:00' },
    });
    expect(later.status).toBe(200);
    // no such day, and beyond the week the merchant schedules
    for (const day of ['2027-02-31', localParts(new Date(Date.now() + 9 * 86_400_000)).day]) {
      const refused = await server.call({
        method: 'POST',
        url: '/api/orders/v1/orders',
        headers: headers(NIGHT, token),
        payload: { ...body, later: true, day, time: '19:00' },
      });
      expect([day, refused.status]).toEqual([day, 422]);
    }
  });

  it('opens a scheduled order an hour before its time, through the lifecycle', async () => {
    const products = (await menu(server, NIGHT)).products;
    const [branch] = await branches(server, NIGHT);
    const tomorrow = localParts(new Date(Date.now() + 86_400_000)).day;
    const placed = await server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(NIGHT, token),
      payload: {
        ...orderRequest(products, [lineFor(find(products, 'Tandoor somsa'))], {
          branch: (branch as { id: number }).id,
          serviceType: 'PICK_UP',
        }),
        later: true,
        day: tomorrow,
        time: '20:00',
      },
    });
    expect(placed.body.status).toBe('AT_TIME');
    const at = new Date(placed.body.deliveryAt).getTime();
    // two hours before: not yet (an earlier scheduled order of this file may open)
    expect((await openDueOrders(server.db, server.events, at - 2 * 3600_000)).map((o) => o.id)).not.toContain(
      placed.body.id,
    );
    const opened = await openDueOrders(server.db, server.events, at - 30 * 60_000);
    expect(opened.filter((o) => o.id === placed.body.id).map((o) => o.status)).toEqual(['OPEN']);
    const mine = await server.call({
      method: 'GET',
      url: `/api/orders/v1/orders/${placed.body.id}`,
      headers: headers(NIGHT, token),
    });
    expect(mine.body.log.map((l: { status: string }) => l.status)).toEqual(['AT_TIME', 'OPEN']);
  });

  it('books a table only on a real day, within the week, inside the hours', async () => {
    const demo = await login(server, 1, '998901000082', '10.8.0.2');
    const [branch] = await branches(server, 1);
    const id = (branch as { id: number }).id;
    const places = (
      await server.call({ method: 'GET', url: `/api/users/v1/branches/${id}/places`, headers: headers(1) })
    ).body;
    const book = (day: string, time: string) =>
      server.call({
        method: 'POST',
        url: '/api/users/v1/reservations',
        headers: headers(1, demo.token),
        payload: { branchId: id, placeId: places[0].id, chairs: 2, day, time },
      });
    const tomorrow = localParts(new Date(Date.now() + 86_400_000)).day;
    expect((await book(tomorrow, '19:00')).status).toBe(201);
    expect((await book('2027-02-31', '19:00')).body.code).toBe('SCHEDULE_NO_SUCH_DAY');
    expect((await book(localParts(new Date(Date.now() + 9 * 86_400_000)).day, '19:00')).body.code).toBe(
      'SCHEDULE_TOO_FAR',
    );
    expect((await book(tomorrow, '03:00')).body.code).toBe('SCHEDULE_OUTSIDE_HOURS');
    // the same table at the same time again, twenty times at once: one booking, the rest 409
    const again = await Promise.all(Array.from({ length: 20 }, () => book(tomorrow, '20:00')));
    expect(again.filter((r) => r.status === 201)).toHaveLength(1);
    expect(again.filter((r) => r.status === 409 && r.body.code === 'ALREADY_BOOKED')).toHaveLength(19);
    expect((await book(tomorrow, '19:00')).body.code).toBe('ALREADY_BOOKED');
    // another time is another booking
    expect((await book(tomorrow, '20:30')).status).toBe(201);
  });
});
