import { sql } from 'kysely';
import type { Db } from '../db/database';
import { stableJson } from '../../src/domain/config-version';

/** The back office's rows of a merchant as text, by `kind:id` (the kinds of server/manage/versions.ts). */
export type ManageSnapshot = Map<string, string>;

const TIMES = new Set(['created_date', 'last_modified_date']);
const text = (row: Record<string, unknown>) =>
  stableJson(Object.fromEntries(Object.entries(row).filter(([k]) => !TIMES.has(k))));
const ids = (rows: { id: number }[]) => stableJson(rows.map((r) => r.id));

/**
 * What the back office edits of a merchant, read inside the apply's transaction: each dish,
 * category, branch (its hours), zone and promo, and the order of the categories and of each
 * category's dishes.
 */
export async function manageSnapshot(tx: Db, merchantId: number): Promise<ManageSnapshot> {
  const snapshot: ManageSnapshot = new Map();
  const of = <T extends { id: number }>(kind: string, rows: T[]) => {
    for (const r of rows) snapshot.set(`${kind}:${r.id}`, text(r));
  };
  const products = await tx
    .selectFrom('products')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('priority')
    .orderBy('id')
    .execute();
  of('product', products);
  const categories = await tx
    .selectFrom('categories')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('priority')
    .orderBy('id')
    .execute();
  of('category', categories);
  snapshot.set(`categories-order:${merchantId}`, ids(categories));
  for (const c of categories)
    snapshot.set(`products-order:${c.id}`, ids(products.filter((p) => p.category_id === c.id && p.active)));
  of('hours', await tx.selectFrom('branches').selectAll().where('merchant_id', '=', merchantId).execute());
  of(
    'zone',
    await tx.selectFrom('delivery_zones').selectAll().where('merchant_id', '=', merchantId).execute(),
  );
  of('promo', await tx.selectFrom('promos').selectAll().where('merchant_id', '=', merchantId).execute());
  return snapshot;
}

/**
 * After an apply: every row the back office versions that the apply changed moves to its next
 * version, marked as the folder's (applied_at), so a manager's save that started before the apply
 * is refused (409) instead of writing over it. Rows the apply left as they were keep their version.
 */
export async function bumpAppliedVersions(tx: Db, merchantId: number, before: ManageSnapshot) {
  const after = await manageSnapshot(tx, merchantId);
  const changed = [...before].filter(([key, was]) => after.has(key) && after.get(key) !== was);
  for (let i = 0; i < changed.length; i += 1000) {
    const rows = changed.slice(i, i + 1000).map(([key]) => {
      const [kind, id] = key.split(':') as [string, string];
      return { kind, row_id: Number(id), version: 2, applied_at: sql<Date>`now()` };
    });
    await tx
      .insertInto('manage_versions')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['kind', 'row_id']).doUpdateSet({
          version: sql`manage_versions.version + 1`,
          applied_at: sql`excluded.applied_at`,
        }),
      )
      .execute();
  }
  return changed.length;
}
