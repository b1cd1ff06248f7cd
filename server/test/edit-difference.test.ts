import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { find } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { M, phoneDesk, type StaffOrder } from './phone-desk';
import { click, payme, uzum } from './providers';

let nextId = Date.now() % 1_000_000_000;
const freshId = () => String(++nextId);

/**
 * A paid online order an edit made dearer asks the customer for the difference by a second link
 *: SMS'd and on their order page, paid through the same provider callbacks once whatever they
 * repeat or race, or taken in cash by the operator. On PostgreSQL the providers' calls go to two
 * servers on one database, as behind a load balancer.
 */
describe.each(DATABASES)('the difference of a dearer paid order on %s', (kind) => {
  const servers: TestServer[] = [];
  let desk: Awaited<ReturnType<typeof phoneDesk>>;
  const first = () => servers[0] as TestServer;
  const other = () => servers[servers.length - 1] as TestServer;

  beforeAll(async () => {
    servers.push(await startTestServer(kind));
    if (kind === 'postgres') servers.push(await startTestServer(kind, {}, first()));
    desk = await phoneDesk(first(), '10.9.8');
  });
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
  });

  /** a phone order paid online (its own payment done), then made dearer by a second tea */
  const dearerPaidOrder = async (paymentType: 'PAYME' | 'CLICK' | 'UZUM') => {
    const { operator, call, products, plovWithEgg, takeOrder, nextCaller, move } = desk;
    const phone = nextCaller();
    const order = await takeOrder(phone, { paymentType });
    await first().db.updateTable('orders').set({ is_paid: true }).where('id', '=', order.id).execute();
    expect((await move(order.id, 'ACCEPTED')).status).toBe(200);
    const tea = find(products, 'Green tea');
    const edited = await call('POST', `/ops/v1/orders/${order.id}/edit`, operator, {
      cartItems: [plovWithEgg(), { productId: tea.id, count: 2, modifications: [] }],
    });
    expect(edited.status).toBe(200);
    const extra = await first()
      .db.selectFrom('order_extra_payments')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('state', '=', 'DUE')
      .executeTakeFirstOrThrow();
    return { order, phone, edited: edited.body as StaffOrder, tea, extra, ref: `${order.id}-${extra.id}` };
  };

  const extraState = async (id: number) =>
    (
      await first()
        .db.selectFrom('order_extra_payments')
        .select('state')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).state;
  const performedFor = async (extraId: number) =>
    (
      await first()
        .db.selectFrom('payment_transactions')
        .select('id')
        .where('extra_id', '=', extraId)
        .where('state', '=', 2)
        .execute()
    ).length;

  it("asks for the difference by an SMS'd link and on the customer's page; Payme's repeated perform pays it once", async () => {
    const { order, phone, edited, tea, extra, ref } = await dearerPaidOrder('PAYME');
    const difference = 2 * tea.costPrice;
    expect(edited.totalPrice).toBe(order.totalPrice + difference);
    expect(edited.extraDue).toBe(difference);
    expect(edited.refundOwed).toBe(0);
    expect(extra.amount).toBe(difference);
    const entry = edited.log?.find((l) => l.kind === 'UPDATE');
    expect(entry?.changes).toEqual(
      expect.arrayContaining([{ field: 'extraDue', before: 0, after: difference }]),
    );

    // the SMS carries Payme's link for the difference: its own reference and amount
    const sms = await first()
      .db.selectFrom('order_notifications')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('step', '=', 'EXTRA_PAYMENT')
      .execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]?.phone).toBe(phone);
    const link = /https:\/\/checkout\.paycom\.uz\/(\S+)/.exec(sms[0]?.body.text ?? '')?.[1] ?? '';
    expect(Buffer.from(link, 'base64').toString()).toContain(`ac.order_id=${ref};a=${difference * 100}`);

    // the customer's page: the order owes the difference and its checkout is that link
    const customer = await login(first(), M, phone, '10.9.8.20');
    const mine = await first().call({
      method: 'GET',
      url: `/api/orders/v1/orders/${order.id}`,
      headers: headers(M, customer.token),
    });
    expect(mine.body.extraDue).toBe(difference);
    const checkout = await first().call({
      method: 'GET',
      url: `/api/payments/v2/checkout/${order.id}`,
      headers: headers(M, customer.token),
    });
    expect(checkout.body).toMatchObject({ amount: difference, isPaid: false });
    expect(Buffer.from(String(checkout.body.url).split('/').pop() ?? '', 'base64').toString()).toContain(
      `ac.order_id=${ref}`,
    );

    // Payme checks the amount against the difference, not the order
    const wrong = await payme(first(), 'CheckPerformTransaction', {
      amount: order.totalPrice * 100,
      account: { order_id: ref },
    });
    expect(wrong.error?.code).toBe(-31001);
    const allowed = await payme(first(), 'CheckPerformTransaction', {
      amount: difference * 100,
      account: { order_id: ref },
    });
    expect(allowed.result?.allow).toBe(true);
    const id = freshId();
    const created = await payme(first(), 'CreateTransaction', {
      id,
      time: Date.now(),
      amount: difference * 100,
      account: { order_id: ref },
    });
    expect(created.result?.state).toBe(1);
    // Payme repeats the perform at once, to both servers
    const performs = await Promise.all(
      [first(), other(), first(), other()].map((s) => payme(s, 'PerformTransaction', { id })),
    );
    for (const p of performs) expect(p.result?.state).toBe(2);
    expect(new Set(performs.map((p) => p.result?.perform_time)).size).toBe(1);
    expect(await performedFor(extra.id)).toBe(1);
    expect(await extraState(extra.id)).toBe('PAID');
    const now = await first()
      .db.selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(now.extra_due).toBe(0);
    expect(now.is_paid).toBe(true);
    // settled once in the change log; another transaction for it is refused
    const paidLog = await first()
      .db.selectFrom('order_log')
      .select('changes')
      .where('order_id', '=', order.id)
      .where('kind', '=', 'PAID')
      .execute();
    expect(paidLog).toHaveLength(1);
    const again = await payme(first(), 'CreateTransaction', {
      id: freshId(),
      time: Date.now(),
      amount: difference * 100,
      account: { order_id: ref },
    });
    expect(again.error?.code).toBe(-31008);
    const paidPage = await first().call({
      method: 'GET',
      url: `/api/payments/v2/checkout/${order.id}`,
      headers: headers(M, customer.token),
    });
    expect(paidPage.body).toMatchObject({ isPaid: true, url: null });
  });

  it('two Click attempts completing the same difference at once: one pays it, the other is told it is paid', async () => {
    const { extra, ref } = await dearerPaidOrder('CLICK');
    const amount = String(extra.amount);
    const ids = [freshId(), freshId()];
    const prepared = await Promise.all(
      ids.map((id, i) =>
        click(i ? other() : first(), 'prepare', { click_trans_id: id, merchant_trans_id: ref, amount }),
      ),
    );
    for (const p of prepared) expect(p.error).toBe(0);
    const completes = await Promise.all(
      ids.map((id, i) =>
        click(i ? first() : other(), 'complete', {
          click_trans_id: id,
          merchant_trans_id: ref,
          merchant_prepare_id: String(prepared[i]?.merchant_prepare_id),
          amount,
        }),
      ),
    );
    expect(completes.map((c) => c.error).sort()).toEqual([-4, 0]);
    expect(await performedFor(extra.id)).toBe(1);
    expect(await extraState(extra.id)).toBe('PAID');
  });

  it('cash taken by the operator and an Uzum payment racing: one settles the difference, never both', async () => {
    for (let round = 0; round < 3; round++) {
      const { order, extra, ref } = await dearerPaidOrder('UZUM');
      const transId = freshId();
      const [cash, created] = await Promise.all([
        desk.call('POST', `/ops/v1/orders/${order.id}/difference/cash`, desk.operator),
        uzum(other(), 'create', { transId, amount: extra.amount * 100, params: { order_id: ref } }),
      ]);
      if (cash.status === 200) {
        expect((cash.body as StaffOrder).extraDue).toBe(0);
        expect(created.status).toBe(400);
        expect(await extraState(extra.id)).toBe('CASH');
      } else {
        // the payment came first: the cash is refused while it is under way, and it pays
        expect(cash.status).toBe(409);
        expect(cash.body.code).toBe('ORDER_PAYING');
        expect(created.body.status).toBe('CREATED');
        const confirmed = await uzum(first(), 'confirm', { transId });
        expect(confirmed.body.status).toBe('CONFIRMED');
        expect(await extraState(extra.id)).toBe('PAID');
      }
      // settled: nothing more to take in cash, and the difference's link no longer pays
      const twice = await desk.call(
        'POST',
        `/ops/v1/orders/${order.id}/difference/cash`,
        desk.operator,
        {},
        'ru',
      );
      expect(twice.status).toBe(409);
      expect(twice.body.code).toBe('NO_DIFFERENCE_DUE');
      expect(twice.body.description.ru).toContain('доплачивать');
      const late = await uzum(first(), 'create', {
        transId: freshId(),
        amount: extra.amount * 100,
        params: { order_id: ref },
      });
      expect(late.status).toBe(400);
    }
  });

  it('a later edit back to what was paid makes the asked difference moot: its link is refused', async () => {
    const { order, extra, ref } = await dearerPaidOrder('PAYME');
    const back = await desk.call('POST', `/ops/v1/orders/${order.id}/edit`, desk.operator, {
      cartItems: [desk.plovWithEgg()],
    });
    expect(back.status).toBe(200);
    expect((back.body as StaffOrder).extraDue).toBe(0);
    expect((back.body as StaffOrder).refundOwed).toBe(0);
    expect(await extraState(extra.id)).toBe('VOID');
    const stale = await payme(first(), 'CheckPerformTransaction', {
      amount: extra.amount * 100,
      account: { order_id: ref },
    });
    expect(stale.error?.code).toBe(-31008);
    // the kitchen and couriers may not take money on the desk
    expect((await desk.call('POST', `/ops/v1/orders/${order.id}/difference/cash`, desk.kitchen)).status).toBe(
      403,
    );
  });
});
