/**
 * Why an order was cancelled, as a code the customer reads in their own language (the desk's own
 * words, when it gives any, are shown beside it as written). The desk picks one of its reasons;
 * the customer's own cancel and the payment's failures carry theirs.
 */
export const CANCEL_REASONS = [
  'OUT_OF_STOCK',
  'KITCHEN_BUSY',
  'OUT_OF_ZONE',
  'NO_COURIER',
  'CUSTOMER_UNREACHABLE',
  'CUSTOMER_ASKED',
  'PAYMENT_FAILED',
  'PAYMENT_REFUNDED',
  'OTHER',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

const DELIVERY_ONLY: ReadonlySet<CancelReason> = new Set(['OUT_OF_ZONE', 'NO_COURIER']);
const NOT_THE_DESKS: ReadonlySet<CancelReason> = new Set(['PAYMENT_FAILED', 'PAYMENT_REFUNDED']);

/** The reasons the desk offers for an order of this service type, "other" last. */
export const deskReasons = (serviceType: string): CancelReason[] =>
  CANCEL_REASONS.filter(
    (r) => !NOT_THE_DESKS.has(r) && (serviceType === 'DELIVERY' || !DELIVERY_ONLY.has(r)),
  );

/**
 * The reason a cancel states: a code, with the words given (trimmed) or none; words alone are
 * "other". Null when nothing is stated, or "other" without words.
 */
export function statedReason(
  code: CancelReason | null | undefined,
  words: string | null | undefined,
): { code: CancelReason; words: string | null } | null {
  const text = words?.trim() || null;
  const chosen = code ?? (text ? 'OTHER' : null);
  if (!chosen || (chosen === 'OTHER' && !text)) return null;
  return { code: chosen, words: text };
}
