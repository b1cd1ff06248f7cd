import type { FastifyRequest } from 'fastify';
import type { ManageDeps as Deps } from './deps';
import { requireManager, requireMerchant } from '../http/security';
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
import { bumpVersion, nextVersion, versionOf, versionsOf } from './versions';

type BranchHandlers = Pick<
  Handlers,
  'manageListBranches' | 'manageSetHours' | 'manageCreateZone' | 'manageUpdateZone' | 'manageDeleteZone'
>;

/** Branches: hours per weekday, phone and services; delivery zones drawn on the map. */
export function branchHandlers(deps: Deps): BranchHandlers {
  const { db } = deps;
  const manager = (request: FastifyRequest) => ({
    staff: requireManager(request),
    merchant: requireMerchant(request),
  });
  return {
    async manageListBranches(request) {
      const { merchant } = manager(request);
      const rows = await db
        .selectFrom('branches')
        .selectAll()
        .where('merchant_id', '=', merchant.id)
        .orderBy('is_main', 'desc')
        .orderBy('id')
        .execute();
      const versions = await versionsOf(
        db,
        'hours',
        rows.map((r) => r.id),
      );
      return Promise.all(rows.map((r) => toManageBranch(db, r, versions.get(r.id) ?? 1)));
    },
    async manageSetHours(request) {
      const { merchant, staff } = manager(request);
      const { version: startedFrom, ...hours } = request.body;
      const answer = await db.transaction().execute(async (tx) => {
        const ctx = { tx, merchant, staff };
        const stored = await lockBranch(ctx, request.params.id);
        const version = await nextVersion(tx, 'hours', stored.id, startedFrom);
        const before = hoursFields(stored);
        const row = await writeHours(ctx, stored, { ...before, ...hours });
        await logChange(tx, {
          staff,
          kind: 'hours',
          rowId: row.id,
          action: 'changed',
          before,
          after: hoursFields(row),
          version,
        });
        return toManageBranch(tx, row, version);
      });
      afterManageWrite(deps, merchant.id, 'hours');
      return answer;
    },
    async manageCreateZone(request, reply) {
      const { merchant, staff } = manager(request);
      const { overlapAllowed = false, version: _, ...fields } = request.body;
      const answer = await db.transaction().execute(async (tx) => {
        const ctx = { tx, merchant, staff };
        const branch = await lockBranch(ctx, request.params.id);
        const zone = await writeZone(ctx, branch, null, fields, overlapAllowed);
        const version = await bumpVersion(tx, 'zone', zone.id, 0);
        await logChange(tx, {
          staff,
          kind: 'zone',
          rowId: zone.id,
          action: 'created',
          before: null,
          after: zoneFields(zone),
          version,
        });
        return toManageZone(zone, version);
      });
      afterManageWrite(deps, merchant.id, 'zone');
      reply.code(201);
      return answer;
    },
    async manageUpdateZone(request) {
      const { merchant, staff } = manager(request);
      const { overlapAllowed = false, version: startedFrom = 0, ...fields } = request.body;
      const answer = await db.transaction().execute(async (tx) => {
        const ctx = { tx, merchant, staff };
        const branch = await lockBranch(ctx, request.params.id);
        const stored = await lockZone(ctx, branch.id, request.params.zoneId);
        const version = await nextVersion(tx, 'zone', stored.id, startedFrom);
        const before = zoneFields(stored);
        const zone = await writeZone(ctx, branch, stored, { ...before, ...fields }, overlapAllowed);
        await logChange(tx, {
          staff,
          kind: 'zone',
          rowId: zone.id,
          action: 'changed',
          before,
          after: zoneFields(zone),
          version,
        });
        return toManageZone(zone, version);
      });
      afterManageWrite(deps, merchant.id, 'zone');
      return answer;
    },
    async manageDeleteZone(request, reply) {
      const { merchant, staff } = manager(request);
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
