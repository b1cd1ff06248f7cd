import type { components } from '../../api/schema';
import { localized, type Lang } from '../../domain/localized';

export type ManageChange = components['schemas']['ManageChange'];

/** The kinds the server can put back (server/manage/undo.ts RESTORE); a zone's changes are history only. */
const RESTORABLE: ReadonlySet<ManageChange['kind']> = new Set([
  'product',
  'category',
  'products-order',
  'categories-order',
  'hours',
  'promo',
]);

/**
 * The changes of a list (newest first) that can be undone now: the newest change of each row,
 * not already undone, of a kind the server puts back. An older change of a row changed since
 * depends on what came after it (the server would refuse it), so it offers no undo.
 */
export function undoable(changes: readonly ManageChange[]): Set<number> {
  const seen = new Set<string>();
  const ids = new Set<number>();
  for (const c of changes) {
    const row = `${c.kind}:${c.rowId}`;
    if (seen.has(row)) continue;
    seen.add(row);
    if (!c.undone && RESTORABLE.has(c.kind)) ids.add(c.id);
  }
  return ids;
}

const isText = (v: object): v is { uz: string; ru: string; eng: string } =>
  'uz' in v && 'ru' in v && 'eng' in v && Object.keys(v).length === 3;

type DayHours = { date?: string; day?: string; open: string; close: string; closed?: boolean };
const isDayHours = (v: unknown): v is DayHours =>
  typeof v === 'object' && v !== null && 'open' in v && 'close' in v && ('date' in v || 'day' in v);

/** A field's value in a few words: a text in the desk's language, a number, yes or no, a short list. */
export function valueText(
  value: unknown,
  lang: Lang,
  words: { yes: string; no: string; dayOff?: string; days?: Record<string, string> },
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && !Array.isArray(value) && isText(value)) return localized(value, lang);
  // a week's days or a branch's holidays: "2027-01-01 day off, 2027-01-03 14:00–18:00"
  if (Array.isArray(value) && value.every(isDayHours))
    return value.length === 0
      ? '—'
      : value
          .map(
            (d) =>
              `${d.date ?? words.days?.[d.day ?? ''] ?? d.day} ${d.closed ? words.dayOff : `${d.open}–${d.close}`}`,
          )
          .join(', ');
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** Each field a change touched, as it was and as it became (a new row: only after; a deleted one: only before). */
export function fieldLines(change: Pick<ManageChange, 'before' | 'after'>) {
  const before = change.before ?? {};
  const after = change.after ?? {};
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].map((field) => ({
    field,
    before: change.before ? before[field] : undefined,
    after: change.after ? after[field] : undefined,
  }));
}
