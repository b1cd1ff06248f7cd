import type { Db } from '../db/database';

/** What cannot be ordered at a branch now: stopped dishes and stopped modifiers, by id. */
export interface Stopped {
  products: ReadonlySet<number>;
  modifications: ReadonlySet<number>;
}

/**
 * The stop-list in force now for a branch: entries for every branch and for this one, whose time
 * has not passed. With no branch (a customer who has not chosen one), the entries for every branch.
 */
export async function stoppedAt(db: Db, merchantId: number, branchId: number | null): Promise<Stopped> {
  const rows = await db
    .selectFrom('stop_list')
    .select(['product_id', 'modification_id'])
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', new Date())]))
    .where((eb) =>
      branchId === null
        ? eb('branch_id', 'is', null)
        : eb.or([eb('branch_id', 'is', null), eb('branch_id', '=', branchId)]),
    )
    .execute();
  return {
    products: new Set(rows.flatMap((r) => (r.product_id === null ? [] : [r.product_id]))),
    modifications: new Set(rows.flatMap((r) => (r.modification_id === null ? [] : [r.modification_id]))),
  };
}

/** A menu's products with what is stopped marked (`stopped: true` on the dish or the modifier). */
export function markStopped<
  P extends { id: number; modificationGroups?: { modifications: { id: number }[] }[] },
>(products: readonly P[], stopped: Stopped): P[] {
  if (stopped.products.size === 0 && stopped.modifications.size === 0) return [...products];
  return products.map((p) => ({
    ...p,
    ...(stopped.products.has(p.id) ? { stopped: true } : {}),
    ...(p.modificationGroups
      ? {
          modificationGroups: p.modificationGroups.map((g) => ({
            ...g,
            modifications: g.modifications.map((m) =>
              stopped.modifications.has(m.id) ? { ...m, stopped: true } : m,
            ),
          })),
        }
      : {}),
  }));
}
