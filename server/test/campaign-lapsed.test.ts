import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueCampaignMessages } from '../campaigns/sender';
import { placePickUpOrder } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo
const MANAGER = '998901110047';
const DAY_MS = 86_400_000;

/**
 * A campaign to "lapsed" customers (at least two orders kept, none in the last 30 days) reaches
 * exactly those of them who agreed on its channel: orders placed through the API, then moved
 * back in time and the merchant's customer figures rebuilt from them.
 */
describe.each(DATABASES)('a campaign to lapsed customers on %s', (kind) => {
  let server: TestServer;
  let manager = '';
  const ids: Record<string, number> = {};

  /** A customer who agreed to SMS (or not) and ordered these many days ago (a negative day: cancelled). */
  async function customer(name: string, phone: string, agrees: boolean, daysAgo: number[]) {
    const { token, user } = await login(server, M, phone, `10.55.${phone.slice(-2)}.1`);
    ids[name] = user.id;
    await server.call({
      method: 'PUT',
      url: `/api/users/v1/users/${user.id}`,
      headers: headers(M, token),
      payload: { firstName: name },
    });
    const agreed = await server.call({
      method: 'PUT',
      url: '/api/users/v1/marketing-consent',
      headers: headers(M, token),
      payload: { sms: agrees },
    });
    expect(agreed.status).toBe(200);
    for (const ago of daysAgo) {
      const order = await placePickUpOrder(server, M, token);
      if (ago < 0) {
        const cancelled = await server.call({
          method: 'POST',
          url: `/api/orders/v1/orders/${order.id}/cancel`,
          headers: headers(M, token),
          payload: {},
        });
        expect(cancelled.status).toBe(200);
      }
      await server.db
        .updateTable('orders')
        .set({ created_date: new Date(Date.now() - Math.abs(ago) * DAY_MS) })
        .where('id', '=', order.id)
        .execute();
    }
  }

  beforeAll(async () => {
    // the test sends the campaign itself: a timer sending beside it could hold a message the
    // test's own loop then skips, still unsent when the test reads it
    server = await startTestServer(kind, { BOT_SEND_TICK_MS: '0' });
    manager = (await login(server, M, MANAGER, '10.55.0.1', '/api/ops/v1')).token;
    await customer('Aziza', '998905500001', true, [40, 35]); // lapsed, agreed
    await customer('Farrux', '998905500002', true, [33, 31]); // lapsed, agreed
    await customer('Botir', '998905500003', false, [45, 31]); // lapsed, never agreed
    await customer('Dilnoza', '998905500004', true, [40, 5]); // ordered five days ago
    await customer('Eldor', '998905500005', true, [60]); // one order only
    await customer('Gulnora', '998905500006', true, [40, -35]); // the second cancelled: one kept
    await customer('Hamid', '998905500007', true, [29, 28]); // under 30 days
    // the customers' figures as the orders now say (the rollup follows new orders and cancellations)
    await sql`SELECT report_rebuild(${M})`.execute(server.db);
  });
  afterAll(() => server.close());

  it('counts and sends to exactly the lapsed customers who agreed, nobody else', async () => {
    const lapsed = await server.call({
      method: 'GET',
      url: '/api/ops/v1/customers?segment=LAPSED',
      headers: headers(M, manager),
    });
    expect((lapsed.body.content as { id: number }[]).map((c) => c.id).sort()).toEqual(
      [ids.Aziza, ids.Farrux, ids.Botir].sort(),
    );

    const created = await server.call({
      method: 'POST',
      url: '/api/ops/v1/campaigns',
      headers: headers(M, manager),
      payload: {
        name: 'We miss you',
        channel: 'sms',
        segment: 'LAPSED',
        text: { uz: 'Sizni sog‘indik: WELCOME bilan keling' },
        promoCode: 'WELCOME',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.audience.total).toBe(2);
    const id = created.body.id as number;
    expect(
      (
        await server.call({
          method: 'POST',
          url: `/api/ops/v1/campaigns/${id}/send`,
          headers: headers(M, manager),
        })
      ).status,
    ).toBe(200);
    const options = {
      telegramApiUrl: '',
      vapid: null,
      sms: { production: false },
      storefrontUrl: 'https://{sub}.dasturxon.uz',
    };
    while ((await sendDueCampaignMessages(server.db, options)) > 0);

    const to = await server.db
      .selectFrom('campaign_messages')
      .select(['user_id', 'sent_at'])
      .where('campaign_id', '=', id)
      .execute();
    expect(to.map((m) => m.user_id).sort()).toEqual([ids.Aziza, ids.Farrux].sort());
    expect(to.every((m) => m.sent_at !== null)).toBe(true);
    // what reached each phone: the message on the two, nothing on the others
    for (const [phone, gets] of [
      ['998905500001', true],
      ['998905500002', true],
      ['998905500003', false],
      ['998905500004', false],
      ['998905500005', false],
      ['998905500006', false],
      ['998905500007', false],
    ] as const) {
      const outbox = (await server.call({ method: 'GET', url: `/api/dev/v1/sms-outbox?phone=${phone}` }))
        .body as { text: string }[];
      expect(
        outbox.some((m) => m.text.includes('Sizni sog‘indik')),
        phone,
      ).toBe(gets);
    }
    const results = await server.call({
      method: 'GET',
      url: `/api/ops/v1/campaigns/${id}`,
      headers: headers(M, manager),
    });
    expect(results.body.results).toMatchObject({ recipients: 2, sent: 2 });
  });
});
