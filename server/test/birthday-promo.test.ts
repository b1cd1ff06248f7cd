import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthdayWindow } from '../../src/domain/birthday';
import { localParts } from '../../src/domain/schedule';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo
const MANAGER = '998901110047';
const PROMO = { percent: 10, daysBefore: 3, daysAfter: 3 };

/** A day `days` from today in Tashkent (the demo's own calendar), as a birthday in a leap year. */
function birthdayIn(days: number): string {
  const today = localParts(new Date()).day;
  const at = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000);
  return `1992-${at.toISOString().slice(5, 10)}`;
}

/** The birthday promo: priced by the server as the checkout prices it, once per birthday. */
describe.each(DATABASES)('the birthday promo on %s', (kind) => {
  let server: TestServer;
  let request: (birthday: boolean) => ReturnType<typeof orderRequest>;
  let full: number;

  /** The customer's birthday as their profile saves it (null: none given). */
  async function setBirthday(token: string, id: number, birthday: string | null) {
    const saved = await server.call({
      method: 'PUT',
      url: `/api/users/v1/users/${id}`,
      headers: headers(M, token),
      payload: { birthday },
    });
    expect(saved.status).toBe(200);
  }
  /** A customer with this birthday. */
  async function customer(phone: string, birthday: string | null) {
    const { token, user } = await login(server, M, phone, `10.53.${phone.slice(-2)}.1`);
    await setBirthday(token, user.id, birthday);
    return token;
  }
  const discountOf = async (token: string) =>
    (await server.call({ method: 'GET', url: '/api/users/v1/personal-discount', headers: headers(M, token) }))
      .body.birthday;
  const place = (token: string, birthday: boolean) =>
    server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(M, token),
      payload: request(birthday),
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    const manager = (await login(server, M, MANAGER, '10.53.0.1', '/api/ops/v1')).token;
    const set = await server.call({
      method: 'PUT',
      url: '/api/manage/v1/loyalty',
      headers: headers(M, manager),
      payload: { cashbackPercent: 3, maxPayPercent: 100, expiryDays: null, birthday: PROMO },
    });
    expect(set.status).toBe(200);
    const products = (await menu(server, M)).products;
    const branch = (await branches(server, M))[0] as { id: number };
    const plain = orderRequest(products, [lineFor(find(products, 'Tashkent plov'), 2)], {
      branch: branch.id,
      serviceType: 'PICK_UP',
    });
    full = plain.totalPrice;
    // pick-up, no promo, no cashback: the dishes are the whole total, and the birthday takes 10 % of them
    request = (birthday) => ({ ...plain, totalPrice: birthday ? full - Math.round(full / 10) : full });
  });
  afterAll(() => server.close());

  it("tells the customer of their birthday's percent and window, and nobody else", async () => {
    const today = localParts(new Date()).day;
    const token = await customer('998901530001', birthdayIn(0));
    const offer = await discountOf(token);
    expect(offer).toMatchObject({ percent: 10 });
    expect(offer.from <= today && today <= offer.until).toBe(true);
    // three days after the birthday still counts, four do not; no birthday, no discount
    expect(await discountOf(await customer('998901530002', birthdayIn(-3)))).toMatchObject({ percent: 10 });
    expect(await discountOf(await customer('998901530003', birthdayIn(-4)))).toBeNull();
    expect(await discountOf(await customer('998901530004', birthdayIn(5)))).toBeNull();
    expect(await discountOf(await customer('998901530005', null))).toBeNull();
    const anonymous = await server.call({
      method: 'GET',
      url: '/api/users/v1/personal-discount',
      headers: headers(M),
    });
    expect(anonymous.status).toBe(401);
  });

  it('prices the order with it once: a total without it is refused, a second order pays in full', async () => {
    const token = await customer('998901530011', birthdayIn(1));
    const without = await place(token, false);
    expect([without.status, without.body.code]).toEqual([422, 'PRICE_MISMATCH']);
    const first = await place(token, true);
    expect(first.status).toBe(200);
    expect(first.body.birthdayDiscount).toBe(Math.round(full / 10));
    expect(first.body.totalPrice).toBe(full - Math.round(full / 10));
    expect(first.body.totalDiscount).toBe(Math.round(full / 10));
    // the order page reads it back as its own sum
    const page = await server.call({
      method: 'GET',
      url: `/api/orders/v1/orders/${first.body.id}`,
      headers: headers(M, token),
    });
    expect(page.body.birthdayDiscount).toBe(Math.round(full / 10));
    // taken: the checkout no longer offers it, and the server no longer gives it
    expect(await discountOf(token)).toBeNull();
    const again = await place(token, true);
    expect([again.status, again.body.code]).toEqual([422, 'PRICE_MISMATCH']);
    const second = await place(token, false);
    expect([second.status, second.body.birthdayDiscount]).toEqual([200, 0]);
  });

  it('gives the birthday back when the order that took it is cancelled', async () => {
    const token = await customer('998901530021', birthdayIn(-1));
    const first = await place(token, true);
    expect(first.status).toBe(200);
    const cancel = await server.call({
      method: 'POST',
      url: `/api/orders/v1/orders/${first.body.id}/cancel`,
      headers: headers(M, token),
      payload: {},
    });
    expect(cancel.status).toBe(200);
    expect(await discountOf(token)).toMatchObject({ percent: 10 });
    const next = await place(token, true);
    expect([next.status, next.body.birthdayDiscount]).toEqual([200, Math.round(full / 10)]);
    expect(await discountOf(token)).toBeNull();
  });

  it('gives it to one of two orders racing for it; the other is refused and nothing of it is kept', async () => {
    const token = await customer('998901530031', birthdayIn(2));
    const racing = await Promise.all([place(token, true), place(token, true)]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 422]);
    // priced before the other committed: BIRTHDAY_USED at its write; priced after: its total is
    // not the server's any more (PGlite's one connection runs them one after the other)
    const refused = racing.find((r) => r.status === 422);
    expect(['BIRTHDAY_USED', 'PRICE_MISMATCH']).toContain(refused?.body.code);
    const won = racing.find((r) => r.status === 200);
    const uses = await server.db
      .selectFrom('birthday_uses')
      .select('order_id')
      .innerJoin('users', 'users.id', 'birthday_uses.user_id')
      .where('users.phone', '=', '998901530031')
      .execute();
    expect(uses).toEqual([{ order_id: won?.body.id }]);
    const orders = await server.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select('orders.id')
      .where('users.phone', '=', '998901530031')
      .execute();
    expect(orders).toHaveLength(1);
  });

  // PostgreSQL only: PGlite's one connection never lets two orders overlap
  if (kind === 'postgres')
    it('makes an order wait while another holds the birthday, then refuses it in words', async () => {
      const birthday = birthdayIn(0);
      // an order of the customer's before they gave their birthday: the one holding it below
      const token = await customer('998901530041', null);
      const plain = await place(token, false);
      expect(plain.status).toBe(200);
      await setBirthday(token, plain.body.user, birthday);
      const year = birthdayWindow(birthday, localParts(new Date()).day, PROMO)?.year as number;
      let answer: { status: number; body: any } | null = null;
      // a parallel order has taken this birthday and not committed yet
      await server.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('birthday_uses')
          .values({ merchant_id: M, user_id: plain.body.user, year, order_id: plain.body.id })
          .execute();
        const next = place(token, true);
        await expect
          .poll(
            async () =>
              (
                await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
                  WHERE wait_event_type = 'Lock' AND query ILIKE '%birthday_uses%'`.execute(server.db)
              ).rows[0]?.n,
          )
          .toBe(1);
        void next.then((a) => (answer = a));
      });
      await expect.poll(() => answer?.status).toBe(422);
      const refused = answer as unknown as {
        body: { code: string; description: { ru: string; uz: string } };
      };
      expect(refused.body.code).toBe('BIRTHDAY_USED');
      expect(refused.body.description.ru).toContain('дню рождения');
      expect(refused.body.description.uz).toContain("Tug'ilgan kun");
    });
});
