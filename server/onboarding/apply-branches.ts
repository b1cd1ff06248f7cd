import type { Db } from '../db/database';
import type { FilledConfig } from '../../src/onboarding/config-types';
import { planLine, type PlanLine } from '../../src/onboarding/plan';
import { asColumns } from '../db/json-columns';
import { insertRows } from '../db/insert-rows';
import { branchRow, placeRow, zoneRow, zonesOf } from '../../src/onboarding/rows-branches';
import { matcher, nameOf } from './apply-match';
import { stableJson } from '../../src/domain/config-version';

/** Branches by key (one gone stops taking orders), their zones written whole, places by name. */
export async function updateBranches(
  tx: Db,
  merchantId: number,
  config: FilledConfig,
  cityIds: Map<string, number>,
  plan: PlanLine[],
) {
  const rows = await tx.selectFrom('branches').selectAll().where('merchant_id', '=', merchantId).execute();
  const branch = matcher(rows);
  const branchIds = new Map<string, number>();
  for (const [i, b] of config.branches.branches.entries()) {
    const row = branch(b);
    const values = asColumns({ ...branchRow(merchantId, b, i, cityIds), is_active: true });
    let branchId: number;
    if (row) {
      branchId = row.id;
      await tx.updateTable('branches').set(values).where('id', '=', row.id).execute();
      if (!row.is_active) plan.push(planLine('branch', 'added', b.key, nameOf(b.name)));
      else {
        const hours = hoursChanged(row, branchRow(merchantId, b, i, cityIds));
        if (hours.length > 0) plan.push(planLine('branch', 'changed', b.key, hours.join(', ')));
      }
    } else {
      branchId = (await tx.insertInto('branches').values(values).returning('id').executeTakeFirstOrThrow())
        .id;
      plan.push(planLine('branch', 'added', b.key, nameOf(b.name)));
    }
    branchIds.set(b.key, branchId);
    // zones: nothing points at them; they are written whole, the plan names what changed
    const before = await tx
      .selectFrom('delivery_zones')
      .selectAll()
      .where('branch_id', '=', branchId)
      .execute();
    const after = zonesOf(b).map((z) => zoneRow(merchantId, z, branchId, cityIds.get(b.city) as number));
    const sums = (z: {
      price: number;
      min_order: number | null;
      free_from: number | null;
      polygon: unknown;
    }) => stableJson([z.price, z.min_order, z.free_from, z.polygon]);
    for (const z of after) {
      const old = before.find((o) => o.name === z.name);
      if (!old) plan.push(planLine('zone', 'added', `${b.key}/${z.name}`));
      else if (sums(old) !== sums(z))
        plan.push(planLine('zone', 'changed', `${b.key}/${z.name}`, zoneChanges(old, z)));
    }
    for (const o of before)
      if (!after.some((z) => z.name === o.name)) plan.push(planLine('zone', 'removed', `${b.key}/${o.name}`));
    await tx.deleteFrom('delivery_zones').where('branch_id', '=', branchId).execute();
    await insertRows(tx, 'delivery_zones', after.map(asColumns));
    // bookable places: reservations point at them, so they are kept and matched by name
    const places = await tx.selectFrom('places').selectAll().where('branch_id', '=', branchId).execute();
    for (const p of b.places ?? []) {
      const old = places.find((o) => nameOf(o.name) === nameOf(p.name));
      if (old)
        await tx
          .updateTable('places')
          .set(asColumns({ name: p.name, chairs: p.chairs }))
          .where('id', '=', old.id)
          .execute();
      else
        await tx
          .insertInto('places')
          .values(asColumns(placeRow(merchantId, branchId, p)))
          .execute();
    }
  }
  // a branch no longer in the folder stops taking orders; its orders keep it
  for (const row of rows)
    if (![...branchIds.values()].includes(row.id) && row.is_active) {
      await tx.updateTable('branches').set({ is_active: false }).where('id', '=', row.id).execute();
      plan.push(planLine('branch', 'removed', row.key ?? String(row.id), nameOf(row.name)));
    }
  return branchIds;
}

/** What changed in a zone, in words: only the sums that did, or "its area". */
function zoneChanges(
  old: { price: number; min_order: number | null; free_from: number | null },
  now: { price: number; min_order: number | null; free_from: number | null },
) {
  const parts = (
    [
      ['price', old.price, now.price],
      ['minimum', old.min_order, now.min_order],
      ['free from', old.free_from, now.free_from],
    ] as const
  )
    .filter(([, was, is]) => was !== is)
    .map(([what, was, is]) => `${what} ${was ?? '—'} → ${is ?? '—'}`);
  return parts.length > 0 ? parts.join(', ') : 'its area';
}

/** Which of a branch's hours (its every-day hours, week, holidays, phone) an apply changes. */
function hoursChanged(
  row: { open: string; close: string; work_hours: unknown; holidays: unknown; phone: string | null },
  next: { open: string; close: string; work_hours: unknown; holidays: unknown; phone: string | null },
): string[] {
  const changed: string[] = [];
  if (row.open !== next.open || row.close !== next.close)
    changed.push(`hours ${row.open}–${row.close} → ${next.open}–${next.close}`);
  if (stableJson(row.work_hours) !== stableJson(next.work_hours)) changed.push('week');
  if (stableJson(row.holidays) !== stableJson(next.holidays)) changed.push('holidays');
  if (row.phone !== next.phone) changed.push(`phone ${row.phone ?? '—'} → ${next.phone ?? '—'}`);
  return changed;
}
