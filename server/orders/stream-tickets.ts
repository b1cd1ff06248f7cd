import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { hashToken } from '../http/security';

/** How long a stream ticket may wait to be used, in seconds. */
export const TICKET_TTL_S = 60;

/** What a ticket opens: one order's stream for its customer, or the merchant's whole stream for staff. */
export type TicketScope = { userId: number; orderId: number } | { staffId: number };

/**
 * A single-use, short-lived ticket that opens an event stream (EventSource cannot send the token,
 * and a token never travels in a URL). Expired tickets are swept as new ones are issued.
 */
export async function issueTicket(db: Db, merchantId: number, scope: TicketScope) {
  const ticket = randomBytes(24).toString('base64url');
  await db
    .insertInto('stream_tickets')
    .values({
      ticket_hash: hashToken(ticket),
      merchant_id: merchantId,
      user_id: 'userId' in scope ? scope.userId : null,
      order_id: 'orderId' in scope ? scope.orderId : null,
      staff_id: 'staffId' in scope ? scope.staffId : null,
      expires_at: new Date(Date.now() + TICKET_TTL_S * 1000),
    })
    .execute();
  await db.deleteFrom('stream_tickets').where('expires_at', '<', new Date()).execute();
  return { ticket, expiresIn: TICKET_TTL_S };
}

/**
 * Spends a ticket in the same statement that checks it: live, unused, of this merchant, and for
 * this order (`orderId`) or for staff (`'staff'`). Whether it opened is the answer.
 */
export async function claimTicket(
  db: Db,
  ticket: string | undefined,
  merchantId: number | undefined,
  scope: { orderId: number } | 'staff',
): Promise<boolean> {
  if (!ticket || !merchantId) return false;
  let claim = db
    .updateTable('stream_tickets')
    .set({ used: true })
    .where('ticket_hash', '=', hashToken(ticket))
    .where('used', '=', false)
    .where('expires_at', '>', new Date())
    .where('merchant_id', '=', merchantId);
  claim =
    scope === 'staff' ? claim.where('staff_id', 'is not', null) : claim.where('order_id', '=', scope.orderId);
  return (await claim.executeTakeFirst()).numUpdatedRows > 0n;
}
