import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localParts } from '../../src/domain/schedule';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo (its manager and operator)
const DAY_MS = 86_400_000;

/** The manager's customers: segments by the orders' dates and sums, search, a card; nobody deleted. */
describe.each(DATABASES)('the customers on %s', (kind) => {
  let server: TestServer;
  let manager: string;
  const ids: Record<string, number> = {};
  const list = async (query: string, token = manager) =>
    server.call({ method: 'GET', url: `/api/ops/v1/customers?${query}`, headers: headers(M, token) });
  const names = async (query: string) =>
    ((await list(query)).body.content as { name: string }[]).map((c) => c.name).sort();

  beforeAll(async () => {
    server = await startTestServer(kind);
    manager = (await login(server, M, '998901110047', '10.49.0.1', '/api/ops/v1')).token;
    const branch = await server.db
      .selectFrom('branches')
      .select('id')
      .where('merchant_id', '=', M)
      .executeTakeFirstOrThrow();
    const inTwoDays = localParts(new Date(Date.now() + 2 * DAY_MS)).day;
    let number = 490_000;
    const people: [string, string, string | null, [number, number, string?][]][] = [
      // name, phone, birthday, orders: [days ago, total, status]
      [
        'Aziza Lapsed',
        '998901490001',
        null,
        [
          [40, 50_000],
          [35, 50_000],
        ],
      ],
      [
        'Bobur Regular',
        '998901490002',
        null,
        [
          [50, 100_000],
          [20, 100_000],
          [10, 100_000],
        ],
      ],
      ['Dilshod New', '998901490003', `1990-${inTwoDays.slice(5)}`, [[5, 20_000]]],
      [
        'Eldor Once',
        '998901490004',
        '1985-01-01',
        [
          [100, 10_000],
          [3, 70_000, 'CANCELED'],
        ],
      ],
      [
        'Gone Deleted',
        '998901490005',
        null,
        [
          [40, 50_000],
          [35, 50_000],
        ],
      ],
    ];
    for (const [name, phone, birthday, orders] of people) {
      const [first, last] = name.split(' ');
      const user = await server.db
        .insertInto('users')
        .values({ merchant_id: M, phone, first_name: first!, last_name: last!, birthday })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[first!] = user.id;
      for (const [ago, total, status = 'CLOSED'] of orders)
        await sql`INSERT INTO orders (merchant_id, user_id, number, status, service_type, payment_type, branch_id,
            lines, product_count, product_price, product_discount, delivery_price, delivery_discount,
            total_discount, total_price, details, created_date)
          VALUES (${M}, ${user.id}, ${++number}, ${status}, 'PICK_UP', 'CASH', ${branch.id}, '[]', 1, ${total}, 0, 0,
            0, 0, ${total}, '{}', ${new Date(Date.now() - ago * DAY_MS)})`.execute(server.db);
    }
    await server.db.updateTable('users').set({ is_active: false }).where('id', '=', ids.Gone!).execute();
  });
  afterAll(() => server.close());

  it('lists who ordered, most spent first, with orders kept, spend and first and last order; never the deleted', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(4);
    expect(res.body.content.map((c: { name: string }) => c.name)).toEqual([
      'Bobur Regular',
      'Aziza Lapsed',
      'Dilshod New',
      'Eldor Once',
    ]);
    expect(res.body.content[3]).toMatchObject({
      phone: '998901490004',
      orders: 1,
      spent: 10_000,
      channel: 'WEB',
    });
  });

  it('finds the segments: new, regulars, lapsed, top 10 %, birthday this week', async () => {
    expect(await names('segment=NEW')).toEqual(['Dilshod New']);
    expect(await names('segment=REGULARS')).toEqual(['Bobur Regular']);
    expect(await names('segment=LAPSED')).toEqual(['Aziza Lapsed']);
    expect(await names('segment=TOP')).toEqual(['Bobur Regular']);
    expect(await names('segment=BIRTHDAY')).toEqual(['Dilshod New']);
  });

  it('searches by phone digits or a name, opens a card with the orders; the manager’s only', async () => {
    expect(await names('q=490003')).toEqual(['Dilshod New']);
    expect(await names('q=eldor')).toEqual(['Eldor Once']);
    const card = await server.call({
      method: 'GET',
      url: `/api/ops/v1/customers/${ids.Eldor}`,
      headers: headers(M, manager),
    });
    expect(card.body.orderList.map((o: { status: string }) => o.status)).toEqual(['CANCELED', 'CLOSED']);
    const gone = await server.call({
      method: 'GET',
      url: `/api/ops/v1/customers/${ids.Gone}`,
      headers: headers(M, manager),
    });
    expect(gone.status).toBe(404);
    const operator = (await login(server, M, '998900000001', '10.49.0.2', '/api/ops/v1')).token;
    expect((await list('', operator)).status).toBe(403);
    expect((await list('segment=SOMETIMES')).status).toBe(400);
  });

  it("shows each customer's news consent per channel and finds those who agreed on one", async () => {
    // Aziza agreed to SMS and said no to Telegram; Bobur agreed to Telegram; the others never answered
    await server.db
      .insertInto('marketing_consents')
      .values([
        { user_id: ids.Aziza!, merchant_id: M, channel: 'sms', agreed: true, source: 'CHECKOUT' },
        { user_id: ids.Aziza!, merchant_id: M, channel: 'telegram', agreed: false, source: 'BOT_STOP' },
        { user_id: ids.Bobur!, merchant_id: M, channel: 'telegram', agreed: true, source: 'PROFILE' },
      ])
      .execute();
    const all = (await list('')).body.content as { name: string; consent: object }[];
    expect(Object.fromEntries(all.map((c) => [c.name, c.consent]))).toEqual({
      'Aziza Lapsed': { telegram: false, push: false, sms: true },
      'Bobur Regular': { telegram: true, push: false, sms: false },
      'Dilshod New': { telegram: false, push: false, sms: false },
      'Eldor Once': { telegram: false, push: false, sms: false },
    });
    expect(await names('consent=sms')).toEqual(['Aziza Lapsed']);
    expect(await names('consent=telegram')).toEqual(['Bobur Regular']);
    expect(await names('consent=push')).toEqual([]);
    expect(await names('consent=sms&segment=LAPSED')).toEqual(['Aziza Lapsed']);
    expect(await names('consent=sms&segment=REGULARS')).toEqual([]);
    const card = await server.call({
      method: 'GET',
      url: `/api/ops/v1/customers/${ids.Bobur}`,
      headers: headers(M, manager),
    });
    expect(card.body.consent).toEqual({ telegram: true, push: false, sms: false });
    expect((await list('consent=fax')).status).toBe(400);
  });
});
