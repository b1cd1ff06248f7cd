import { describe, expect, it } from 'vitest';
import { claimMenuSync, scheduledMenuSync } from '../pos/menu-schedule';
import { DATABASES } from './harness';
import { iikoWorld, OSH } from './pos-support';

const MINUTE = 60_000;
const EVERY = 30 * MINUTE;

/** The menu comes in from the POS on a schedule too: one process takes each turn. */
describe.each(DATABASES)('the scheduled menu sync on %s', (kind) => {
  const w = iikoWorld(kind);

  it('waits an interval after a start, then one of two processes takes each turn and the price comes in', async () => {
    const db = w.server.db;
    await db.deleteFrom('pos_syncs').where('merchant_id', '=', OSH).where('kind', '=', 'menu').execute();
    const now = new Date();
    // a server that just started leaves the menu alone
    expect(await claimMenuSync(db, OSH, now, EVERY, now)).toBe(false);
    // an interval on, two processes at once: one takes it
    const later = new Date(now.getTime() + EVERY);
    const started = new Date(now.getTime() - MINUTE);
    const both = await Promise.all([
      claimMenuSync(db, OSH, later, EVERY, started),
      claimMenuSync(db, OSH, later, EVERY, started),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    // the next tick finds it taken; a whole interval later it is due again, once
    expect(await claimMenuSync(db, OSH, new Date(later.getTime() + MINUTE), EVERY, started)).toBe(false);
    const manti = await db
      .selectFrom('products')
      .select(['id', 'cost_price', 'pos_ids'])
      .where('merchant_id', '=', OSH)
      .where('key', '=', 'manti')
      .executeTakeFirstOrThrow();
    const kept = w.iiko.products;
    w.iiko.products = kept.map((p) =>
      p.id === manti.pos_ids.iiko
        ? { ...p, sizePrices: [{ sizeId: null, price: { currentPrice: manti.cost_price + 1000 } }] }
        : p,
    );
    try {
      const turn = { now: new Date(later.getTime() + EVERY), everyMs: EVERY, startedAt: started };
      const [first, second] = await Promise.all([
        scheduledMenuSync(w.deps, OSH, turn),
        scheduledMenuSync(w.deps, OSH, turn),
      ]);
      const plans = [first, second].filter((p) => p !== null);
      expect(plans).toHaveLength(1);
      expect(plans[0]).toContainEqual(
        expect.objectContaining({
          action: 'changed',
          detail: expect.stringContaining(`price ${manti.cost_price} → ${manti.cost_price + 1000}`),
        }),
      );
      const after = await db
        .selectFrom('products')
        .select('cost_price')
        .where('id', '=', manti.id)
        .executeTakeFirstOrThrow();
      expect(after.cost_price).toBe(manti.cost_price + 1000);
    } finally {
      w.iiko.products = kept;
    }
  });
});
