import type { InsertObject, Insertable } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/**
 * PostgreSQL's wire protocol counts a statement's parameters in 16 bits: one statement binds at
 * most 65,535 values (PGlite too). A merchant's 10,000 dishes at 29 columns are 290,000.
 */
export const MAX_PARAMETERS = 65_535;

/**
 * Rows cut into runs whose statement binds at most `limit` values: every row is counted with
 * every column any row has (a row without one writes DEFAULT in its place, binding nothing).
 */
export function chunksByParameters<R extends object>(rows: readonly R[], limit = MAX_PARAMETERS): R[][] {
  const columns = new Set(rows.flatMap((row) => Object.keys(row))).size;
  return inChunks(rows, Math.floor(limit / Math.max(1, columns)));
}

/** A list in runs of `size` (at least one item each). */
export function inChunks<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, size);
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += step) chunks.push(items.slice(i, i + step));
  return chunks;
}

/**
 * Rows into one table in as few INSERTs as the parameter limit allows, all in the caller's
 * transaction (none: no query).
 */
export async function insertRows<T extends keyof Database>(
  tx: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (const chunk of chunksByParameters(rows))
    await tx
      .insertInto(table)
      .values(chunk as InsertObject<Database, T>[])
      .execute();
}
