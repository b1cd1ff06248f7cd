import type { ModificationGroupRow, PosIds } from '../../src/catalog/tables';
import type { Order, OrderLineRow } from '../db/schema';
import type { PosProvider } from '../../src/domain/pos-config';
export type { PosConfig, PosProvider } from '../../src/domain/pos-config';
import type { PosEdit } from '../../src/domain/pos-edit';

/**
 * The one POS port: an order out, its state back, the stop-list and the menu in. The orders
 * service and the desk call this, never an adapter; each protocol (iiko/, poster/) is an adapter.
 */

/** What the POS says of an order we sent: created (with its number), still being created, or refused. */
export interface PosOrderState {
  creationStatus: 'InProgress' | 'Success' | 'Error';
  /** the POS's own order number (iiko's order.number; Poster's incoming_order_id) */
  number: string | null;
  /** the POS's refusal in words */
  error: string | null;
  /** the POS's id of the order when it gave one of its own (Poster) */
  posOrderId?: string;
}

/** A dish as the order sends it: its POS ids and its choices' (by our ids). */
export interface PosDish {
  posIds: PosIds;
  modificationGroups: ModificationGroupRow[];
}

/** Everything the adapter needs to write the order into the POS. */
export interface PosOrderInput {
  order: Order;
  lines: OrderLineRow[];
  customer: { phone: string | null; name: string | null };
  /** the branch's POS id (iiko terminal group, Poster spot) */
  branchPosId: string | null;
  dishes: ReadonlyMap<number, PosDish>;
  /** our id of the order in the POS (iiko: order.id, which deliveries/by_id finds it by) */
  posOrderId: string;
}

/** A stop-list entry of the POS: a dish (by its POS id) out at a branch (by its POS id). */
export interface PosStop {
  branchPosId: string;
  productPosId: string;
}

/** The POS's menu: dishes with their prices, modifier groups (min/max) and choices. */
export interface PosMenuDish {
  posId: string;
  name: string;
  price: number;
  deleted: boolean;
  groups: {
    posId: string;
    min: number;
    max: number;
    choices: { posId: string; price: number; name: string }[];
  }[];
}

export interface PosAdapter {
  readonly provider: PosProvider;
  /** the order as the POS has it when it has it (looked for before every send: never a second one) */
  findOrder(input: PosOrderInput): Promise<PosOrderState | null>;
  createOrder(input: PosOrderInput): Promise<PosOrderState>;
  stopList(branchPosIds: string[]): Promise<PosStop[]>;
  menu(): Promise<PosMenuDish[]>;
  /**
   * tells the POS of an order's edit: what it lacks of the order as it is now; `key` is ours
   * for this change (the same on a resend: what the POS already took is not sent twice). A POS
   * without the method cannot be told (the desk tells the cashier).
   */
  updateOrder?(input: PosOrderInput, edit: PosEdit, key: string): Promise<void>;
  /** tells the POS where to send its webhooks, with the token it must send back (iiko); Poster's are set in its developer account */
  registerWebhook?(uri: string, authToken: string): Promise<void>;
}
