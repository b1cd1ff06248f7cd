import type { ManageDeps as Deps } from './deps';
import { managerOf } from './context';
import type { Handlers } from '../http/types';
import { afterManageWrite } from './after-write';
import { logChange } from './change-log';
import {
  hoursFields,
  lockBranch,
  lockZone,
  syncDelivery,
  toManageBranch,
  toManageZone,
  writeHours,
  writeZone,
  zoneFields,
} from './branch-writes';
import { bumpVersion, versionOf, withVersions } from './versions';
import { changeVersioned, createVersioned } from './versioned-save';

type BranchHandlers = Pick<
  Handlers,
  'manageListBranches' | 'manageSetHours' | 'manageCreateZone' | 'manageUpdateZone' | 'manageDeleteZone'
>;

/** Branches: hours per weekday, phone and services; delivery zones drawn on the map. */
export function branchHandlers(deps: Deps): BranchHandlers {
  const { db } = deps;
  return {
    async manageListBranches(request) {
      const { merchant } = managerOf(request);
      const rows = await db
        .selectFrom('branches')
        .selectAll()
        .where('merchant_id', '=', merchant.id)
        .orderBy('is_main', 'desc')
        .orderBy('id')
        .execute();
      return Promise.all(await withVersions(db, 'hours', rows, (r, v) => toManageBranch(db, r, v)));
    },
    async manageSetHours(request) {
      const who = managerOf(request);
      const { version: startedFrom, ...hours } = request.body;
      return changeVersioned(deps, who, 'hours', startedFrom, {
        lock: (ctx) => lockBranch(ctx, request.params.id),
        fields: hoursFields,
        write: (ctx, stored, before) => writeHours(ctx, stored, { ...before, ...hours }),
        answer: (tx, row, version) => toManageBranch(tx, row, version),
      });
    },
    async manageCreateZone(request, reply) {
      const who = managerOf(request);
      const { overlapAllowed = false, version: _, ...fields } = request.body;
      const answer = await createVersioned(deps, who, 'zone', {
        write: async (ctx) =>
          writeZone(ctx, await lockBranch(ctx, request.params.id), null, fields, overlapAllowed),
        fields: zoneFields,
        answer: (_tx, zone, version) => toManageZone(zone, version),
      });
      reply.code(201);
      return answer;
    },
    async manageUpdateZone(request) {
      const who = managerOf(request);
      const { overlapAllowed = false, version: startedFrom = 0, ...fields } = request.body;
      // the zone's branch, locked first (it is written again with its zones)
      let branch: Awaited<ReturnType<typeof lockBranch>> | undefined;
      return changeVersioned(deps, who, 'zone', startedFrom, {
        lock: async (ctx) => {
          branch = await lockBranch(ctx, request.params.id);
          return lockZone(ctx, branch.id, request.params.zoneId);
        },
        fields: zoneFields,
        write: (ctx, stored, before) =>
          writeZone(ctx, branch!, stored, { ...before, ...fields }, overlapAllowed),
        answer: (_tx, zone, version) => toManageZone(zone, version),
      });
    },
    async manageDeleteZone(request, reply) {
      const { merchant, staff } = managerOf(request);
      await db.transaction().execute(async (tx) => {
        const ctx = { tx, merchant, staff };
        const branch = await lockBranch(ctx, request.params.id);
        const stored = await lockZone(ctx, branch.id, request.params.zoneId);
        const version = await bumpVersion(tx, 'zone', stored.id, await versionOf(tx, 'zone', stored.id));
        await tx.deleteFrom('delivery_zones').where('id', '=', stored.id).execute();
        await syncDelivery(ctx, branch);
        await logChange(tx, {
          staff,
          kind: 'zone',
          rowId: stored.id,
          action: 'deleted',
          before: zoneFields(stored),
          after: null,
          version,
        });
      });
      afterManageWrite(deps, merchant.id, 'zone');
      reply.code(204);
    },
  };
}
