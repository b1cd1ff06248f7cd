/**
 * The account reference a payment provider is given in our links: the order's id (`123`), or
 * the order's id and an edit's difference (`123-7`), in the same field (Payme's account.order_id,
 * Click's merchant_trans_id, Uzum's order_id).
 */
export const payableRef = (orderId: number, extraId?: number | null) =>
  extraId ? `${orderId}-${extraId}` : String(orderId);

const MAX_ID = 2147483647;

/** The ids a reference names, or null when it is not one of ours. */
export function parseRef(raw: unknown): { orderId: number; extraId: number | null } | null {
  const match = /^(\d{1,10})(?:-(\d{1,10}))?$/.exec(String(raw ?? '').trim());
  if (!match) return null;
  const orderId = Number(match[1]);
  const extraId = match[2] ? Number(match[2]) : null;
  if (orderId < 1 || orderId > MAX_ID || (extraId !== null && (extraId < 1 || extraId > MAX_ID))) return null;
  return { orderId, extraId };
}
