/**
 * What the POS must be told of an order's edit, from the order as the POS last heard it and
 * as it is now: the lines added (with how many), the lines taken away or fewer, the comment and
 * the address. Lines are the same when their dish and choices (with counts) are.
 */
export interface PosLine {
  productId: number;
  count: number;
  /** the dish's name, for the words a POS without a way to remove lines is told */
  name: string;
  modifications: { modificationId: number; count: number; name: string }[];
}

export interface PosSnapshot {
  lines: PosLine[];
  comment: string | null;
  /** the address as one line, null for none */
  address: string | null;
}

export interface PosEdit {
  /** each line with the number to add */
  added: PosLine[];
  /** each line with the number taken away */
  removed: PosLine[];
  comment: string | null;
  commentChanged: boolean;
  addressChanged: boolean;
}

const keyOf = (l: PosLine) =>
  `${l.productId}|${[...l.modifications]
    .sort((a, b) => a.modificationId - b.modificationId)
    .map((m) => `${m.modificationId}x${m.count}`)
    .join(',')}`;

const totals = (lines: PosLine[]) => {
  const all = new Map<string, PosLine>();
  for (const l of lines) {
    const had = all.get(keyOf(l));
    all.set(keyOf(l), { ...l, count: (had?.count ?? 0) + l.count });
  }
  return all;
};

/** The change from what the POS has to what the order is now; nothing when they are the same. */
export function posEdit(before: PosSnapshot, after: PosSnapshot): PosEdit | null {
  const was = totals(before.lines);
  const now = totals(after.lines);
  const added: PosLine[] = [];
  const removed: PosLine[] = [];
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    const a = was.get(key)?.count ?? 0;
    const b = now.get(key)?.count ?? 0;
    const line = (now.get(key) ?? was.get(key)) as PosLine;
    if (b > a) added.push({ ...line, count: b - a });
    if (a > b) removed.push({ ...line, count: a - b });
  }
  const commentChanged = (before.comment ?? '') !== (after.comment ?? '');
  const addressChanged = (before.address ?? '') !== (after.address ?? '');
  if (!added.length && !removed.length && !commentChanged && !addressChanged) return null;
  return { added, removed, comment: after.comment, commentChanged, addressChanged };
}

const lineWords = (l: PosLine) =>
  `${l.name}${l.modifications.length ? ` (${l.modifications.map((m) => m.name).join(', ')})` : ''} ×${l.count}`;

/**
 * The order's comment with what a POS cannot change itself said in words (iiko has no documented
 * way to take a line off a delivery order): "CHANGED: −Plov ×1; new address: …".
 */
export function commentWithChanges(edit: PosEdit, address: string | null): string {
  const notes = [
    ...edit.removed.map((l) => `−${lineWords(l)}`),
    ...(edit.addressChanged && address ? [`address: ${address}`] : []),
  ];
  return [notes.length ? `CHANGED: ${notes.join('; ')}` : null, edit.comment].filter(Boolean).join(' · ');
}
