import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentBotToken, signInitData } from '../auth/telegram';
import { expireCashback } from '../reports/cashback-expiry';
import { branches, find, lineFor, menu, orderRequest, placePickUpOrder } from './fixtures';
import { DATABASES, headers, login, moveOrder, startTestServer, type TestServer } from './harness';
import { phoneDesk } from './phone-desk';

const M = 1; // demo: cashback on, the balance may pay
const MANAGER = '998901110047';
const DAY = 86_400_000;

/**
 * A customer's session (the customer a token opens) is kept in memory for its lifetime on the
 * embedded database. Each way it changes — a logout on the storefront and in the bot, the account
 * erased (its other sessions too), the profile and the phone saved, cashback spent, earned and
 * expired, the desk's phone order naming the caller, an administrator's SQL — is made through its
 * real path right after a request with the token (so it is kept), and the very next request sees it.
 */
describe.each(DATABASES)("the next request after a change of the customer's session, on %s", (kind) => {
  let server: TestServer;
  let operator: string;
  let ip = 0;
  const customer = (phone: string) => login(server, M, phone, `10.57.0.${++ip}`);
  const me = (token: string, merchantId = M) =>
    server.call({ method: 'GET', url: '/api/users/v1/users/me', headers: headers(merchantId, token) });
  /** the customer's profile as the next request sees it (warms the session too) */
  const profile = async (token: string) => {
    const answer = await me(token);
    expect(answer.status).toBe(200);
    return answer.body as { firstName: string | null; phone: string | null; cashback: number };
  };
  const move = (id: number, status: string) => moveOrder(server, M, operator, id, status);

  beforeAll(async () => {
    // one customer logs in on two devices, and the desk's operator twice: no wait between codes
    server = await startTestServer(kind, { OTP_RESEND_SECONDS: '0' });
    operator = (await login(server, M, '998900000001', '10.57.1.1', '/api/ops/v1')).token;
  });
  afterAll(() => server.close());

  it('a logout: the token is refused at once, the order too', async () => {
    const { token } = await customer('998905700001');
    await profile(token);
    const out = await server.call({
      method: 'POST',
      url: '/api/users/v1/users/logout',
      headers: headers(M, token),
    });
    expect(out.status).toBe(204);
    expect((await me(token)).status).toBe(401);
    const products = (await menu(server, M)).products;
    const branch = (await branches(server, M))[0]!;
    const order = await server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(M, token),
      payload: orderRequest(products, [lineFor(find(products, 'Tandoor somsa'))], {
        branch: branch.id,
        serviceType: 'PICK_UP',
      }),
    });
    expect(order.status).toBe(401);
  });

  it("a logout in the bot: the bot's token is refused at once", async () => {
    const user = JSON.stringify({ id: 575757, first_name: 'Malika', language_code: 'uz' });
    const initData = signInitData(
      { user, auth_date: String(Math.floor(Date.now() / 1000)) },
      developmentBotToken('demo'),
    );
    const auth = await server.call({
      method: 'POST',
      url: '/api/webbot/v1/users/auth',
      headers: headers(M),
      payload: { initData },
    });
    const token = auth.body.token as string;
    expect((await profile(token)).firstName).toBe('Malika');
    const out = await server.call({
      method: 'POST',
      url: '/api/webbot/v1/users/logout',
      headers: headers(M, token),
    });
    expect(out.status).toBe(204);
    expect((await me(token)).status).toBe(401);
  });

  it("an erased account: every one of the customer's sessions is refused at once", async () => {
    const phone = '998905700002';
    const phoneSession = (await customer(phone)).token;
    const laptopSession = (await customer(phone)).token;
    await profile(phoneSession);
    await profile(laptopSession);
    const erased = await server.call({
      method: 'DELETE',
      url: '/api/users/v1/users',
      headers: headers(M, phoneSession),
    });
    expect(erased.status).toBe(204);
    expect((await me(laptopSession)).status).toBe(401);
    expect((await me(phoneSession)).status).toBe(401);
  });

  it('the profile and the phone saved: the next request has them', async () => {
    const { token, user } = await customer('998905700003');
    expect((await profile(token)).firstName).toBeNull();
    const saved = await server.call({
      method: 'PUT',
      url: `/api/users/v1/users/${user.id}`,
      headers: headers(M, token),
      payload: { firstName: 'Dilnoza' },
    });
    expect(saved.status).toBe(200);
    expect((await profile(token)).firstName).toBe('Dilnoza');
    const phone = '998905700004';
    expect(
      (
        await server.call({
          method: 'PUT',
          url: '/api/users/v1/users/phone',
          headers: headers(M, token),
          payload: { phone, type: 'WEB' },
        })
      ).status,
    ).toBe(200);
    const [message] = (await server.call({ method: 'GET', url: `/api/dev/v1/sms-outbox?phone=${phone}` }))
      .body;
    const verified = await server.call({
      method: 'PUT',
      url: '/api/users/v1/users/phone/verify',
      headers: headers(M, token),
      payload: { phone, code: message.code },
    });
    expect(verified.status).toBe(200);
    expect((await profile(token)).phone).toBe(phone);
  });

  it('cashback given by SQL, spent by an order, earned on fulfilment and expired: the next request has the balance', async () => {
    const manager = (await login(server, M, MANAGER, '10.57.1.2', '/api/ops/v1')).token;
    const loyalty = await server.call({
      method: 'PUT',
      url: '/api/manage/v1/loyalty',
      headers: headers(M, manager),
      payload: { cashbackPercent: 10, maxPayPercent: 100, expiryDays: 30, birthday: null },
    });
    expect(loyalty.status).toBe(200);
    const { token, user } = await customer('998905700005');
    expect((await profile(token)).cashback).toBe(0);
    // an administrator's SQL: a credit written straight into the tables, 40 days ago
    await server.db
      .insertInto('cashback_entries')
      .values({
        merchant_id: M,
        user_id: user.id,
        order_id: null,
        amount: 5_000,
        created_date: new Date(Date.now() - 40 * DAY),
      })
      .execute();
    await server.db
      .updateTable('users')
      .set({ cashback: sql`cashback + 5000` })
      .where('id', '=', user.id)
      .execute();
    expect((await profile(token)).cashback).toBe(5_000);
    // spent by an order: the next order cannot spend it again
    const products = (await menu(server, M)).products;
    const branch = (await branches(server, M))[0]!;
    const spend = (cashback: number) =>
      server.call({
        method: 'POST',
        url: '/api/orders/v1/orders',
        headers: headers(M, token),
        payload: orderRequest(products, [lineFor(find(products, 'Tashkent plov'))], {
          branch: branch.id,
          serviceType: 'PICK_UP',
          cashback,
        }),
      });
    expect((await spend(3_000)).status).toBe(200);
    expect((await profile(token)).cashback).toBe(2_000);
    const again = await spend(3_000);
    expect([again.status, again.body.code]).toEqual([422, 'CASHBACK_EXCEEDS_BALANCE']);
    // earned on fulfilment
    const order = await placePickUpOrder(server, M, token);
    for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED'])
      expect((await move(order.id, status)).status).toBe(200);
    const earned = 2_000 + Math.floor(order.totalPrice / 10);
    expect((await profile(token)).cashback).toBe(earned);
    // expired: what is left of the 40-day-old credit leaves the balance
    await expireCashback(server.db, new Date());
    expect((await profile(token)).cashback).toBe(earned - 2_000);
  });

  it("the desk's phone order names the caller: the caller's next request has the name", async () => {
    const phone = '998905700006';
    const { token } = await customer(phone);
    expect((await profile(token)).firstName).toBeNull();
    const desk = await phoneDesk(server, '10.57.2');
    await desk.takeOrder(phone, { name: 'Aziza' });
    expect((await profile(token)).firstName).toBe('Aziza');
  });

  it("a token opens its own merchant's storefront only, kept or not", async () => {
    const { token } = await customer('998905700007');
    await profile(token);
    expect((await me(token, 2)).status).toBe(401);
    expect((await me(token)).status).toBe(200);
  });
});
