import type { OrderStatus } from './order-status';

/**
 * Changing an order after it was placed: the rules the desk and the server share.
 * An order may be changed until the kitchen starts cooking it: waiting for its time, new, or accepted.
 */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['AT_TIME', 'OPEN', 'ACCEPTED'];

export const isEditable = (status: string) => (EDITABLE_STATUSES as readonly string[]).includes(status);

/** Providers that take the money online before the order is made (a link or a saved card). */
export const ONLINE_PAYMENTS = ['PAYME', 'CLICK', 'UZUM', 'OTHER'] as const;
export const paysOnline = (paymentType: string) =>
  (ONLINE_PAYMENTS as readonly string[]).includes(paymentType);

/** One thing an edit changed, before and after. */
export interface OrderChange {
  field: string;
  before: string | number | null;
  after: string | number | null;
}

/** A line as the change log names it: the dish and its modifiers. */
export interface EditLine {
  productId: number;
  name: string;
  count: number;
  modifications: { modificationId: number; name: string; count: number }[];
}

const lineKey = (l: EditLine) =>
  `${l.productId}|${[...l.modifications]
    .sort((a, b) => a.modificationId - b.modificationId)
    .map((m) => `${m.modificationId}x${m.count}`)
    .join(',')}`;

const lineName = (l: EditLine) =>
  l.modifications.length > 0
    ? `${l.name} (${l.modifications.map((m) => (m.count > 1 ? `${m.name} ×${m.count}` : m.name)).join(', ')})`
    : l.name;

/** What an edit did to the lines: each dish (with its modifiers) whose count changed, 0 for none. */
export function lineChanges(before: EditLine[], after: EditLine[]): OrderChange[] {
  const count = (lines: EditLine[]) => {
    const all = new Map<string, { line: EditLine; count: number }>();
    for (const l of lines) {
      const key = lineKey(l);
      all.set(key, { line: l, count: (all.get(key)?.count ?? 0) + l.count });
    }
    return all;
  };
  const was = count(before);
  const now = count(after);
  const changes: OrderChange[] = [];
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    const a = was.get(key)?.count ?? 0;
    const b = now.get(key)?.count ?? 0;
    const line = (now.get(key) ?? was.get(key))?.line;
    if (a !== b && line) changes.push({ field: `line:${lineName(line)}`, before: a, after: b });
  }
  return changes;
}

/** A plain value's change, or nothing when it stayed. */
export const valueChange = (
  field: string,
  before: string | number | null,
  after: string | number | null,
): OrderChange[] => (before === after ? [] : [{ field, before, after }]);

/**
 * The money after an edit of an order paid online: what it costs less than was paid is owed back,
 * and what it costs more is the difference the customer is asked to pay by a second link (paid
 * online or taken in cash by the operator). An order not yet paid is simply charged its new total.
 */
export function settleEdit(input: {
  isPaid: boolean;
  paymentType: string;
  /** what was paid: the total plus what is owed back, less a difference still due */
  paid: number;
  newTotal: number;
}): { refundOwed: number; extraDue: number } {
  if (!input.isPaid || !paysOnline(input.paymentType)) return { refundOwed: 0, extraDue: 0 };
  return {
    refundOwed: Math.max(0, input.paid - input.newTotal),
    extraDue: Math.max(0, input.newTotal - input.paid),
  };
}
