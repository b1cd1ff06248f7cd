import type { ChangedFields } from '../db/tables-manage';
import { afterManageWrite } from './after-write';
import { logChange } from './change-log';
import type { WriteContext } from './context';
import type { ManageDeps as Deps } from './deps';
import { bumpVersion, nextVersion, type Kind } from './versions';

type Who = Omit<WriteContext, 'tx'>;

/** How a kind's row is written, read back as logged fields, and answered to the back office. */
interface RowSteps<Row extends { id: number }, Fields extends ChangedFields, Answer> {
  fields: (row: Row) => Fields;
  answer: (tx: WriteContext['tx'], row: Row, version: number) => Answer | Promise<Answer>;
}

/**
 * A new row of the back office in one transaction: written, at version 1, its creation logged;
 * the storefronts told after the commit.
 */
export async function createVersioned<Row extends { id: number }, Fields extends ChangedFields, Answer>(
  deps: Pick<Deps, 'db' | 'events'>,
  who: Who,
  kind: Kind,
  steps: RowSteps<Row, Fields, Answer> & { write: (ctx: WriteContext) => Promise<Row> },
): Promise<Answer> {
  const answer = await deps.db.transaction().execute(async (tx) => {
    const row = await steps.write({ tx, ...who });
    const version = await bumpVersion(tx, kind, row.id, 0);
    const after = steps.fields(row);
    await logChange(tx, {
      staff: who.staff,
      kind,
      rowId: row.id,
      action: 'created',
      before: null,
      after,
      version,
    });
    return steps.answer(tx, row, version);
  });
  afterManageWrite(deps, who.merchant.id, kind);
  return answer;
}

/**
 * A change of a row from the version the manager started from, in one transaction: the row
 * locked, its next version taken (refused when someone saved meanwhile), written over its
 * stored fields, the change logged; the storefronts told after the commit.
 */
export async function changeVersioned<Row extends { id: number }, Fields extends ChangedFields, Answer>(
  deps: Pick<Deps, 'db' | 'events'>,
  who: Who,
  kind: Kind,
  startedFrom: number,
  steps: RowSteps<Row, Fields, Answer> & {
    lock: (ctx: WriteContext) => Promise<Row>;
    write: (ctx: WriteContext, stored: Row, before: Fields) => Promise<Row>;
  },
): Promise<Answer> {
  const answer = await deps.db.transaction().execute(async (tx) => {
    const ctx = { tx, ...who };
    const stored = await steps.lock(ctx);
    const version = await nextVersion(tx, kind, stored.id, startedFrom);
    const before = steps.fields(stored);
    const row = await steps.write(ctx, stored, before);
    const after = steps.fields(row);
    await logChange(tx, { staff: who.staff, kind, rowId: row.id, action: 'changed', before, after, version });
    return steps.answer(tx, row, version);
  });
  afterManageWrite(deps, who.merchant.id, kind);
  return answer;
}
