import { TEST_CODE } from '../payments/fake-payme-subscribe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { branches, find, lineFor, menu, orderRequest, placePickUpOrder } from './fixtures';

/**
 * Requests that arrive together. PGlite has one connection and serialises them; PostgreSQL runs
 * them side by side, which is where a read-then-write shows (CI sets TEST_DATABASE_URL).
 */
describe.each(DATABASES)('parallel requests on %s', (kind) => {
  let server: TestServer;
  let products: Awaited<ReturnType<typeof menu>>['products'];
  let branchId: number;
  const M = 1;
  const outbox = async (phone: string) =>
    (await server.call({ method: 'GET', url: `/api/dev/v1/sms-outbox?phone=${phone}` })).body;
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const times = <T>(n: number, f: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => f(i)));

  beforeAll(async () => {
    server = await startTestServer(kind);
    products = (await menu(server, M)).products;
    branchId = ((await branches(server, M))[0] as { id: number }).id;
  });
  afterAll(() => server.close());

  it('a login code dies after 5 wrong tries, however many arrive at once', async () => {
    const phone = '998907000001';
    const send = await server.call({
      method: 'POST',
      url: '/api/users/v1/auth/otp',
      headers: headers(M),
      payload: { phone },
      remoteAddress: '10.7.0.1',
    });
    expect(send.status).toBe(200);
    const [{ code }] = await outbox(phone);
    const verify = (c: string) =>
      server.call({
        method: 'POST',
        url: '/api/users/v1/auth/otp/verify',
        headers: headers(M),
        payload: { phone, code: c },
      });
    const wrong = await times(30, () => verify(wrongFor(code)));
    expect(wrong.every((r) => r.status === 400)).toBe(true);
    expect((await verify(code)).status).toBe(400);
    const row = await server.db
      .selectFrom('otp_codes')
      .select('attempts')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
  });

  it('a card confirmation code dies after 5 wrong tries, however many arrive at once', async () => {
    const { token, phone } = await loginFresh('998907000002', '10.7.0.2');
    const card = await server.call({
      method: 'POST',
      url: '/api/payments/v1/cards',
      headers: headers(M, token),
      payload: { number: '8600495473316478', expire: '12/39' },
      remoteAddress: '10.7.0.2',
    });
    expect(card.status).toBe(201);
    // Payme texts the card's code (its test code in the stand-in), not us
    expect(await outbox(phone)).toHaveLength(1); // the login code only
    const code = TEST_CODE;
    const confirm = (c: string) =>
      server.call({
        method: 'POST',
        url: `/api/payments/v1/cards/${card.body.id}/confirm`,
        headers: headers(M, token),
        payload: { code: c },
      });
    await times(30, () => confirm(wrongFor(code)));
    expect((await confirm(code)).status).toBe(400);
  });

  it('parallel codes for one phone respect the resend window: one is sent', async () => {
    const phone = '998907000003';
    const answers = await times(10, (i) =>
      server.call({
        method: 'POST',
        url: '/api/users/v1/auth/otp',
        headers: headers(M),
        payload: { phone },
        remoteAddress: `10.7.1.${i}`,
      }),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
    expect(await outbox(phone)).toHaveLength(1);
  });

  it('parallel orders get distinct numbers', async () => {
    const { token } = await loginFresh('998907000004', '10.7.0.4');
    const body = orderRequest(products, [lineFor(find(products, 'Tandoor somsa'))], {
      branch: branchId,
      serviceType: 'PICK_UP',
    });
    const created = await times(20, () =>
      server.call({
        method: 'POST',
        url: '/api/orders/v1/orders',
        headers: headers(M, token),
        payload: body,
      }),
    );
    expect(created.map((c) => c.status)).toEqual(Array(20).fill(200));
    expect(new Set(created.map((c) => c.body.number)).size).toBe(20);
  });

  it('parallel orders cannot spend the same cashback twice', async () => {
    const { token, user } = await loginFresh('998907000005', '10.7.0.5');
    await server.db.updateTable('users').set({ cashback: 5000 }).where('id', '=', user.id).execute();
    const body = orderRequest(products, [lineFor(find(products, 'Tashkent plov'))], {
      branch: branchId,
      serviceType: 'PICK_UP',
      cashback: 5000,
    });
    const answers = await times(8, () =>
      server.call({
        method: 'POST',
        url: '/api/orders/v1/orders',
        headers: headers(M, token),
        payload: body,
      }),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422).map((a) => a.body.code)).toEqual(
      Array(7).fill('CASHBACK_EXCEEDS_BALANCE'),
    );
    const balance = await server.db
      .selectFrom('users')
      .select('cashback')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(balance.cashback).toBe(0);
  });

  it('parallel cancels of one order cancel it once and return the cashback once', async () => {
    const { token, user } = await loginFresh('998907000006', '10.7.0.6');
    await server.db.updateTable('users').set({ cashback: 3000 }).where('id', '=', user.id).execute();
    const order = await server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(M, token),
      payload: orderRequest(products, [lineFor(find(products, 'Tashkent plov'))], {
        branch: branchId,
        serviceType: 'PICK_UP',
        cashback: 3000,
      }),
    });
    expect(order.status).toBe(200);
    const answers = await times(8, () =>
      server.call({
        method: 'POST',
        url: `/api/orders/v1/orders/${order.body.id}/cancel`,
        headers: headers(M, token),
        payload: { reason: 'twice' },
      }),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const balance = await server.db
      .selectFrom('users')
      .select('cashback')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(balance.cashback).toBe(3000);
    const log = await server.db
      .selectFrom('order_log')
      .select('status')
      .where('order_id', '=', order.body.id)
      .where('status', '=', 'CANCELED')
      .execute();
    expect(log).toHaveLength(1);
  });

  async function loginFresh(phone: string, ip: string) {
    return { ...(await login(server, M, phone, ip)), phone };
  }
});

/** Two server processes on one PostgreSQL database, as behind a load balancer. */
describe.each(DATABASES.filter((kind) => kind === 'postgres'))('two servers on one %s', (kind) => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer(kind);
    b = await startTestServer(kind, {}, a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('an order created through one server is followed live through the other', async () => {
    const { token } = await login(a, 1, '998907100001', '10.7.2.1');
    const order = await placePickUpOrder(a, 1, token);
    const ticket = await a.call({
      method: 'POST',
      url: `/api/orders/v1/orders/${order.id}/events/ticket`,
      headers: headers(1, token),
    });
    const address = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await fetch(
      `${address}/api/orders/v1/orders/${order.id}/events?merchantId=1&ticket=${ticket.body.ticket}`,
    );
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (status: string) => {
      while (!text.includes(`"status":"${status}"`)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      return text.includes(`"status":"${status}"`);
    };
    expect(await readUntil('OPEN')).toBe(true); // subscribed on b from here on
    for (const status of ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED']) {
      const step = await a.call({
        method: 'POST',
        url: `/api/dev/v1/orders/${order.id}/advance`,
        headers: headers(1),
      });
      expect(step.body.status).toBe(status);
      expect(await readUntil(status)).toBe(true);
    }
    await reader.cancel();
  });

  it('code limits hold across both servers', async () => {
    const phone = '998907100002';
    const send = (server: TestServer, i: number) =>
      server.call({
        method: 'POST',
        url: '/api/users/v1/auth/otp',
        headers: headers(1),
        payload: { phone },
        remoteAddress: `10.7.3.${i}`,
      });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send(i % 2 ? a : b, i)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(7);
  });
});
