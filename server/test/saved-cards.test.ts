import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POOR_CARD, TEST_CODE } from '../payments/fake-payme-subscribe';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';

const M = 1; // demo: saved cards on (cardActive), Payme's cash register demo-payme-merchant

/** Saved cards through Payme's Subscribe API (the development stand-in, over HTTP as Payme is). */
describe.each(DATABASES)('saved cards that pay, on %s', (kind) => {
  let server: TestServer;
  let token: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, extra: Record<string, string> = {}) =>
    server.call({
      method,
      url,
      headers: { ...headers(M, token), ...extra },
      ...(payload ? { payload } : {}),
    });
  const addCard = async (number: string) => {
    const card = await call('POST', '/api/payments/v1/cards', { number, expire: '03/39' });
    expect(card.status).toBe(201);
    return card.body as { id: number; number: string; isVerified: boolean };
  };
  const cardOrder = async (payment: number, key: string, paymentType: 'OTHER' | 'CASH' = 'OTHER') => {
    const products = (await menu(server, M)).products;
    const branch = (await branches(server, M))[0]!;
    return call(
      'POST',
      '/api/orders/v1/orders',
      orderRequest(products, [lineFor(find(products, 'Tandoor somsa'))], {
        branch: branch.id,
        serviceType: 'PICK_UP',
        paymentType,
        ...(paymentType === 'OTHER' ? { payment } : {}),
      }),
      { 'idempotency-key': key },
    );
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await login(server, M, '998901000075', '10.7.0.5')).token;
  });
  afterAll(() => server.close());

  it('keeps only Payme’s token; the card pays once verified with the code Payme sent', async () => {
    const card = await addCard('8600069195406311');
    expect(card).toMatchObject({ number: '8600 •••• •••• 6311', isVerified: false });
    const row = await server.db
      .selectFrom('cards')
      .selectAll()
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('8600069195406311');
    expect(row.provider_token).toMatch(/^[0-9a-f]{24}$/);
    // not verified yet: no order with it
    expect((await cardOrder(card.id, 'k-unverified')).body.code).toBe('PAYMENT_NOT_AVAILABLE');
    const confirm = (code: string) => call('POST', `/api/payments/v1/cards/${card.id}/confirm`, { code });
    expect((await confirm('123456')).body.code).toBe('WRONG_CODE');
    expect((await confirm(TEST_CODE)).body.isVerified).toBe(true);

    // five submissions of one checkout at once: one receipt, one payment
    const answers = await Promise.all(Array.from({ length: 5 }, () => cardOrder(card.id, 'k-paid')));
    const ids = new Set(answers.map((a) => a.body.id));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(ids.size).toBe(1);
    const orderId = [...ids][0] as number;
    await expect
      .poll(async () => (await call('GET', `/api/orders/v1/orders/${orderId}`)).body.isPaid)
      .toBe(true);
    const paid = await server.db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
    expect(paid.map((t) => [t.provider, t.state])).toEqual([['PAYME', 2]]);
    const order = (await call('GET', `/api/orders/v1/orders/${orderId}`)).body;
    expect(order.fiscalReceiptUrl).toMatch(/^https:\/\/ofd\.soliq\.uz\//);

    // cancelled by the customer: the money goes back through Payme
    const cancelled = await call('POST', `/api/orders/v1/orders/${orderId}/cancel`, {
      reason: 'changed my mind',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELED', isPaid: false, refundDue: false });
    const refunded = await server.db
      .selectFrom('payment_transactions')
      .select('state')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(refunded.state).toBe(-2);
  });

  it('says in words why a card did not pay, keeps nothing half-done, and lets the same checkout pay otherwise', async () => {
    const card = await addCard(POOR_CARD);
    await call('POST', `/api/payments/v1/cards/${card.id}/confirm`, { code: TEST_CODE });
    const refused = await cardOrder(card.id, 'k-poor');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('CARD_PAYMENT_FAILED');
    expect(refused.body.description).toMatchObject({
      eng: 'The card payment did not go through: Insufficient funds on the card',
      ru: 'Оплата картой не прошла: Недостаточно средств на карте',
    });
    const left = await server.db
      .selectFrom('orders')
      .select(['status', 'is_paid', 'idempotency_key'])
      .where('payment_type', '=', 'OTHER')
      .where('card_id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(left).toEqual({ status: 'CANCELED', is_paid: false, idempotency_key: null });
    // the customer picks cash on the same checkout (same Idempotency-Key): the order goes
    const cash = await cardOrder(card.id, 'k-poor', 'CASH');
    expect([cash.status, cash.body.paymentType]).toEqual([200, 'CASH']);
  });

  it('refuses an expired card before Payme sees it; a removed card is gone', async () => {
    const expired = await call('POST', '/api/payments/v1/cards', {
      number: '8600069195406311',
      expire: '01/20',
    });
    expect([expired.status, expired.body.code]).toEqual([400, 'INVALID_CARD']);
    const removed = await addCard('8600069195406311');
    const gone = await server.call({
      method: 'DELETE',
      url: `/api/payments/v1/cards/${removed.id}`,
      headers: headers(M, token),
    });
    expect(gone.status).toBe(204);
    const left = (await call('GET', '/api/payments/v1/cards')).body as { id: number }[];
    expect(left.map((c) => c.id)).not.toContain(removed.id);
  });
});
