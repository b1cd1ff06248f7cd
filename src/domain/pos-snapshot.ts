import type { PosLine, PosSnapshot } from './pos-edit';

type Named = { ru?: string; eng?: string; uz?: string };
/** An order's line as the order keeps it (the fields read here). */
interface OrderLine {
  productId: number;
  count: number;
  name: Named;
  modifications: { modificationId: number; count: number; name: Named }[];
}

/** A line's identity for the POS: its dish and its choices with their counts. */
export const lineKey = (l: {
  productId: number;
  modifications: { modificationId: number; count: number }[];
}) =>
  `${l.productId}|${[...l.modifications]
    .sort((a, b) => a.modificationId - b.modificationId)
    .map((m) => `${m.modificationId}x${m.count}`)
    .join(',')}`;

const nameOf = (n: Named) => n.ru || n.eng || n.uz || '';

/** An order's address as one line for a POS (street, house, entrance, floor, flat). */
export function addressLine(address: unknown): string | null {
  const a = address as Record<string, unknown> | null;
  if (!a) return null;
  return (
    [a.streetName, a.houseNumber, a.entrance, a.floor, a.office]
      .filter((p) => p !== null && p !== undefined && p !== '')
      .map(String)
      .join(', ') || null
  );
}

/** The order as a POS hears it: lines, comment and address, to tell it an edit's difference. */
export function posSnapshot(order: { lines: OrderLine[]; details: unknown; address: unknown }): PosSnapshot {
  const details = order.details as { comment?: string | null };
  return {
    lines: order.lines.map((l): PosLine => ({
      productId: l.productId,
      count: l.count,
      name: nameOf(l.name),
      modifications: l.modifications.map((m) => ({
        modificationId: m.modificationId,
        count: m.count,
        name: nameOf(m.name),
      })),
    })),
    comment: details.comment ?? null,
    address: addressLine(order.address),
  };
}
