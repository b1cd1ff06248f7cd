import type { Db } from '../db/database';
import { connectedPos } from './adapters';
import { afterPosSync } from './after-sync';
import { posConfigOf } from '../../src/domain/pos-config';
import type { PosDeps } from './sender';
import { recordSync } from './syncs';

/**
 * The POS's stop-list becomes ours, per branch: each dish the POS has out at a branch is an entry
 * of the POS's (`source` = the provider: the desk shows it and cannot lift it), and an entry the
 * POS no longer holds is lifted, so the dish sells again. Entries the desk made are left alone.
 * Returns what was added and lifted.
 */
export async function syncStopList(
  deps: PosDeps,
  merchantId: number,
): Promise<{ added: number; lifted: number }> {
  const { db } = deps;
  const connected = await connectedPos(db, merchantId, deps.urls);
  if (!connected) return { added: 0, lifted: 0 };
  const { pos, adapter } = connected;
  const provider = pos.provider;
  try {
    const branches = await db
      .selectFrom('branches')
      .select(['id', 'pos_ids'])
      .where('merchant_id', '=', merchantId)
      .execute();
    const branchOf = new Map(
      branches.flatMap((b) => (b.pos_ids[provider] ? [[b.pos_ids[provider], b.id] as const] : [])),
    );
    const stops = await adapter.stopList([...branchOf.keys()]);
    const products = await db
      .selectFrom('products')
      .select(['id', 'pos_ids'])
      .where('merchant_id', '=', merchantId)
      .execute();
    const productOf = new Map(
      products.flatMap((p) => (p.pos_ids[provider] ? [[p.pos_ids[provider], p.id] as const] : [])),
    );
    const wanted = new Set(
      stops.flatMap((s) => {
        const product = productOf.get(s.productPosId);
        const branch = branchOf.get(s.branchPosId);
        return product && branch ? [`${product}:${branch}`] : [];
      }),
    );
    const result = await db.transaction().execute(async (tx) => {
      const held = await tx
        .selectFrom('stop_list')
        .select(['id', 'product_id', 'branch_id'])
        .where('merchant_id', '=', merchantId)
        .where('source', '=', provider)
        .forUpdate()
        .execute();
      const heldKeys = new Set(held.map((h) => `${h.product_id}:${h.branch_id}`));
      const lift = held.filter((h) => !wanted.has(`${h.product_id}:${h.branch_id}`)).map((h) => h.id);
      if (lift.length) await tx.deleteFrom('stop_list').where('id', 'in', lift).execute();
      const add = [...wanted].filter((k) => !heldKeys.has(k));
      if (add.length)
        await tx
          .insertInto('stop_list')
          .values(
            add.map((k) => {
              const [product, branch] = k.split(':').map(Number) as [number, number];
              return {
                merchant_id: merchantId,
                product_id: product,
                modification_id: null,
                branch_id: branch,
                until: null,
                staff_id: null,
                source: provider,
              };
            }),
          )
          .execute();
      await recordSync(
        tx,
        merchantId,
        'stop_list',
        true,
        `${wanted.size} out, ${add.length} added, ${lift.length} lifted`,
      );
      return { added: add.length, lifted: lift.length };
    });
    if (result.added || result.lifted) afterPosSync(deps, merchantId, 'stop_list');
    return result;
  } catch (error) {
    await recordSync(db, merchantId, 'stop_list', false, (error as Error).message);
    throw error;
  }
}

/** Every connected merchant's id. */
export async function connectedMerchants(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('merchants').select(['id', 'pos']).where('pos', 'is not', null).execute();
  return rows.filter((r) => posConfigOf(r)).map((r) => r.id);
}
