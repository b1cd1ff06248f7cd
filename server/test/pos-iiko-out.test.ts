import { describe, expect, it } from 'vitest';
import { IikoClient } from '../pos/iiko/client';
import { sendDuePosOrders } from '../pos/sender';
import { placeDeliveryOrder, placePickUpOrder } from './fixtures';
import { DATABASES } from './harness';
import { iikoWorld, LOGIN, OSH } from './pos-support';

/** Orders out to iiko: every field, the token, and a POS that is down, slow or busy. */
describe.each(DATABASES)('orders into iiko on %s', (kind) => {
  const w = iikoWorld(kind);
  it('writes the w.order into w.iiko with every line, its modifiers by id, the address and the payment', async () => {
    const placed = await placeDeliveryOrder(w.server, OSH, w.customer);
    // the outbox w.row was written with the w.order
    expect((await w.row(placed.id)).sent_at).toBeNull();
    await sendDuePosOrders(w.deps);
    const sent = w.creates().at(-1)?.body as any;
    expect(sent.terminalGroupId).toBe(
      (
        await w.server.db
          .selectFrom('branches')
          .select('pos_ids')
          .where('id', '=', (await w.order(placed.id)).branch_id as number)
          .executeTakeFirstOrThrow()
      ).pos_ids.iiko,
    );
    expect(sent.order.externalNumber).toBe(String(placed.number));
    expect(sent.order.orderServiceType).toBe('DeliveryByCourier');
    expect(sent.order.deliveryPoint.coordinates.latitude).toBeTypeOf('number');
    expect(sent.order.phone).toBe('+998901000441');
    const product = await w.server.db
      .selectFrom('products')
      .select(['pos_ids', 'modification_groups'])
      .where('id', '=', (await w.order(placed.id)).lines[0]?.productId ?? -1)
      .executeTakeFirst();
    const line = sent.order.items[0];
    expect(line.type).toBe('Product');
    expect(line.productId).toBe(product?.pos_ids.iiko);
    // the portion chosen (a group modifier): its id and its group's
    expect(line.modifiers[0].productId).toBe(product?.modification_groups[0]?.modifications[0]?.iikoId);
    expect(line.modifiers[0].productGroupId).toBe(product?.modification_groups[0]?.iikoId);
    expect(sent.order.payments[0]).toMatchObject({
      paymentTypeKind: 'Cash',
      sum: placed.totalPrice,
      isProcessedExternally: false,
    });
    const card = await w.desk(placed.id);
    expect(card.pos).toMatchObject({ provider: 'iiko', creationStatus: 'Success', error: null });
    expect(card.pos.number).toMatch(/^\d+$/);
  });

  it('keeps its token, and takes a new one when w.iiko answers 401', async () => {
    await sendDuePosOrders(w.deps);
    const tokensBefore = w.iiko.calls.filter((c) => c.path === '/api/1/access_token').length;
    const a = await placePickUpOrder(w.server, OSH, w.customer, 'Manti');
    await sendDuePosOrders(w.deps);
    expect(w.iiko.calls.filter((c) => c.path === '/api/1/access_token').length).toBe(tokensBefore);
    // w.iiko forgets every token (expired on its side)
    w.iiko.tokens.clear();
    const b = await placePickUpOrder(w.server, OSH, w.customer, 'Manti');
    await sendDuePosOrders(w.deps);
    expect(w.iiko.calls.filter((c) => c.path === '/api/1/access_token').length).toBe(tokensBefore + 1);
    expect((await w.row(a.id)).creation_status).toBe('Success');
    expect((await w.row(b.id)).creation_status).toBe('Success');
  });

  it('renews the token before its hour is up', async () => {
    let now = Date.now();
    const client = new IikoClient({ baseUrl: w.deps.urls.iikoApiUrl, apiLogin: LOGIN, now: () => now });
    client.forgetToken();
    const count = () => w.iiko.calls.filter((c) => c.path === '/api/1/access_token').length;
    const start = count();
    await client.call('/api/1/nomenclature', { organizationId: 'x' });
    await client.call('/api/1/nomenclature', { organizationId: 'x' });
    expect(count()).toBe(start + 1);
    now += 50 * 60_000;
    await client.call('/api/1/nomenclature', { organizationId: 'x' });
    expect(count()).toBe(start + 2);
  });

  it.each([[429], [503], ['timeout' as const]])(
    'a POS answering %s delays the w.order, never loses or doubles it',
    async (failure) => {
      const placed = await placePickUpOrder(w.server, OSH, w.customer, 'Manti');
      w.iiko.failures.set('/api/1/deliveries/create', [failure]);
      await sendDuePosOrders(w.deps);
      const failed = await w.row(placed.id);
      expect(failed.sent_at).toBeNull();
      expect(failed.attempts).toBe(1);
      expect(failed.last_error).toBeTruthy();
      expect(failed.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
      await w.dueNow(placed.id);
      await sendDuePosOrders(w.deps);
      expect((await w.row(placed.id)).creation_status).toBe('Success');
      expect(
        w.creates().filter((c) => (c.body as any).order.externalNumber === String(placed.number)).length,
      ).toBe(2);
      expect(
        [...w.iiko.orders.values()].filter(
          (o) => o.info.externalNumber === String(placed.number) && o.info.order,
        ).length,
      ).toBe(1);
    },
  );

  it('a send whose answer was lost (a restart mid-send) is found in w.iiko, not sent twice', async () => {
    const placed = await placePickUpOrder(w.server, OSH, w.customer, 'Manti');
    w.iiko.failures.set('/api/1/deliveries/create', ['create-then-timeout']);
    await sendDuePosOrders(w.deps);
    expect((await w.row(placed.id)).sent_at).toBeNull();
    await w.dueNow(placed.id);
    await sendDuePosOrders(w.deps);
    expect((await w.row(placed.id)).creation_status).toBe('Success');
    expect(
      w.creates().filter((c) => (c.body as any).order.externalNumber === String(placed.number)).length,
    ).toBe(1);
  });

  it('two processes sending at once send each w.order once', async () => {
    const placed = await placePickUpOrder(w.server, OSH, w.customer, 'Manti');
    await Promise.all([sendDuePosOrders(w.deps), sendDuePosOrders(w.deps)]);
    expect(
      w.creates().filter((c) => (c.body as any).order.externalNumber === String(placed.number)).length,
    ).toBe(1);
  });
});
