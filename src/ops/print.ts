/** What is printed from a card: the kitchen's ticket or the customer's receipt. */
export type PrintKind = 'ticket' | 'receipt';

/**
 * Prints one order's card on an 80 mm roll: the page's print styles (ops.css, `@media print`)
 * show only the card marked for printing — as the kitchen ticket (modifiers in large type) or as
 * the customer's receipt (the lines with their sums, the bill and the total).
 */
export function printOrder(orderId: number, kind: PrintKind = 'ticket') {
  const card = document.getElementById(`order-${orderId}`)?.closest('article');
  if (!card) return;
  const printing = ['ops-printing', `ops-printing--${kind}`];
  card.classList.add('ops-card--print');
  document.body.classList.add(...printing);
  const done = () => {
    card.classList.remove('ops-card--print');
    document.body.classList.remove(...printing);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

const PRINT_ON_ACCEPT = 'dx:ops:printOnAccept';

/** This desk (device) prints the kitchen ticket when an order is accepted. */
export const printOnAccept = {
  get: () => localStorage.getItem(PRINT_ON_ACCEPT) === '1',
  set: (on: boolean) =>
    on ? localStorage.setItem(PRINT_ON_ACCEPT, '1') : localStorage.removeItem(PRINT_ON_ACCEPT),
};
