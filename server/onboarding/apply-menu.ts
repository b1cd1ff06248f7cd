import type { Db } from '../db/database';
import type { FilledConfig } from '../../src/onboarding/config-types';
import { planLine, type PlanLine } from '../../src/onboarding/plan';
import { asColumns } from '../db/json-columns';
import { categoryRow, groupRow, productRow, type Image } from '../../src/onboarding/rows-menu';
import { keptGroups } from './kept-modifications';
import { matcher, nameOf } from './apply-match';

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
    if (row) await tx.updateTable('menu_groups').set(values).where('id', '=', row.id).execute();
    else plan.push(planLine('group', 'added', g.key, nameOf(g.name)));
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
      await tx.updateTable('categories').set(values).where('id', '=', row.id).execute();
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
  for (const [i, p] of config.menu.products.entries()) {
    const row = product(p);
    const kept = await keptGroups(tx, row?.modification_groups ?? [], p.modificationGroups ?? []);
    const values = asColumns({
      ...productRow(merchantId, p, i, { categoryIds, branchIds }, image),
      modification_groups: kept.groups,
    });
    if (row) {
      await tx.updateTable('products').set(values).where('id', '=', row.id).execute();
      const changes = [
        row.cost_price !== p.price && `price ${row.cost_price} → ${p.price}`,
        nameOf(row.name) !== nameOf(p.name) && `name ${nameOf(row.name)} → ${nameOf(p.name)}`,
        row.discount !== (p.discount ?? 0) && `discount ${row.discount} → ${p.discount ?? 0}`,
        !row.active && (p.active ?? true) && 'shown again',
      ].filter(Boolean);
      if (changes.length > 0) plan.push(planLine('dish', 'changed', p.key, changes.join(', ')));
    } else plan.push(planLine('dish', 'added', p.key, nameOf(p.name)));
    for (const line of kept.plan) plan.push({ ...line, key: `${p.key}/${line.key}` });
    productIds.set(
      p.key,
      row?.id ??
        (await tx.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow()).id,
    );
  }
  // a dish no longer in the folder is hidden: old orders, favourites and reviews still name it
  for (const row of products)
    if (![...productIds.values()].includes(row.id) && row.active) {
      await tx.updateTable('products').set({ active: false }).where('id', '=', row.id).execute();
      plan.push(planLine('dish', 'removed', row.key ?? String(row.id), nameOf(row.name)));
    }
  for (const row of categories)
    if (![...categoryIds.values()].includes(row.id))
      plan.push(planLine('category', 'removed', row.key ?? String(row.id), nameOf(row.name)));
  return { categoryIds, productIds };
}
