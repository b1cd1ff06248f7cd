import { describe, expect, it } from 'vitest';
import { claimDue } from '../outbox';
import { adapterFor } from '../pos/adapters';
import { sendDuePosOrders } from '../pos/sender';
import { placeDeliveryOrder, placePickUpOrder } from './fixtures';
import { DATABASES, headers } from './harness';
import { CAFE, POSTER_TOKEN, posterWorld } from './pos-poster-support';

/** Orders out to Poster (incomingOrders.createIncomingOrder): every field, and a Poster that is down, slow, busy or refuses the token. */
describe.each(DATABASES)('orders into Poster on %s', (kind) => {
  const w = posterWorld(kind);

  it('writes the order into Poster once, at its spot, each dish and choice by its posterId, priced in kopecks', async () => {
    const placed = await placeDeliveryOrder(w.server, CAFE, w.customer);
    // the outbox row was written with the order
    expect((await w.row(placed.id)).sent_at).toBeNull();
    await sendDuePosOrders(w.deps);
    const sent = w.creates().at(-1)?.body as any;
    const order = await w.order(placed.id);
    const branch = await w.server.db
      .selectFrom('branches')
      .select('pos_ids')
      .where('id', '=', order.branch_id)
      .executeTakeFirstOrThrow();
    expect(sent.spot_id).toBe(Number(branch.pos_ids.poster));
    expect(sent.phone).toBe('+998901000442');
    expect(sent.comment).toMatch(new RegExp(`^№${placed.number} · Delivery`));
    const line = order.lines[0]!;
    const product = await w.server.db
      .selectFrom('products')
      .select(['pos_ids', 'modification_groups'])
      .where('id', '=', line.productId)
      .executeTakeFirstOrThrow();
    expect(sent.products[0]).toMatchObject({
      product_id: Number(product.pos_ids.poster),
      count: line.count,
      price: (line.total / line.count) * 100,
    });
    // the portion chosen, by the choice's posterId, as Poster's JSON line of { m, a }
    const chosen = product.modification_groups
      .flatMap((g) => g.modifications)
      .find((c) => c.id === line.modifications[0]?.modificationId);
    expect(JSON.parse(sent.products[0].modification)).toEqual([
      { m: Number(chosen?.posterId), a: line.modifications[0]?.count },
    ]);
    // cash to collect: no payment sent (Poster's docs: only a prepaid order sends one)
    expect(sent.payment).toBeUndefined();
    const card = await w.desk(placed.id);
    expect(card.pos).toMatchObject({ provider: 'poster', creationStatus: 'Success', error: null });
    const [id] = w.held(placed.number).map(([k]) => k);
    expect(card.pos.number).toBe(id);
    expect((await w.row(placed.id)).pos_order_id).toBe(id);
    // sent again (a second tick): nothing more reaches Poster
    await sendDuePosOrders(w.deps);
    expect(w.held(placed.number)).toHaveLength(1);
  });

  it('a paid delivery tells Poster it is prepaid with the sum of its dishes (Poster refuses any other sum)', async () => {
    const placed = await placeDeliveryOrder(w.server, CAFE, w.customer);
    await w.server.db.updateTable('orders').set({ is_paid: true }).where('id', '=', placed.id).execute();
    await sendDuePosOrders(w.deps);
    const sent = w.creates().at(-1)?.body as any;
    const dishes = (await w.order(placed.id)).lines.reduce((sum, l) => sum + l.total, 0);
    expect(sent.payment).toEqual({ type: 1, sum: dishes * 100, currency: 'UZS' });
    expect((await w.row(placed.id)).creation_status).toBe('Success');
  });

  it.each([[429], [503], ['timeout' as const], [{ code: 700 }]])(
    'Poster answering %j delays the order, never loses or doubles it',
    async (failure) => {
      const placed = await placePickUpOrder(w.server, CAFE, w.customer, 'Manti');
      w.poster.failures.set('incomingOrders.createIncomingOrder', [failure]);
      await sendDuePosOrders(w.deps);
      const failed = await w.row(placed.id);
      expect(failed.sent_at).toBeNull();
      expect(failed.creation_status).toBeNull();
      expect(failed.attempts).toBe(1);
      expect(failed.last_error).toBeTruthy();
      expect(failed.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
      await w.dueNow(placed.id);
      await sendDuePosOrders(w.deps);
      expect((await w.row(placed.id)).creation_status).toBe('Success');
      expect(w.held(placed.number)).toHaveLength(1);
    },
  );

  it('a send whose answer was lost is found in Poster by its mark, not sent twice', async () => {
    const placed = await placePickUpOrder(w.server, CAFE, w.customer, 'Manti');
    w.poster.failures.set('incomingOrders.createIncomingOrder', ['create-then-timeout']);
    await sendDuePosOrders(w.deps);
    expect((await w.row(placed.id)).sent_at).toBeNull();
    expect(w.held(placed.number)).toHaveLength(1);
    await w.dueNow(placed.id);
    await sendDuePosOrders(w.deps);
    const row = await w.row(placed.id);
    expect(row.creation_status).toBe('Success');
    expect(row.pos_order_id).toBe(w.held(placed.number)[0]?.[0]);
    expect(w.held(placed.number)).toHaveLength(1);
    const lookups = w.poster.calls.filter((c) => c.method === 'incomingOrders.getIncomingOrders');
    // asked within the 3 days Poster allows
    const { date_from, date_to } = lookups.at(-1)?.query ?? {};
    expect(Date.parse(`${date_to}Z`) - Date.parse(`${date_from}Z`)).toBeLessThanOrEqual(3 * 86_400_000);
  });

  it('a process that died after Poster created the order (a restart mid-send) leaves one order in Poster', async () => {
    const placed = await placePickUpOrder(w.server, CAFE, w.customer, 'Manti');
    // the process that dies: it claims the row (its lease) and gets as far as Poster
    const [row] = (await claimDue(w.server.db, 'pos_orders', new Date())).filter(
      (r) => r.order_id === placed.id,
    );
    if (!row) throw new Error('the order was not due');
    const merchant = await w.server.db
      .selectFrom('merchants')
      .select(['pos', 'secrets'])
      .where('id', '=', CAFE)
      .executeTakeFirstOrThrow();
    const order = await w.order(placed.id);
    const product = await w.server.db
      .selectFrom('products')
      .select(['id', 'pos_ids', 'modification_groups'])
      .where('id', '=', order.lines[0]!.productId)
      .executeTakeFirstOrThrow();
    const branch = await w.server.db
      .selectFrom('branches')
      .select('pos_ids')
      .where('id', '=', order.branch_id)
      .executeTakeFirstOrThrow();
    await adapterFor(merchant, w.deps.urls)?.createOrder({
      order,
      lines: order.lines,
      customer: { phone: '998901000442', name: null },
      branchPosId: branch.pos_ids.poster ?? null,
      dishes: new Map([
        [product.id, { posIds: product.pos_ids, modificationGroups: product.modification_groups }],
      ]),
      posOrderId: row.pos_order_id,
    });
    expect(w.held(placed.number)).toHaveLength(1);
    // while its lease holds, another process leaves the row alone
    await sendDuePosOrders(w.deps);
    expect((await w.row(placed.id)).creation_status).toBeNull();
    // the lease runs out (the process never came back): the next process finds it in Poster
    await w.dueNow(placed.id);
    await sendDuePosOrders(w.deps);
    expect((await w.row(placed.id)).creation_status).toBe('Success');
    expect(w.held(placed.number)).toHaveLength(1);
  });

  it('two processes sending at once send each order once', async () => {
    const placed = await placePickUpOrder(w.server, CAFE, w.customer, 'Manti');
    const other = await placePickUpOrder(w.server, CAFE, w.customer, 'Manti');
    await Promise.all([sendDuePosOrders(w.deps), sendDuePosOrders(w.deps), sendDuePosOrders(w.deps)]);
    expect(w.held(placed.number)).toHaveLength(1);
    expect(w.held(other.number)).toHaveLength(1);
    expect((await w.row(placed.id)).creation_status).toBe('Success');
    expect((await w.row(other.id)).creation_status).toBe('Success');
  });

  it.each([['a token Poster never gave (error 11)'], ['HTTP 401']])(
    'a token Poster refuses (%s) shows in words on the desk card and the status line; Retry sends it once fixed',
    async (how) => {
      const placed = await placePickUpOrder(w.server, CAFE, w.customer, 'Manti');
      if (how === 'HTTP 401') w.poster.failures.set('incomingOrders.getIncomingOrders', [401]);
      else w.poster.tokens.clear();
      await sendDuePosOrders(w.deps);
      w.poster.tokens.add(POSTER_TOKEN);
      const card = await w.desk(placed.id);
      expect(card.pos).toMatchObject({
        provider: 'poster',
        creationStatus: 'Error',
        error: expect.stringMatching(/^Poster refused the access token .*posterToken/),
      });
      const status = await w.server.call({
        method: 'GET',
        url: '/api/ops/v1/pos/status',
        headers: headers(CAFE, w.operator),
      });
      expect(status.body).toMatchObject({ provider: 'poster' });
      expect(status.body.refused).toBeGreaterThanOrEqual(1);
      expect(w.held(placed.number)).toHaveLength(0);
      const retried = await w.server.call({
        method: 'POST',
        url: `/api/ops/v1/orders/${placed.id}/pos-retry`,
        headers: headers(CAFE, w.operator),
      });
      expect(retried.status).toBe(200);
      await sendDuePosOrders(w.deps);
      expect((await w.desk(placed.id)).pos.creationStatus).toBe('Success');
      expect(w.held(placed.number)).toHaveLength(1);
    },
  );

  it('an order naming a dish Poster does not know is refused in words, never dropped', async () => {
    const placed = await placePickUpOrder(w.server, CAFE, w.customer, 'Manti');
    const manti = String(100 + (await w.order(placed.id)).lines[0]!.productId);
    const kept = w.poster.products;
    w.poster.products = kept.filter((p) => String(p.product_id) !== manti);
    await sendDuePosOrders(w.deps);
    w.poster.products = kept;
    const card = await w.desk(placed.id);
    expect(card.pos).toMatchObject({
      creationStatus: 'Error',
      error: 'Poster refused it (error 41: Product not found)',
    });
  });
});
