import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  fakePosterAccept,
  fakePosterClose,
  fakePosterHide,
  fakePosterReject,
} from '../pos/poster/fake-poster';
import { posterVerified, signPosterWebhook } from '../pos/poster/webhook';
import { sendDuePosOrders } from '../pos/sender';
import { placeDeliveryOrder, placePickUpOrder } from './fixtures';
import { DATABASES, headers } from './harness';
import { ACCOUNT, CAFE, POSTER_SECRET, posterWorld } from './pos-poster-support';

/** Poster's `verify`, as its docs' PHP computes it: md5 of the fields joined by ";". */
describe("Poster's webhook signature", () => {
  it('is md5 of account;object;object_id;action;[data;]time;secret, as en/web/webhooks.md computes it', () => {
    const secret = 'fe2bc8e865d8fc2236968ee53c3b2bd5';
    const md5 = (s: string) => createHash('md5').update(s).digest('hex');
    const plain = {
      account: 'api-demo',
      object: 'transaction',
      object_id: 1,
      action: 'added',
      time: '1518794257',
    };
    expect(signPosterWebhook(plain, secret).verify).toBe(
      md5('api-demo;transaction;1;added;1518794257;fe2bc8e865d8fc2236968ee53c3b2bd5'),
    );
    const data = '{"value_relative":-1,"value_absolute":4}';
    const withData = { ...plain, object: 'stock', action: 'changed', data };
    const signed = { ...withData, verify: md5(`api-demo;stock;1;changed;${data};1518794257;${secret}`) };
    expect(posterVerified(signed, secret)).toBe(true);
    // data changed on the way, a wrong secret, a missing field: refused
    expect(posterVerified({ ...signed, data: '{"value_absolute":400}' }, secret)).toBe(false);
    expect(posterVerified(signed, 'another-secret')).toBe(false);
    expect(posterVerified({ ...signed, action: undefined }, secret)).toBe(false);
  });
});

/** What Poster decides comes back: statuses by webhook, refusals, the stop-list and the prices. */
describe.each(DATABASES)('Poster back to us on %s', (kind) => {
  const w = posterWorld(kind);
  const logRows = async (orderId: number) =>
    (await w.server.db.selectFrom('order_log').select('id').where('order_id', '=', orderId).execute()).length;

  it('accepted at the register, then its check closed: the order follows; a bad signature, a replay and an older event change nothing', async () => {
    const placed = await placeDeliveryOrder(w.server, CAFE, w.customer);
    await sendDuePosOrders(w.deps);
    const id = (await w.row(placed.id)).pos_order_id;

    const forged = await w.webhook({
      ...signPosterWebhook(
        { account: ACCOUNT, object: 'incoming_order', object_id: Number(id), action: 'changed', time: '1' },
        'not-the-secret',
      ),
    });
    expect(forged.status).toBe(401);
    const unsigned = await w.webhook({ account: ACCOUNT, object: 'incoming_order', object_id: Number(id) });
    expect(unsigned.status).toBe(401);
    expect(
      w.poster.calls.some(
        (c) => c.method === 'incomingOrders.getIncomingOrder' && c.query.incoming_order_id === id,
      ),
    ).toBe(false);
    expect((await w.order(placed.id)).status).toBe('OPEN');

    const accepted = await fakePosterAccept(w.poster, id);
    expect(accepted.status).toBe(200);
    expect((await w.order(placed.id)).status).toBe('ACCEPTED');
    expect((await w.row(placed.id)).pos_check_id).toBe(accepted.check);
    const acceptedHook = w.poster.sent.at(-1);
    const logged = await logRows(placed.id);
    // Poster sends it again (it had not read our answer)
    expect((await w.webhook(acceptedHook)).status).toBe(200);
    expect(await logRows(placed.id)).toBe(logged);

    expect(await fakePosterClose(w.poster, id)).toBe(200);
    const closed = await w.order(placed.id);
    expect(closed.status).toBe('CLOSED');
    // a delivery walks its path to closed (delivered on the way), never skipping the log
    const steps = await w.server.db
      .selectFrom('order_log')
      .select('status')
      .where('order_id', '=', placed.id)
      .orderBy('id')
      .execute();
    expect(steps.map((s) => s.status)).toEqual(expect.arrayContaining(['ACCEPTED', 'DELIVERED', 'CLOSED']));
    // the accepted webhook arriving late never moves it back
    expect((await w.webhook(acceptedHook)).status).toBe(200);
    expect((await w.order(placed.id)).status).toBe('CLOSED');
  });

  it('accepted at the register before our send heard Poster answer: the order still follows, and stays one', async () => {
    const placed = await placePickUpOrder(w.server, CAFE, w.customer, 'Manti');
    w.poster.failures.set('incomingOrders.createIncomingOrder', ['create-then-timeout']);
    await sendDuePosOrders(w.deps);
    const [[id]] = w.held(placed.number) as [[string, unknown]];
    expect((await w.row(placed.id)).pos_order_id).not.toBe(id);
    expect((await fakePosterAccept(w.poster, id)).status).toBe(200);
    expect((await w.order(placed.id)).status).toBe('ACCEPTED');
    await w.dueNow(placed.id);
    await sendDuePosOrders(w.deps);
    expect(await w.row(placed.id)).toMatchObject({
      pos_order_id: id,
      creation_status: 'Success',
      pos_number: id,
    });
    expect(w.held(placed.number)).toHaveLength(1);
  });

  it('rejected at the register: the order is cancelled with the reason', async () => {
    const placed = await placePickUpOrder(w.server, CAFE, w.customer, 'Manti');
    await sendDuePosOrders(w.deps);
    const id = (await w.row(placed.id)).pos_order_id;
    expect(await fakePosterReject(w.poster, id)).toBe(200);
    const order = await w.order(placed.id);
    expect(order.status).toBe('CANCELED');
    expect((await w.row(placed.id)).pos_status).toBe('7');
  });

  it('a check removed at the register cancels the accepted order', async () => {
    const placed = await placePickUpOrder(w.server, CAFE, w.customer, 'Manti');
    await sendDuePosOrders(w.deps);
    const id = (await w.row(placed.id)).pos_order_id;
    await fakePosterAccept(w.poster, id);
    expect((await w.order(placed.id)).status).toBe('ACCEPTED');
    expect(await fakePosterClose(w.poster, id, '3')).toBe(200);
    expect((await w.order(placed.id)).status).toBe('CANCELED');
  });

  it('a webhook for an order or a check we do not have is answered 200 and changes nothing', async () => {
    const sign = (object: string, objectId: number) =>
      signPosterWebhook(
        {
          account: ACCOUNT,
          object,
          object_id: objectId,
          action: 'changed',
          time: String(Math.floor(Date.now() / 1000)),
        },
        POSTER_SECRET,
      );
    expect((await w.webhook(sign('incoming_order', 999_999))).status).toBe(200);
    // a hall check: Poster is not even asked about it
    const before = w.poster.calls.length;
    expect((await w.webhook(sign('transaction', 888_888))).status).toBe(200);
    expect(w.poster.calls.length).toBe(before);
    // another account's webhook signed with our secret is not ours
    const foreign = signPosterWebhook(
      { account: 'someone-else', object: 'incoming_order', object_id: 1, action: 'changed', time: '5' },
      POSTER_SECRET,
    );
    expect((await w.webhook(foreign)).status).toBe(401);
  });

  it('Poster not answering the look-up a webhook needs: 503 so Poster sends it again, then it applies', async () => {
    const placed = await placePickUpOrder(w.server, CAFE, w.customer, 'Manti');
    await sendDuePosOrders(w.deps);
    const id = (await w.row(placed.id)).pos_order_id;
    w.poster.failures.set('incomingOrders.getIncomingOrder', [503]);
    const first = await fakePosterAccept(w.poster, id);
    expect(first.status).toBe(503);
    expect((await w.order(placed.id)).status).toBe('OPEN');
    // Poster's second try of the same webhook
    expect((await w.webhook(w.poster.sent.at(-1))).status).toBe(200);
    expect((await w.order(placed.id)).status).toBe('ACCEPTED');
  });

  it("a dish hidden at the spot is Poster's stop there: the desk cannot lift it; shown again, it sells again", async () => {
    const branch = await w.server.db
      .selectFrom('branches')
      .select(['id', 'pos_ids'])
      .where('merchant_id', '=', CAFE)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const manti = await w.server.db
      .selectFrom('products')
      .select(['id', 'pos_ids'])
      .where('merchant_id', '=', CAFE)
      .where('key', '=', 'manti')
      .executeTakeFirstOrThrow();
    const stopList = async () =>
      (
        await w.server.call({
          method: 'GET',
          url: '/api/ops/v1/stop-list',
          headers: headers(CAFE, w.operator),
        })
      ).body as any[];
    await fakePosterHide(w.poster, branch.pos_ids.poster as string, [manti.pos_ids.poster as string]);
    const entry = (await stopList()).find((s) => s.productId === manti.id);
    expect(entry).toMatchObject({ branchId: branch.id, source: 'poster' });
    // only that spot
    expect((await stopList()).filter((s) => s.productId === manti.id)).toHaveLength(1);
    const lift = await w.server.call({
      method: 'DELETE',
      url: `/api/ops/v1/stop-list/${entry.id}`,
      headers: headers(CAFE, w.operator),
    });
    expect(lift.status).toBe(409);
    await fakePosterHide(w.poster, branch.pos_ids.poster as string, [manti.pos_ids.poster as string], false);
    expect((await stopList()).some((s) => s.productId === manti.id)).toBe(false);
  });

  it("the menu sync takes Poster's prices (kopecks per spot, a choice's in money) and keeps our texts and ids", async () => {
    const products = await w.server.db
      .selectFrom('products')
      .selectAll()
      .where('merchant_id', '=', CAFE)
      .orderBy('id')
      .execute();
    const before = products.find((p) => (p.modification_groups[0]?.modifications.length ?? 0) > 0)!;
    const was = before.modification_groups[0]!.modifications[0]!;
    const inPoster = w.poster.products.find((p) => String(p.product_id) === before.pos_ids.poster)!;
    const kept = structuredClone(inPoster);
    inPoster.spots = (inPoster.spots ?? []).map((s) => ({
      ...s,
      price: String((before.cost_price + 3000) * 100),
    }));
    const choice = inPoster.group_modifications![0]!.modifications.find(
      (m) => String(m.dish_modification_id) === was.posterId,
    )!;
    choice.price = was.price + 500;
    const sync = (dryRun: boolean) =>
      w.server.call({
        method: 'POST',
        url: `/api/ops/v1/pos/menu-sync?dryRun=${dryRun}`,
        headers: headers(CAFE, w.operator),
      });
    const plan = await sync(true);
    expect(plan.status).toBe(200);
    expect(plan.body.lines).toContainEqual(
      expect.objectContaining({
        kind: 'dish',
        action: 'changed',
        posId: before.pos_ids.poster,
        detail: expect.stringContaining(`price ${before.cost_price} → ${before.cost_price + 3000}`),
      }),
    );
    expect(plan.body.lines).toContainEqual(
      expect.objectContaining({
        kind: 'modifier',
        detail: expect.stringContaining(`price ${was.price} → ${was.price + 500}`),
      }),
    );
    expect((await sync(false)).status).toBe(200);
    Object.assign(inPoster, kept);
    const after = await w.server.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(after.cost_price).toBe(before.cost_price + 3000);
    expect([after.name, after.image, after.key, after.pos_ids]).toEqual([
      before.name,
      before.image,
      before.key,
      before.pos_ids,
    ]);
    expect(after.modification_groups[0]!.modifications[0]).toMatchObject({
      id: was.id,
      posterId: was.posterId,
      name: was.name,
      price: was.price + 500,
    });
  });
});
