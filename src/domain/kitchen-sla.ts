import type { OrderStatus } from './order-status';

/** Minutes a new order may wait for the desk to accept it (the merchant's setting when it has none). */
export const ACCEPT_MINUTES = 3;
/** A branch's usual cooking time in minutes, when it has none of its own. */
export const COOK_MINUTES = 20;

/** How late an order is in its column: on time, getting late (amber), late (red). */
export type SlaState = 'ok' | 'amber' | 'red';

/** An order's status history as the change log records it. */
interface Logged {
  status: OrderStatus;
  /** the branch that cooks it (its usual cooking time, when it has one) */
  branch?: number;
  createdDate: string;
  log?: readonly { kind: string; status?: string | null; createdDate: string }[];
}

/**
 * When the order came into the column it is in: the last status change to its status in its log,
 * else when it was placed.
 */
export function enteredColumnAt(order: Logged): Date {
  const entry = [...(order.log ?? [])].reverse().find((l) => l.status === order.status);
  return new Date(entry?.createdDate ?? order.createdDate);
}

/** Whole minutes the order has waited in its column at `now` (never below zero). */
export function minutesWaited(order: Logged, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - enteredColumnAt(order).getTime()) / 60_000));
}

export interface SlaLimits {
  /** the merchant's minutes to accept a new order */
  acceptMinutes: number;
  /** the usual cooking minutes of a branch that has none of its own (the merchant's) */
  cookMinutes: number;
  /** each branch's own usual cooking minutes (branches.json `cookMinutes`) */
  branchCookMinutes?: ReadonlyMap<number, number>;
}

/** An order's usual cooking time: its branch's own, else the merchant's. */
export const cookMinutesOf = (order: { branch?: number }, limits: SlaLimits) =>
  (order.branch !== undefined ? limits.branchCookMinutes?.get(order.branch) : undefined) ??
  limits.cookMinutes;

/**
 * How late an order is, by the time it has waited in its column: a new order not accepted within
 * the merchant's minutes is red (and keeps ringing); an order cooking past the branch's usual time
 * is amber, and red past half as long again. Other columns have no clock.
 */
export function slaState(order: Logged, now: Date, limits: SlaLimits): SlaState {
  const waited = (now.getTime() - enteredColumnAt(order).getTime()) / 60_000;
  if (order.status === 'OPEN') return waited >= limits.acceptMinutes ? 'red' : 'ok';
  if (order.status === 'COOKING') {
    const cook = cookMinutesOf(order, limits);
    if (waited >= cook * 1.5) return 'red';
    return waited >= cook ? 'amber' : 'ok';
  }
  return 'ok';
}

/** Whether the desk keeps ringing: any new order past the merchant's minutes to accept it. */
export const keepsRinging = (orders: readonly Logged[], now: Date, limits: SlaLimits) =>
  orders.some((o) => o.status === 'OPEN' && slaState(o, now, limits) === 'red');

/** Waiting longest first: the order that came into its column earliest leads it. */
export const oldestFirst = <T extends Logged & { id: number }>(orders: readonly T[]): T[] =>
  [...orders].sort((a, b) => enteredColumnAt(a).getTime() - enteredColumnAt(b).getTime() || a.id - b.id);

/**
 * The limits from the merchant's web settings (`deskAcceptMinutes`, `deskCookMinutes`), else the
 * defaults, and each branch's own usual cooking time where it has one (its settings' `cookMinutes`).
 */
export const slaLimitsOf = (
  settings: { deskAcceptMinutes?: number | null; deskCookMinutes?: number | null },
  branches: readonly { id: number; settings?: { cookMinutes?: number | null } | null }[] = [],
): SlaLimits => ({
  acceptMinutes: settings.deskAcceptMinutes ?? ACCEPT_MINUTES,
  cookMinutes: settings.deskCookMinutes ?? COOK_MINUTES,
  branchCookMinutes: new Map(
    branches.flatMap((b) => (b.settings?.cookMinutes ? [[b.id, b.settings.cookMinutes] as const] : [])),
  ),
});
