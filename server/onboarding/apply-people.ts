import type { Db } from '../db/database';
import type { FilledConfig } from '../../src/onboarding/config-types';
import { planLine, type PlanLine } from '../../src/onboarding/plan';
import { asColumns } from '../db/json-columns';
import { promoRow, staffRow } from '../../src/onboarding/rows-content';
import { courierRow } from '../../src/onboarding/rows-branches';

/** Promo codes by code (one gone is switched off). */
export async function updatePromos(tx: Db, merchantId: number, config: FilledConfig, plan: PlanLine[]) {
  const rows = await tx.selectFrom('promos').selectAll().where('merchant_id', '=', merchantId).execute();
  const codes = new Set<string>();
  for (const p of config.promos ?? []) {
    const values = asColumns(promoRow(merchantId, p));
    codes.add(values.code);
    const row = rows.find((r) => r.code === values.code);
    if (row) await tx.updateTable('promos').set(values).where('id', '=', row.id).execute();
    else {
      await tx.insertInto('promos').values(values).execute();
      plan.push(planLine('promo', 'added', values.code));
    }
  }
  // orders name the promos they used: one no longer in the folder is switched off
  for (const row of rows)
    if (!codes.has(row.code) && row.is_active) {
      await tx.updateTable('promos').set({ is_active: false }).where('id', '=', row.id).execute();
      plan.push(planLine('promo', 'removed', row.code));
    }
}

/** Staff by phone (one gone loses the desk at once) and couriers by phone. */
export async function updatePeople(
  tx: Db,
  merchantId: number,
  config: FilledConfig,
  branchIds: Map<string, number>,
  plan: PlanLine[],
) {
  const staff = await tx.selectFrom('staff').selectAll().where('merchant_id', '=', merchantId).execute();
  const phones = new Set<string>();
  for (const member of config.staff ?? []) {
    phones.add(member.phone);
    const row = staff.find((s) => s.phone === member.phone);
    const values = staffRow(merchantId, member, branchIds);
    if (row)
      await tx
        .updateTable('staff')
        .set({ name: values.name, role: values.role, branch_id: values.branch_id, is_active: true })
        .where('id', '=', row.id)
        .execute();
    else {
      await tx.insertInto('staff').values(values).execute();
      plan.push(planLine('staff', 'added', member.phone, member.name));
    }
  }
  // staff no longer listed lose the desk at once: their sessions end
  for (const row of staff)
    if (!phones.has(row.phone) && row.is_active) {
      await tx.updateTable('staff').set({ is_active: false }).where('id', '=', row.id).execute();
      await tx.updateTable('staff_tokens').set({ revoked: true }).where('staff_id', '=', row.id).execute();
      plan.push(planLine('staff', 'removed', row.phone, row.name));
    }
  const couriers = await tx
    .selectFrom('couriers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .execute();
  for (const c of config.branches.couriers ?? []) {
    const values = courierRow(merchantId, config, c, branchIds);
    const row = couriers.find((r) => r.phone === c.phone);
    if (row)
      await tx
        .updateTable('couriers')
        .set({ branch_id: values.branch_id, first_name: values.first_name, last_name: values.last_name })
        .where('id', '=', row.id)
        .execute();
    else await tx.insertInto('couriers').values(values).execute();
  }
}
