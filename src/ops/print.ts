import type { StaffOrder } from './ops-api';

/** What is printed from a card: the kitchen's ticket or the customer's receipt. */
export type PrintKind = 'ticket' | 'receipt';

/** One slip to print: the order, which slip, and the branch that cooks it (by name). */
export interface PrintJob {
  order: StaffOrder;
  kind: PrintKind;
  branchName: string | null;
  /** a new job for the same order and kind prints again */
  at: number;
  /** a ticket printed again after an edit: marked as changed, with what changed */
  changed?: boolean;
}

let current: PrintJob | null = null;
const listeners = new Set<() => void>();

/** The slip being printed (or last printed): read by the desk's print root (print/print-root.tsx). */
export const printJobs = {
  get: () => current,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/**
 * Prints one order's slip on an 80 mm roll: the desk's print root draws the slip alone (the rest
 * of the page is not printed), sizes the page to it and opens the browser's print.
 */
export function printOrder(order: StaffOrder, kind: PrintKind, branchName: string | null, changed = false) {
  current = { order, kind, branchName, at: Date.now(), changed };
  for (const listener of listeners) listener();
}

const PRINT_ON_ACCEPT = 'dx:ops:printOnAccept';

/** This desk (device) prints the kitchen ticket when an order is accepted. */
export const printOnAccept = {
  get: () => localStorage.getItem(PRINT_ON_ACCEPT) === '1',
  set: (on: boolean) =>
    on ? localStorage.setItem(PRINT_ON_ACCEPT, '1') : localStorage.removeItem(PRINT_ON_ACCEPT),
};

/**
 * Moves the order one step; a desk set to print on accept sends the kitchen its ticket as the order
 * is taken. Printed once the move is answered even when the card has gone meanwhile (the live event
 * that moved it to its new column may come first: a callback given to `mutate` would be dropped
 * with the card). A refused move prints nothing and shows on the card.
 */
export async function acceptAndPrint(
  move: { mutateAsync: (input: { id: number; status: StaffOrder['status'] }) => Promise<unknown> },
  order: StaffOrder,
  to: StaffOrder['status'],
  branchName: string | null,
) {
  try {
    await move.mutateAsync({ id: order.id, status: to });
  } catch {
    return;
  }
  if (to === 'ACCEPTED' && printOnAccept.get()) printOrder(order, 'ticket', branchName);
}

/**
 * An order the kitchen already had a ticket for (accepted, on a desk that prints on accept) was
 * changed: its ticket is printed again, marked as changed, with what changed.
 */
export function reprintAfterEdit(before: StaffOrder, after: StaffOrder, branchName: string | null) {
  if (before.status === 'ACCEPTED' && printOnAccept.get()) printOrder(after, 'ticket', branchName, true);
}
