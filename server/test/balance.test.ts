import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { branches, lineFor, menu, orderRequest } from './fixtures';

describe.each(DATABASES)('the cashback balance at checkout on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('lets the balance pay only where the merchant allows it (balanceActive)', async () => {
    // osh gives cashback (cashbackActive) but does not let it pay for orders (balanceActive off)
    const OSH = 2;
    const customer = await login(server, OSH, '998901000077');
    await server.db.updateTable('users').set({ cashback: 5000 }).where('id', '=', customer.user.id).execute();
    const oshProducts = (await menu(server, OSH)).products;
    const oshBranch = (await branches(server, OSH))[0]?.id as number;
    const res = await server.call({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: headers(OSH, customer.token),
      payload: orderRequest(oshProducts, [lineFor(oshProducts[0]!)], {
        branch: oshBranch,
        serviceType: 'PICK_UP',
        cashback: 1000,
      }),
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('CASHBACK_UNAVAILABLE');
    const left = await server.db
      .selectFrom('users')
      .select('cashback')
      .where('id', '=', customer.user.id)
      .executeTakeFirstOrThrow();
    expect(left.cashback).toBe(5000);
  });
});
