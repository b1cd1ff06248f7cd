import type { Db } from '../db/database';
import type { Staff } from '../db/schema';
import type { Selectable } from 'kysely';
import type { ChangedFields, ManageChangeTable } from '../db/tables-manage';
import type { Schemas } from '../http/types';
import { stableJson } from '../../src/domain/config-version';
import type { Kind } from './versions';
import { changeNames } from './change-names';

export type Action = Schemas['ManageChange']['action'];

/** The fields of `after` that differ from `before`, each side with only those (old → new). */
export function changedFields(before: ChangedFields | null, after: ChangedFields | null) {
  if (!before || !after) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => stableJson(before[k]) !== stableJson(after[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

/** Logs one change of the back office in the write's transaction: who, the row, old → new. */
export async function logChange(
  tx: Db,
  change: {
    staff: Staff;
    kind: Kind;
    rowId: number;
    action: Action;
    before: ChangedFields | null;
    after: ChangedFields | null;
    version: number;
    undoOf?: number;
  },
): Promise<number> {
  const { id } = await tx
    .insertInto('manage_changes')
    .values({
      merchant_id: change.staff.merchant_id,
      staff_id: change.staff.id,
      who: change.staff.name,
      kind: change.kind,
      row_id: change.rowId,
      action: change.action,
      before: change.before === null ? null : JSON.stringify(change.before),
      after: change.after === null ? null : JSON.stringify(change.after),
      version: change.version,
      undo_of: change.undoOf ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (change.undoOf !== undefined)
    await tx.updateTable('manage_changes').set({ undone_by: id }).where('id', '=', change.undoOf).execute();
  return id;
}

type Row = Selectable<ManageChangeTable>;

/** A change as the API shows it: only the fields that changed, old → new (and what it is about, by name). */
export function toChange(
  row: Row,
  names?: ReadonlyMap<string, Schemas['LocalizedText']>,
): Schemas['ManageChange'] {
  const { before, after } = changedFields(row.before, row.after);
  return {
    id: row.id,
    name: names?.get(`${row.kind}:${row.row_id}`) ?? null,
    kind: row.kind as Kind,
    rowId: row.row_id,
    action: row.action as Action,
    who: row.who,
    at: new Date(row.at).toISOString(),
    before,
    after,
    undone: row.undone_by !== null,
    undoOf: row.undo_of,
  };
}

/** The merchant's changes, newest first, a page of 100 (older than `before` when given). */
export async function listChanges(db: Db, merchantId: number, before?: number) {
  let query = db.selectFrom('manage_changes').selectAll().where('merchant_id', '=', merchantId);
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query.orderBy('id', 'desc').limit(100).execute();
  const names = await changeNames(db, merchantId, rows);
  return rows.map((row) => toChange(row, names));
}
