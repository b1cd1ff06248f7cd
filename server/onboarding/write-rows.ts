import { sql, type InsertObject, type Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { asColumns } from '../db/json-columns';
import type { MerchantConfig } from '../../src/onboarding/config';
import { configToRows, type FolderRows, type IdTable, type NextId } from '../../src/onboarding/folder-rows';

/** Ids from a sequence, `count` of them in one query. */
async function nextIds(tx: Db, sequence: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{
    id: number;
  }>`SELECT nextval(${sequence})::int AS id FROM generate_series(1, ${count})`.execute(tx);
  return rows.map((r) => r.id);
}

/** Ids from the database's sequence for modifier groups and choices. */
export const modificationIds = (tx: Db, count: number) => nextIds(tx, 'modification_ids', count);

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
        : await nextIds(tx, `${table}_id_seq`, count), // a serial column's sequence
    );
  const next: NextId = (table) => ids.get(table)?.shift() as number;
  return configToRows(config, next);
}

/** Rows into one table (none: no query). */
async function insertAll<T extends keyof Database>(tx: Db, table: T, rows: Insertable<Database[T]>[]) {
  if (rows.length > 0)
    await tx
      .insertInto(table)
      .values(rows as InsertObject<Database, T>[])
      .execute();
}

/** The pages a merchant writes whole: policies, payment methods, stories, banners, vacancies. */
export async function writePages(
  tx: Db,
  pages: Pick<FolderRows, 'policies' | 'paymentMethods' | 'contentItems'>,
) {
  await insertAll(tx, 'policies', pages.policies.map(asColumns));
  await insertAll(tx, 'payment_methods', pages.paymentMethods.map(asColumns));
  await insertAll(tx, 'content_items', pages.contentItems.map(asColumns));
}

/** Writes a new merchant's rows (its id included), the rows others point at first. */
export async function writeRows(tx: Db, rows: FolderRows): Promise<void> {
  await tx.insertInto('merchants').values(asColumns(rows.merchant)).execute();
  await insertAll(tx, 'cities', rows.cities.map(asColumns));
  await insertAll(tx, 'branches', rows.branches.map(asColumns));
  await insertAll(tx, 'delivery_zones', rows.zones.map(asColumns));
  await insertAll(tx, 'places', rows.places.map(asColumns));
  await insertAll(tx, 'menu_groups', rows.groups.map(asColumns));
  await insertAll(tx, 'categories', rows.categories.map(asColumns));
  await insertAll(tx, 'products', rows.products.map(asColumns));
  await insertAll(tx, 'promos', rows.promos.map(asColumns));
  await writePages(tx, rows);
  await insertAll(tx, 'notifications', rows.notifications.map(asColumns));
  await insertAll(tx, 'couriers', rows.couriers.map(asColumns));
  await insertAll(tx, 'staff', rows.staff.map(asColumns));
}
