import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { MERCHANT_TIME_ZONE } from '../../src/domain/schedule';

/** What the back office versions and logs: one kind per resource. */
export type Kind =
  'product' | 'category' | 'products-order' | 'categories-order' | 'hours' | 'zone' | 'promo';

/** The versions of rows of a kind (a row never edited here is version 1). */
export async function versionsOf(db: Db, kind: Kind, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('manage_versions')
    .select(['row_id', 'version'])
    .where('kind', '=', kind)
    .where('row_id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.row_id, r.version]));
}

/** Rows as a listing gives them, each shaped with its version, in their order. */
export async function withVersions<R extends { id: number }, T>(
  db: Db,
  kind: Kind,
  rows: readonly R[],
  shape: (row: R, version: number) => T,
): Promise<T[]> {
  const versions = await versionsOf(
    db,
    kind,
    rows.map((r) => r.id),
  );
  return rows.map((r) => shape(r, versions.get(r.id) ?? 1));
}

export const versionOf = async (db: Db, kind: Kind, id: number) =>
  (await versionsOf(db, kind, [id])).get(id) ?? 1;

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: MERCHANT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Changed by Malika at 14:02": a save that started from an older version, in every language. */
export function changedBy(who: string, at: Date): HttpError {
  const time = clock.format(at);
  return new HttpError(409, 'CHANGED_MEANWHILE', `Changed by ${who} at ${time}`, {
    eng: `Changed by ${who} at ${time}: open it again to see the change, then save yours`,
    uz: `${who} soat ${time} da o'zgartirdi: o'zgarishni ko'rish uchun qayta oching, keyin o'zingiznikini saqlang`,
    ru: `Изменено: ${who} в ${time}. Откройте заново, чтобы увидеть изменение, и сохраните своё`,
  });
}

/** When a folder apply last moved a row's version (null: the back office's own save did). */
export async function appliedAt(db: Db, kind: Kind, rowId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('manage_versions')
    .select('applied_at')
    .where('kind', '=', kind)
    .where('row_id', '=', rowId)
    .executeTakeFirst();
  return row?.applied_at ? new Date(row.applied_at) : null;
}

/** "Changed by the folder applied at 14:02": a save that started before an apply changed the row. */
export function changedByFolder(at: Date): HttpError {
  const time = clock.format(at);
  return new HttpError(409, 'CHANGED_MEANWHILE', `Changed by the folder applied at ${time}`, {
    eng: `Changed by the merchant's folder applied at ${time}: open it again to see the change, then save yours`,
    uz: `Soat ${time} da yuklangan papka o'zgartirdi: o'zgarishni ko'rish uchun qayta oching, keyin o'zingiznikini saqlang`,
    ru: `Изменено папкой, применённой в ${time}. Откройте заново, чтобы увидеть изменение, и сохраните своё`,
  });
}

/**
 * Takes the next version of a row inside the write's transaction, the row itself already locked
 * (SELECT … FOR UPDATE), so two parallel saves from one version give one winner: the other reads
 * the new version and is refused with who saved first and when.
 */
export async function nextVersion(tx: Db, kind: Kind, rowId: number, startedFrom: number): Promise<number> {
  const current = await versionOf(tx, kind, rowId);
  if (current !== startedFrom) {
    const applied = await appliedAt(tx, kind, rowId);
    if (applied) throw changedByFolder(applied);
    const last = await tx
      .selectFrom('manage_changes')
      .select(['who', 'at'])
      .where('kind', '=', kind)
      .where('row_id', '=', rowId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    throw changedBy(last?.who ?? '—', last ? new Date(last.at) : new Date());
  }
  return bumpVersion(tx, kind, rowId, current);
}

/** Writes a row's version one past `current` (a new row starts at 1, an edit of it makes 2). */
export async function bumpVersion(tx: Db, kind: Kind, rowId: number, current: number): Promise<number> {
  const version = current + 1;
  await tx
    .insertInto('manage_versions')
    .values({ kind, row_id: rowId, version, applied_at: null })
    .onConflict((oc) => oc.columns(['kind', 'row_id']).doUpdateSet({ version, applied_at: null }))
    .execute();
  return version;
}
