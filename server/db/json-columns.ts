/** A value as the driver writes it: a JSON value (object or list) as its text; the rest as it is. */
type Column<V> = V extends Date ? V : V extends object ? string : V;

/**
 * A row for Kysely to write: its JSON values as text. The drivers would write a list as a
 * PostgreSQL array, not as jsonb; the rows the folder makes (src/onboarding) keep them as values.
 */
export function asColumns<T extends object>(row: T): { [K in keyof T]: Column<T[K]> } {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value,
    ]),
  ) as { [K in keyof T]: Column<T[K]> };
}
