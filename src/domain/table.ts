import { localized, type Lang, type LocalizedText } from './localized';

/** A table's QR code link names its branch (by folder key, or id) and its number. */
export interface BranchWithTables {
  id: number;
  key?: string | null;
  tables?: { id: number; name?: { uz: string; ru: string; eng: string } }[];
}

/**
 * The table a link points at, or null when the branch is unknown or does not list that table.
 * A branch that lists no tables takes any number (as the server does).
 */
export function findTable(branches: BranchWithTables[], branch: string, table: number) {
  const found = branches.find((b) => b.key === branch || String(b.id) === branch);
  if (!found || !Number.isInteger(table) || table < 1) return null;
  const listed = found.tables ?? [];
  const row = listed.find((t) => t.id === table);
  if (listed.length > 0 && !row) return null;
  return { branchId: found.id, tableId: table, name: row?.name ?? null };
}

/** A table as the customer reads it: its own name, else "Table 5" (`table.chip`) in their language. */
export const tableLabel = (
  table: { tableId: number; name: LocalizedText | null },
  lang: Lang,
  t: (key: 'table.chip', options: { n: number }) => string,
) => (table.name ? localized(table.name, lang) : t('table.chip', { n: table.tableId }));
