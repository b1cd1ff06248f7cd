/** Matching a folder's items to a live merchant's rows (applying a changed folder). */
import { stableJson } from '../../src/domain/config-version';

export type Keyed = { id: number; key: string | null; name: unknown };
type L10n = { uz?: string; ru?: string; eng?: string };
export const nameOf = (name: unknown) =>
  typeof name === 'string' ? name : (((name as L10n).eng || (name as L10n).uz || (name as L10n).ru) ?? '');

/**
 * The row of a folder item: by its key, else (rows imported before keys were kept) by its name
 * once; a row matched is taken, so two items never update one row. Rows are looked up by key, so
 * a menu of 10,000 dishes is matched in one pass.
 */
export function matcher<T extends Keyed>(rows: T[]) {
  const free = new Set(rows);
  const byKey = new Map<string, T[]>();
  for (const row of rows) if (row.key !== null) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  const keyless = rows.filter((row) => row.key === null);
  return (item: { key: string; name: unknown }): T | undefined => {
    const row =
      byKey.get(item.key)?.find((r) => free.has(r)) ??
      keyless.find((r) => free.has(r) && nameOf(r.name) === nameOf(item.name));
    if (row) free.delete(row);
    return row;
  };
}

const sameValue = (stored: unknown, written: unknown) =>
  stored === written ||
  // a JSON column comes back parsed and is written as its text (server/db/json-columns.ts)
  (typeof written === 'string' &&
    stored !== null &&
    typeof stored === 'object' &&
    !(stored instanceof Date) &&
    stableJson(stored) === stableJson(JSON.parse(written)));

/**
 * The columns of `values` that differ from the stored row: an unchanged dish is not written again
 * (re-applying a folder of 10,000 dishes writes the few that changed). A value the comparison
 * cannot tell equal (a date, a number the driver returns as text) is written.
 */
export function changedColumns<V extends Record<string, unknown>>(
  stored: Record<string, unknown>,
  values: V,
): Partial<V> | null {
  const changed = Object.entries(values).filter(([column, value]) => !sameValue(stored[column], value));
  return changed.length > 0 ? (Object.fromEntries(changed) as Partial<V>) : null;
}
