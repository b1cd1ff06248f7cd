/** An order as the spreadsheet reads it. */
export interface CsvOrder {
  number: number;
  /** the local day and time it was placed */
  placedAt: string;
  status: string;
  serviceType: string;
  branch: string;
  paymentType: string;
  isPaid: boolean;
  total: number;
  delivery: number;
  discount: number;
  phone: string | null;
  /** who carried it (a delivery): the courier's name */
  courier?: string | null;
}

/** Paid at the door or the counter, into the till. */
const AT_HAND = ['CASH', 'TERMINAL'];

/**
 * Whether the money is in: paid online, or collected in cash or by the terminal once the order was
 * handed over (closed). A cash order still on its way is not paid yet.
 */
export const collected = (o: Pick<CsvOrder, 'status' | 'paymentType' | 'isPaid'>) =>
  o.isPaid || (o.status === 'CLOSED' && AT_HAND.includes(o.paymentType));

/** The money collected at hand, by how: what the till should hold at the end of the day. */
export function collectedAtHand(orders: readonly CsvOrder[]) {
  const sum = (type: string) =>
    orders
      .filter((o) => o.paymentType === type && o.status === 'CLOSED')
      .reduce((total, o) => total + o.total, 0);
  return { cash: sum('CASH'), terminal: sum('TERMINAL') };
}
