import type { Db } from '../db/database';

/** When the menu or the stop-list last came in from the POS, and how it went (the desk's status line). */
export async function recordSync(
  db: Db,
  merchantId: number,
  kind: 'menu' | 'stop_list',
  ok: boolean,
  result: string,
) {
  await db
    .insertInto('pos_syncs')
    .values({ merchant_id: merchantId, kind, ok, result: result.slice(0, 500), at: new Date() })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'kind']).doUpdateSet({ ok, result: result.slice(0, 500), at: new Date() }),
    )
    .execute();
}
