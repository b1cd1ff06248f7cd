/**
 * Prints one order's card as an 80 mm kitchen ticket: the page's print styles (ops.css,
 * `@media print`) show only the card marked for printing, in large type.
 */
export function printTicket(orderId: number) {
  const card = document.getElementById(`order-${orderId}`)?.closest('article');
  if (!card) return;
  card.classList.add('ops-card--print');
  document.body.classList.add('ops-printing');
  const done = () => {
    card.classList.remove('ops-card--print');
    document.body.classList.remove('ops-printing');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
