import type { ManageDeps as Deps } from './deps';
import { managePictures } from './pictures';
import { managerOf } from './context';
import type { Handlers } from '../http/types';
import { afterManageWrite } from './after-write';
import { branchHandlers } from './branches-api';
import { categoryHandlers } from './categories-api';
import { listChanges, toChange } from './change-log';
import { changeNames } from './change-names';
import { folderZip } from './folder-export';
import { productHandlers } from './products-api';
import { promoHandlers } from './promos-api';
import { undoChange } from './undo';

type HistoryHandlers = Pick<Handlers, 'manageListChanges' | 'manageUndoChange' | 'manageFolderZip'>;

/** The history (changes, undo) and the folder download. */
function historyHandlers(deps: Deps): HistoryHandlers {
  const { db } = deps;
  // made at the first download (the handlers are also listed without a configuration)
  let pictures: ReturnType<typeof managePictures> | null = null;
  return {
    async manageListChanges(request) {
      return listChanges(db, managerOf(request).merchant.id, request.query.before);
    },
    async manageUndoChange(request) {
      const { merchant, staff } = managerOf(request);
      const { undoId, kind } = await db
        .transaction()
        .execute((tx) => undoChange({ tx, merchant, staff }, request.params.id));
      afterManageWrite(deps, merchant.id, kind);
      const row = await db
        .selectFrom('manage_changes')
        .selectAll()
        .where('id', '=', undoId)
        .executeTakeFirstOrThrow();
      return toChange(row, await changeNames(db, merchant.id, [row]));
    },
    async manageFolderZip(request, reply) {
      const { merchant } = managerOf(request);
      pictures ??= managePictures(deps.config);
      const zip = await folderZip(db, merchant, pictures);
      reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${merchant.sub}.zip"`)
        .header('Cache-Control', 'no-store');
      return zip as never;
    },
  };
}

/** Every operation of the manager's back office (`/api/manage/v1/…`): a manager's token only. */
export function manageHandlers(deps: Deps) {
  return {
    ...productHandlers(deps),
    ...categoryHandlers(deps),
    ...branchHandlers(deps),
    ...promoHandlers(deps),
    ...historyHandlers(deps),
  };
}
