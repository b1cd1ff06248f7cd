import type { StaffRole } from './order-lifecycle';
import type { OrderStatus } from './order-status';

/** The status that waits for each role: a new order for the operator, an accepted one for the kitchen. */
export const WAITING_FOR: Record<StaffRole, OrderStatus> = {
  OPERATOR: 'OPEN',
  MANAGER: 'OPEN',
  KITCHEN: 'ACCEPTED',
  COURIER: 'DONE',
};

/**
 * Whether an order event chimes on this staff member's desk: only when an order arrives in the
 * status that waits for them (a new or now-due order for the operator, an accepted one for the
 * kitchen), not when an order already there changes otherwise (paid, a courier assigned).
 */
export function chimes(role: StaffRole, before: OrderStatus | undefined, now: OrderStatus): boolean {
  return now === WAITING_FOR[role] && before !== now;
}

/** How many orders wait for this role: the desk's badge and the tab's title. */
export function waitingCount(role: StaffRole, statuses: readonly OrderStatus[]): number {
  return statuses.filter((s) => s === WAITING_FOR[role]).length;
}
