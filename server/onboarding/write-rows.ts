import { sql } from 'kysely';
import type { Db } from '../db/database';
import { asColumns } from '../db/json-columns';
import { insertRows } from '../db/insert-rows';
import type { MerchantConfig } from '../../src/onboarding/config';
import { configToRows, type FolderRows, type IdTable, type NextId } from '../../src/onboarding/folder-rows';

/** Ids from a sequence, `count` of them in one query. */
export async function sequenceIds(tx: Db, sequence: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{
    id: number;
  }>`SELECT nextval(${sequence})::int AS id FROM generate_series(1, ${count})`.execute(tx);
  return rows.map((r) => r.id);
}

/** Ids from the database's sequence for modifier groups and choices. */
export const modificationIds = (tx: Db, count: number) => sequenceIds(tx, 'modification_ids', count);

/**
 * The rows of a folder with their ids taken from the database's sequences: the folder's rows are
 * counted first (a dry pass), then each table's ids are taken in one query, in the folder's order.
 */
export async function folderRows(tx: Db, config: MerchantConfig): Promise<FolderRows> {
  const counts = new Map<IdTable | 'modifications', number>();
  configToRows(config, (table) => {
    counts.set(table, (counts.get(table) ?? 0) + 1);
    return 0;
  });
  const ids = new Map<string, number[]>();
  for (const [table, count] of counts)
    ids.set(
      table,
      table === 'modifications'
        ? await modificationIds(tx, count)
        : await sequenceIds(tx, `${table}_id_seq`, count), // a serial column's sequence
    );
  const next: NextId = (table) => ids.get(table)?.shift() as number;
  return configToRows(config, next);
}

/** The pages a merchant writes whole: policies, payment methods, stories, banners, vacancies. */
export async function writePages(
  tx: Db,
  pages: Pick<FolderRows, 'policies' | 'paymentMethods' | 'contentItems'>,
) {
  await insertRows(tx, 'policies', pages.policies.map(asColumns));
  await insertRows(tx, 'payment_methods', pages.paymentMethods.map(asColumns));
  await insertRows(tx, 'content_items', pages.contentItems.map(asColumns));
}

/** Writes a new merchant's rows (its id included), the rows others point at first. */
export async function writeRows(tx: Db, rows: FolderRows): Promise<void> {
  await tx.insertInto('merchants').values(asColumns(rows.merchant)).execute();
  await insertRows(tx, 'cities', rows.cities.map(asColumns));
  await insertRows(tx, 'branches', rows.branches.map(asColumns));
  await insertRows(tx, 'delivery_zones', rows.zones.map(asColumns));
  await insertRows(tx, 'places', rows.places.map(asColumns));
  await insertRows(tx, 'menu_groups', rows.groups.map(asColumns));
  await insertRows(tx, 'categories', rows.categories.map(asColumns));
  await insertRows(tx, 'products', rows.products.map(asColumns));
  await insertRows(tx, 'promos', rows.promos.map(asColumns));
  await writePages(tx, rows);
  await insertRows(tx, 'notifications', rows.notifications.map(asColumns));
  await insertRows(tx, 'couriers', rows.couriers.map(asColumns));
  await insertRows(tx, 'staff', rows.staff.map(asColumns));
}
