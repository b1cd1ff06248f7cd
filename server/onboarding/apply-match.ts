/** Matching a folder's items to a live merchant's rows (applying a changed folder). */

export type Keyed = { id: number; key: string | null; name: unknown };
type L10n = { uz?: string; ru?: string; eng?: string };
export const nameOf = (name: unknown) =>
  typeof name === 'string' ? name : (((name as L10n).eng || (name as L10n).uz || (name as L10n).ru) ?? '');

/**
 * The row of a folder item: by its key, else (rows imported before keys were kept) by its name
 * once; a row matched is taken, so two items never update one row.
 */
export function matcher<T extends Keyed>(rows: T[]) {
  const free = new Set(rows);
  return (item: { key: string; name: unknown }): T | undefined => {
    const row =
      [...free].find((r) => r.key === item.key) ??
      [...free].find((r) => r.key === null && nameOf(r.name) === nameOf(item.name));
    if (row) free.delete(row);
    return row;
  };
}
