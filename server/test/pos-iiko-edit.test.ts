import { describe, expect, it } from 'vitest';
import { sendDuePosEdits } from '../pos/edit-sender';
import { sendDuePosOrders } from '../pos/sender';
import { find, lineFor, menu, placeDeliveryOrder } from './fixtures';
import { DATABASES, headers } from './harness';
import { iikoWorld, OSH } from './pos-support';

/**
 * An order's edit told to iiko through its outbox: what was added by deliveries/add_items
 * (positionIds of ours: a resend after a lost answer adds nothing twice), what was taken away and
 * the comment by deliveries/change_comment (iiko documents no way to take an item off a delivery
 * order), and an edit the first send already carried is not told again.
 */
describe.each(DATABASES)('order edits into iiko on %s', (kind) => {
  const w = iikoWorld(kind);
  const calls = (path: string) => w.iiko.calls.filter((c) => c.path === path);
  const edit = (id: number, body: object) =>
    w.server.call({
      method: 'POST',
      url: `/api/ops/v1/orders/${id}/edit`,
      headers: headers(OSH, w.operator),
      payload: body,
    });
  const editsDue = () =>
    w.server.db
      .updateTable('pos_order_edits')
      .set({ next_attempt_at: new Date(0) })
      .execute();
  const iikoOrder = async (orderId: number) => w.iiko.orders.get((await w.row(orderId)).pos_order_id);

  it('adds what was added, says in the comment what was taken away, and adds nothing twice on a resend', async () => {
    const placed = await placeDeliveryOrder(w.server, OSH, w.customer);
    await sendDuePosOrders(w.deps);
    const plov = lineFor(find((await menu(w.server, OSH)).products, 'Tashkent plov'));
    const before = (await iikoOrder(placed.id))?.info.order?.items?.length ?? 0;
    expect(before).toBe(1);

    const dearer = await edit(placed.id, { cartItems: [{ ...plov, count: 3 }], comment: 'ring twice' });
    expect(dearer.status).toBe(200);
    await sendDuePosEdits(w.deps);
    const added = calls('/api/1/deliveries/add_items');
    expect(added).toHaveLength(1);
    const body = added[0]?.body as any;
    expect(body.orderId).toBe((await w.row(placed.id)).pos_order_id);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ type: 'Product', amount: 2 });
    expect(body.items[0].positionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await iikoOrder(placed.id))?.info.order?.items).toHaveLength(2);
    expect((calls('/api/1/deliveries/change_comment').at(-1)?.body as any).comment).toBe('ring twice');
    const row = await w.server.db
      .selectFrom('pos_order_edits')
      .selectAll()
      .where('order_id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();

    // the answer was lost: the same change sent again finds its positions in iiko and adds nothing
    await w.server.db
      .updateTable('pos_order_edits')
      .set({ sent_at: null, next_attempt_at: new Date(0) })
      .where('id', '=', row.id)
      .execute();
    await w.server.db
      .updateTable('pos_orders')
      .set({ sent_state: null })
      .where('order_id', '=', placed.id)
      .execute();
    await sendDuePosEdits(w.deps);
    expect(calls('/api/1/deliveries/add_items')).toHaveLength(1);
    expect((await iikoOrder(placed.id))?.info.order?.items).toHaveLength(2);

    // two taken away: iiko is told in the order's comment
    const cheaper = await edit(placed.id, { cartItems: [plov] });
    expect(cheaper.status).toBe(200);
    await sendDuePosEdits(w.deps);
    expect(calls('/api/1/deliveries/add_items')).toHaveLength(1);
    const comment = (calls('/api/1/deliveries/change_comment').at(-1)?.body as any).comment as string;
    // the comment kept after what changed
    expect(comment).toMatch(/^CHANGED: −.+ ×2 · ring twice$/);
    expect((w.iiko.orders.get((await w.row(placed.id)).pos_order_id)?.body.order as any).comment).toBe(
      comment,
    );
  });

  it('an edit made before the order reached iiko waits for it, and is not told twice', async () => {
    const placed = await placeDeliveryOrder(w.server, OSH, w.customer);
    const plov = lineFor(find((await menu(w.server, OSH)).products, 'Tashkent plov'));
    const adds = calls('/api/1/deliveries/add_items').length;
    expect((await edit(placed.id, { cartItems: [{ ...plov, count: 2 }] })).status).toBe(200);
    // not in iiko yet: the edit waits
    await sendDuePosEdits(w.deps);
    const waiting = await w.server.db
      .selectFrom('pos_order_edits')
      .selectAll()
      .where('order_id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(waiting.sent_at).toBeNull();
    expect(waiting.last_error).toContain('not in the POS yet');
    // the order goes as it is now, with two plov; the edit then has nothing to tell
    await w.dueNow(placed.id);
    await sendDuePosOrders(w.deps);
    expect((w.creates().at(-1)?.body as any).order.items[0].amount).toBe(2);
    await editsDue();
    await sendDuePosEdits(w.deps);
    expect(calls('/api/1/deliveries/add_items')).toHaveLength(adds);
    const told = await w.server.db
      .selectFrom('pos_order_edits')
      .select('sent_at')
      .where('id', '=', waiting.id)
      .executeTakeFirstOrThrow();
    expect(told.sent_at).not.toBeNull();
  });
});
