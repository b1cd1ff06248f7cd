import type { Db } from '../db/database';
import { modificationIds } from './write-rows';
import { modificationGroups, type ModificationGroupSpec } from '../../src/onboarding/modification-groups';
import { planLine, type PlanLine } from '../../src/onboarding/plan';

type L10n = { uz: string; ru: string; eng: string };
type Stored = { id: number; name: L10n; modifications: { id: number; name: L10n; price: number }[] };

const same = (a: L10n, b: L10n) => (a.eng && a.eng === b.eng) || (a.uz && a.uz === b.uz) || a.ru === b.ru;

/**
 * A dish's modifier groups from the folder, keeping the ids of the groups and choices it already
 * had (matched by name, a group at a time): baskets, orders and the stop-list name them by id.
 * New ones take ids from the database's sequence. The plan says what was added, repriced or removed.
 */
export async function keptGroups(tx: Db, stored: readonly Stored[], specs: readonly ModificationGroupSpec[]) {
  const plan: PlanLine[] = [];
  const wanted: (number | null)[] = [];
  for (const g of specs) {
    const old = stored.find((s) => same(s.name, g.name));
    wanted.push(old?.id ?? null);
    for (const m of g.modifications) {
      const was = old?.modifications.find((o) => same(o.name, m.name));
      wanted.push(was?.id ?? null);
      const key = `${g.name.eng || g.name.uz}/${m.name.eng || m.name.uz}`;
      if (!was) plan.push(planLine('modifier', 'added', key));
      else if (was.price !== m.price)
        plan.push(planLine('modifier', 'changed', key, `price ${was.price} → ${m.price}`));
    }
  }
  for (const s of stored)
    for (const m of s.modifications)
      if (!specs.some((g) => same(s.name, g.name) && g.modifications.some((n) => same(m.name, n.name))))
        plan.push(planLine('modifier', 'removed', `${s.name.eng || s.name.uz}/${m.name.eng || m.name.uz}`));
  const fresh = await modificationIds(tx, wanted.filter((id) => id === null).length);
  const groups = modificationGroups(specs, () => {
    const id = wanted.shift();
    return id ?? (fresh.shift() as number);
  });
  return { groups, plan };
}
