import { describe, expect, it } from 'vitest';
import { fakeIikoMove, fakeIikoStop } from '../pos/iiko/fake-iiko';
import { sendDuePosOrders } from '../pos/sender';
import { placeDeliveryOrder, placePickUpOrder } from './fixtures';
import { DATABASES, headers } from './harness';
import { iikoWorld, OSH } from './pos-support';

/** What iiko decides comes back: statuses by webhook, refusals, the stop-list and the menu. */
describe.each(DATABASES)('iiko back to us on %s', (kind) => {
  const w = iikoWorld(kind);
  it('iiko moves the w.order by webhook: a wrong token, a replay and an older event change nothing', async () => {
    const placed = await placeDeliveryOrder(w.server, OSH, w.customer);
    await sendDuePosOrders(w.deps);
    const { pos_order_id: id } = await w.row(placed.id);
    const logRows = async () =>
      (await w.server.db.selectFrom('order_log').select('id').where('order_id', '=', placed.id).execute())
        .length;

    const forged = await w.webhook(
      [
        {
          eventType: 'DeliveryOrderUpdate',
          eventInfo: {
            ...w.iiko.orders.get(id)?.info,
            order: { status: 'Delivered' },
            timestamp: Date.now() + 1e6,
          },
        },
      ],
      'wrong',
    );
    expect(forged.status).toBe(401);
    expect((await w.order(placed.id)).status).toBe('OPEN');

    const cooking = await fakeIikoMove(w.iiko, id, 'CookingStarted');
    expect((await w.order(placed.id)).status).toBe('COOKING');
    const logged = await logRows();
    // the same event again
    expect((await w.webhook([{ eventType: 'DeliveryOrderUpdate', eventInfo: cooking }])).status).toBe(200);
    expect(await logRows()).toBe(logged);

    await fakeIikoMove(w.iiko, id, 'OnWay', { courier: { name: 'Jasur', phone: '+998901112233' } });
    const onWay = await w.order(placed.id);
    expect(onWay.status).toBe('ON_WAY');
    expect(onWay.courier_name).toBe('Jasur');
    // an event from before (cooking) arriving late never moves it back
    await w.webhook([
      {
        eventType: 'DeliveryOrderUpdate',
        eventInfo: { ...cooking, timestamp: (cooking.timestamp ?? 0) - 1 },
      },
    ]);
    expect((await w.order(placed.id)).status).toBe('ON_WAY');

    const unknown = await w.webhook([
      {
        eventType: 'DeliveryOrderUpdate',
        eventInfo: { ...cooking, id: '00000000-0000-4000-8000-000000000000' },
      },
    ]);
    expect(unknown.status).toBe(200);
  });

  it('an w.order w.iiko refuses shows its error on the w.desk, and Retry sends it again', async () => {
    const placed = await placePickUpOrder(w.server, OSH, w.customer, 'Manti');
    const manti = (
      await w.server.db
        .selectFrom('products')
        .select('pos_ids')
        .where('merchant_id', '=', OSH)
        .where('key', '=', 'manti')
        .executeTakeFirstOrThrow()
    ).pos_ids.iiko as string;
    const kept = w.iiko.products;
    w.iiko.products = kept.filter((p) => p.id !== manti);
    await sendDuePosOrders(w.deps);
    w.iiko.products = kept;
    const card = await w.desk(placed.id);
    expect(card.pos).toMatchObject({ creationStatus: 'Error', error: expect.stringContaining(manti) });
    const retried = await w.server.call({
      method: 'POST',
      url: `/api/ops/v1/orders/${placed.id}/pos-retry`,
      headers: headers(OSH, w.operator),
    });
    expect(retried.status).toBe(200);
    expect(retried.body.pos.creationStatus).toBeNull();
    await sendDuePosOrders(w.deps);
    expect((await w.desk(placed.id)).pos.creationStatus).toBe('Success');
  });

  it("the POS's stop-list comes in, the w.desk cannot lift it, and the dish sells again when w.iiko lifts it", async () => {
    const branch = await w.server.db
      .selectFrom('branches')
      .select(['id', 'pos_ids'])
      .where('merchant_id', '=', OSH)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const manti = await w.server.db
      .selectFrom('products')
      .select(['id', 'pos_ids'])
      .where('merchant_id', '=', OSH)
      .where('key', '=', 'manti')
      .executeTakeFirstOrThrow();
    await fakeIikoStop(w.iiko, branch.pos_ids.iiko as string, [manti.pos_ids.iiko as string]);
    const stops = await w.server.call({
      method: 'GET',
      url: '/api/ops/v1/stop-list',
      headers: headers(OSH, w.operator),
    });
    const entry = stops.body.find((s: any) => s.productId === manti.id);
    expect(entry).toMatchObject({ branchId: branch.id, source: 'iiko' });
    const lift = await w.server.call({
      method: 'DELETE',
      url: `/api/ops/v1/stop-list/${entry.id}`,
      headers: headers(OSH, w.operator),
    });
    expect(lift.status).toBe(409);
    await fakeIikoStop(w.iiko, branch.pos_ids.iiko as string, []);
    const after = await w.server.call({
      method: 'GET',
      url: '/api/ops/v1/stop-list',
      headers: headers(OSH, w.operator),
    });
    expect(after.body.some((s: any) => s.productId === manti.id)).toBe(false);
  });

  it('the menu sync plans prices, new and gone dishes, and keeps our texts, pictures and ids', async () => {
    const before = await w.server.db
      .selectFrom('products')
      .selectAll()
      .where('merchant_id', '=', OSH)
      .where('key', '=', 'manti')
      .executeTakeFirstOrThrow();
    const kept = w.iiko.products;
    w.iiko.products = kept
      .filter((p) => p.id !== (before.pos_ids.iiko as string) || true)
      .map((p) =>
        p.id === before.pos_ids.iiko
          ? { ...p, sizePrices: [{ sizeId: null, price: { currentPrice: before.cost_price + 2000 } }] }
          : p,
      )
      .filter((p) => p.name !== kept.find((k) => k.type === 'Dish' && k.id !== before.pos_ids.iiko)?.name)
      .concat([
        {
          id: '11111111-2222-4333-8444-555555555555',
          name: 'Kuk somsa',
          type: 'Dish',
          sizePrices: [{ sizeId: null, price: { currentPrice: 9000 } }],
        },
      ]);
    const sync = (dryRun: boolean) =>
      w.server.call({
        method: 'POST',
        url: `/api/ops/v1/pos/menu-sync?dryRun=${dryRun}`,
        headers: headers(OSH, w.operator),
      });
    const plan = await sync(true);
    expect(plan.status).toBe(200);
    expect(plan.body.lines).toContainEqual(
      expect.objectContaining({
        kind: 'dish',
        action: 'changed',
        detail: expect.stringContaining(`price ${before.cost_price} → ${before.cost_price + 2000}`),
      }),
    );
    expect(plan.body.lines).toContainEqual(
      expect.objectContaining({
        kind: 'dish',
        action: 'added',
        posId: '11111111-2222-4333-8444-555555555555',
      }),
    );
    expect(plan.body.lines.filter((l: any) => l.action === 'hidden').length).toBe(1);
    // the dry run wrote nothing
    expect(
      (
        await w.server.db
          .selectFrom('products')
          .select('cost_price')
          .where('id', '=', before.id)
          .executeTakeFirstOrThrow()
      ).cost_price,
    ).toBe(before.cost_price);
    expect((await sync(false)).status).toBe(200);
    w.iiko.products = kept;
    const after = await w.server.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(after.cost_price).toBe(before.cost_price + 2000);
    expect([after.name, after.image, after.key]).toEqual([before.name, before.image, before.key]);
    const added = await w.server.db
      .selectFrom('products')
      .select(['active', 'pos_ids'])
      .where('merchant_id', '=', OSH)
      .where('cost_price', '=', 9000)
      .where('active', '=', false)
      .execute();
    expect(added.some((p) => p.pos_ids.iiko === '11111111-2222-4333-8444-555555555555')).toBe(true);
    const status = await w.server.call({
      method: 'GET',
      url: '/api/ops/v1/pos/status',
      headers: headers(OSH, w.operator),
    });
    expect(status.body).toMatchObject({ provider: 'iiko', menu: { ok: true } });
  });
});
