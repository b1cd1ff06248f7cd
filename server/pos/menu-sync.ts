import type { ModificationGroupRow } from '../../src/catalog/tables';
import type { Db } from '../db/database';
import { sql } from 'kysely';
import { connectedPos } from './adapters';
import { afterPosSync } from './after-sync';
import { type PosMenuDish, type PosProvider } from './port';
import { PosError } from './pos-error';
import type { PosDeps } from './sender';
import { recordSync } from './syncs';

/** One line of a menu sync's plan: "dish changed Manti: price 32000 → 34000". */
export interface MenuSyncLine {
  kind: 'dish' | 'group' | 'modifier';
  action: 'added' | 'changed' | 'hidden';
  /** the dish's POS id (and the group's or choice's after a slash) */
  posId: string;
  detail: string;
}

const nameOf = (name: { eng?: string; ru?: string; uz?: string }) => name.eng || name.ru || name.uz || '';
const text = (name: string) => ({ uz: name, ru: name, eng: name });

/**
 * The POS's menu against ours, matched by POS id (a dish's, a modifier group's, a choice's): prices
 * and a group's min/max follow the POS; a dish new in the POS arrives hidden (in the category
 * merchant.json's pos.newDishesCategory names, else a hidden "New from <POS>" one) until someone
 * gives it texts and a picture; a dish gone from the POS, or deleted there, is hidden (never
 * deleted: past orders keep their lines). Our texts, pictures, layout and ids are kept. The dry run
 * answers the plan and writes nothing.
 */
export async function syncMenu(deps: PosDeps, merchantId: number, dryRun: boolean): Promise<MenuSyncLine[]> {
  const { db } = deps;
  const connected = await connectedPos(db, merchantId, deps.urls);
  if (!connected) throw new PosError('the merchant has no POS connected', true);
  const { pos, adapter } = connected;
  let menu: PosMenuDish[];
  try {
    menu = await adapter.menu();
  } catch (error) {
    if (!dryRun) await recordSync(db, merchantId, 'menu', false, (error as Error).message);
    throw error;
  }
  const plan = await db.transaction().execute(async (tx) => {
    const lines = await applyMenu(tx, merchantId, pos.provider, pos.newDishesCategory ?? null, menu, dryRun);
    if (!dryRun) await recordSync(tx, merchantId, 'menu', true, `${lines.length} changes`);
    return lines;
  });
  if (!dryRun && plan.length) afterPosSync(deps, merchantId, 'menu');
  return plan;
}

async function applyMenu(
  tx: Db,
  merchantId: number,
  provider: PosProvider,
  categoryKey: string | null,
  menu: PosMenuDish[],
  dryRun: boolean,
): Promise<MenuSyncLine[]> {
  const plan: MenuSyncLine[] = [];
  const ours = await tx
    .selectFrom('products')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .execute();
  const byPosId = new Map(
    ours.flatMap((p) => (p.pos_ids[provider] ? [[p.pos_ids[provider] as string, p] as const] : [])),
  );
  const posIdOf = (item: { iikoId?: string; posterId?: string }) =>
    provider === 'iiko' ? item.iikoId : item.posterId;
  const live = new Set(menu.filter((d) => !d.deleted).map((d) => d.posId));
  for (const dish of menu) {
    const row = byPosId.get(dish.posId);
    if (!row || dish.deleted) continue;
    const changes: string[] = [];
    if (row.cost_price !== dish.price) {
      plan.push({
        kind: 'dish',
        action: 'changed',
        posId: dish.posId,
        detail: `${nameOf(row.name)}: price ${row.cost_price} → ${dish.price}`,
      });
      changes.push('price');
    }
    const groups: ModificationGroupRow[] = row.modification_groups.map((g) => {
      const theirs = dish.groups.find((t) => t.posId === posIdOf(g));
      if (!theirs) return g;
      const next = { ...g };
      if (g.min !== theirs.min || g.max !== theirs.max) {
        plan.push({
          kind: 'group',
          action: 'changed',
          posId: `${dish.posId}/${theirs.posId}`,
          detail: `${nameOf(g.name)}: min/max ${g.min}/${g.max} → ${theirs.min}/${theirs.max}`,
        });
        next.min = theirs.min;
        next.max = theirs.max;
      }
      next.modifications = g.modifications.map((m) => {
        const choice = theirs.choices.find((c) => c.posId === posIdOf(m));
        if (!choice || choice.price === m.price) return m;
        plan.push({
          kind: 'modifier',
          action: 'changed',
          posId: `${dish.posId}/${choice.posId}`,
          detail: `${nameOf(m.name)}: price ${m.price} → ${choice.price}`,
        });
        return { ...m, price: choice.price };
      });
      return next;
    });
    const groupsChanged = JSON.stringify(groups) !== JSON.stringify(row.modification_groups);
    if (!dryRun && (changes.length || groupsChanged))
      await tx
        .updateTable('products')
        .set({ cost_price: dish.price, modification_groups: JSON.stringify(groups) })
        .where('id', '=', row.id)
        .execute();
  }
  // gone from the POS, or deleted there: hidden
  for (const [posId, row] of byPosId) {
    if (live.has(posId) || !row.active) continue;
    plan.push({ kind: 'dish', action: 'hidden', posId, detail: nameOf(row.name) });
    if (!dryRun) await tx.updateTable('products').set({ active: false }).where('id', '=', row.id).execute();
  }
  const fresh = menu.filter((d) => !d.deleted && !byPosId.has(d.posId));
  for (const dish of fresh)
    plan.push({
      kind: 'dish',
      action: 'added',
      posId: dish.posId,
      detail: `${dish.name} (hidden until it has texts and a picture)`,
    });
  if (dryRun || fresh.length === 0) return plan;
  const categoryId = await newDishesCategory(tx, merchantId, provider, categoryKey);
  const branches = await tx
    .selectFrom('branches')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .execute();
  for (const dish of fresh) {
    // ids for its groups and choices from the sequence the folder's apply takes them from
    const count = dish.groups.reduce((n, g) => n + 1 + g.choices.length, 0);
    const { rows } = await sql<{ id: number }>`
      SELECT nextval('modification_ids')::int AS id FROM generate_series(1, ${count})`.execute(tx);
    const ids = rows.map((r) => r.id);
    const key = provider === 'iiko' ? 'iikoId' : 'posterId';
    await tx
      .insertInto('products')
      .values({
        merchant_id: merchantId,
        category_id: categoryId,
        name: JSON.stringify(text(dish.name)),
        description: JSON.stringify(text('')),
        cost_price: dish.price,
        image: null,
        gallery: '[]',
        labels: '[]',
        tags: '[]',
        active: false,
        branches: JSON.stringify(branches.map((b) => b.id)),
        channels: JSON.stringify(['WEB', 'TG']),
        measure: null,
        calorie: null,
        time_cooking_min: null,
        time_cooking_max: null,
        stock: null,
        type: dish.groups.length ? 'MODIFICATION' : 'NONE',
        pos_ids: JSON.stringify({ [provider]: dish.posId }),
        modification_groups: JSON.stringify(
          dish.groups.map((g) => ({
            id: ids.shift() as number,
            name: text(''),
            min: g.min,
            max: g.max,
            [key]: g.posId,
            modifications: g.choices.map((c) => ({
              id: ids.shift() as number,
              name: text(c.name),
              price: c.price,
              maxCount: 1,
              [key]: c.posId,
            })),
          })),
        ),
      })
      .execute();
  }
  return plan;
}

/** The category new dishes arrive in: the merchant's chosen one, else a hidden "New from iiko/Poster". */
async function newDishesCategory(
  tx: Db,
  merchantId: number,
  provider: PosProvider,
  key: string | null,
): Promise<number> {
  const fallbackKey = `new-from-${provider}`;
  const found = await tx
    .selectFrom('categories')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('key', '=', key ?? fallbackKey)
    .executeTakeFirst();
  if (found) return found.id;
  const label = provider === 'iiko' ? 'iiko' : 'Poster';
  const row = await tx
    .insertInto('categories')
    .values({
      merchant_id: merchantId,
      key: fallbackKey,
      group_id: null,
      name: JSON.stringify({ uz: `${label}dan yangi`, ru: `Новое из ${label}`, eng: `New from ${label}` }),
      image: null,
      priority: 9999,
      text_color: null,
      navigation_type: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
