/** The desk's board as it last saw it: the orders on it and the cursor of that look. */
export interface BoardSnapshot<T extends { id: number }> {
  orders: T[];
  cursor: string | null;
}

/**
 * The board after a look at what changed: each changed order replaces the one of its id (or joins
 * the board), each gone order leaves it, everything else stays as it was.
 */
export function mergeBoard<T extends { id: number }>(
  before: BoardSnapshot<T>,
  changes: { content: T[]; gone?: number[]; cursor?: string },
): BoardSnapshot<T> {
  const gone = new Set(changes.gone ?? []);
  const byId = new Map(before.orders.map((o) => [o.id, o]));
  for (const id of gone) byId.delete(id);
  for (const order of changes.content) byId.set(order.id, order);
  return { orders: [...byId.values()], cursor: changes.cursor ?? before.cursor };
}
