import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { FilledConfig } from '../../src/onboarding/config-types';
import { planLine, type PlanLine } from '../../src/onboarding/plan';
import { asColumns } from '../db/json-columns';
import { categoryRow, groupRow, productRow, type Image } from '../../src/onboarding/rows-menu';
import { keptGroups } from './kept-modifications';
import { sequenceIds } from './write-rows';
import { inChunks, insertRows, MAX_PARAMETERS } from '../db/insert-rows';
import { changedColumns, matcher, nameOf } from './apply-match';

/** Groups, categories and dishes by key, their modifiers by name; a dish gone is hidden. */
export async function updateMenu(
  tx: Db,
  merchantId: number,
  config: FilledConfig,
  branchIds: Map<string, number>,
  image: Image,
  plan: PlanLine[],
) {
  const groups = await tx
    .selectFrom('menu_groups')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .execute();
  const group = matcher(groups);
  const groupIds = new Map<string, number>();
  for (const [i, g] of config.menu.groups.entries()) {
    const row = group(g);
    const values = asColumns(groupRow(merchantId, g, i, image));
    if (row) {
      const changed = changedColumns(row, values);
      if (changed) await tx.updateTable('menu_groups').set(changed).where('id', '=', row.id).execute();
    } else plan.push(planLine('group', 'added', g.key, nameOf(g.name)));
    groupIds.set(
      g.key,
      row?.id ??
        (await tx.insertInto('menu_groups').values(values).returning('id').executeTakeFirstOrThrow()).id,
    );
  }
  const categories = await tx
    .selectFrom('categories')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .execute();
  const category = matcher(categories);
  const categoryIds = new Map<string, number>();
  for (const [i, c] of config.menu.categories.entries()) {
    const row = category(c);
    const values = asColumns(categoryRow(merchantId, c, i, groupIds, image));
    if (row) {
      const changed = changedColumns(row, values);
      if (changed) await tx.updateTable('categories').set(changed).where('id', '=', row.id).execute();
      if (nameOf(row.name) !== nameOf(c.name))
        plan.push(planLine('category', 'changed', c.key, `${nameOf(row.name)} → ${nameOf(c.name)}`));
    } else plan.push(planLine('category', 'added', c.key, nameOf(c.name)));
    categoryIds.set(
      c.key,
      row?.id ??
        (await tx.insertInto('categories').values(values).returning('id').executeTakeFirstOrThrow()).id,
    );
  }
  const products = await tx
    .selectFrom('products')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .execute();
  const product = matcher(products);
  const productIds = new Map<string, number>();
  const added: { key: string; values: Insertable<Database['products']> }[] = [];
  for (const [i, p] of config.menu.products.entries()) {
    const row = product(p);
    const kept = await keptGroups(tx, row?.modification_groups ?? [], p.modificationGroups ?? []);
    const values = asColumns({
      ...productRow(merchantId, p, i, { categoryIds, branchIds }, image),
      modification_groups: kept.groups,
    });
    if (row) {
      productIds.set(p.key, row.id);
      const changed = changedColumns(row, values);
      if (changed) await tx.updateTable('products').set(changed).where('id', '=', row.id).execute();
      const changes = [
        row.cost_price !== p.price && `price ${row.cost_price} → ${p.price}`,
        nameOf(row.name) !== nameOf(p.name) && `name ${nameOf(row.name)} → ${nameOf(p.name)}`,
        row.discount !== (p.discount ?? 0) && `discount ${row.discount} → ${p.discount ?? 0}`,
        !row.active && (p.active ?? true) && 'shown again',
      ].filter(Boolean);
      if (changes.length > 0) plan.push(planLine('dish', 'changed', p.key, changes.join(', ')));
    } else {
      added.push({ key: p.key, values });
      plan.push(planLine('dish', 'added', p.key, nameOf(p.name)));
    }
    for (const line of kept.plan) plan.push({ ...line, key: `${p.key}/${line.key}` });
  }
  // new dishes: their ids from the sequence, their rows in as few statements as the limit allows
  const ids = await sequenceIds(tx, 'products_id_seq', added.length);
  await insertRows(
    tx,
    'products',
    added.map(({ key, values }, i) => {
      const id = ids[i] as number;
      productIds.set(key, id);
      return { ...values, id };
    }),
  );
  // a dish no longer in the folder is hidden: old orders, favourites and reviews still name it
  const keptProducts = new Set(productIds.values());
  const gone = products.filter((row) => !keptProducts.has(row.id) && row.active);
  // (each statement binds its false and its ids)
  for (const chunk of inChunks(
    gone.map((row) => row.id),
    MAX_PARAMETERS - 1,
  ))
    await tx.updateTable('products').set({ active: false }).where('id', 'in', chunk).execute();
  for (const row of gone) plan.push(planLine('dish', 'removed', row.key ?? String(row.id), nameOf(row.name)));
  const keptCategories = new Set(categoryIds.values());
  for (const row of categories)
    if (!keptCategories.has(row.id))
      plan.push(planLine('category', 'removed', row.key ?? String(row.id), nameOf(row.name)));
  return { categoryIds, productIds };
}
