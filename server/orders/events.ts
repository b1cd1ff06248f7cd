import { EventEmitter } from 'node:events';
import type { Order } from '../db/schema';
import type { Schemas } from '../http/types';
import { courierContact } from '../http/mappers';
import { EventBus } from '../events/bus';
import { StorefrontEvents, type StorefrontChange } from '../events/storefront';

const TOPIC = 'order';

export type OrderEvent = Schemas['OrderEvent'];

/** What of an order its live stream says. */
export type LiveOrder = Pick<
  Order,
  | 'id'
  | 'status'
  | 'courier_status'
  | 'courier_id'
  | 'is_paid'
  | 'refund_due'
  | 'refunded_at'
  | 'refund_method'
  | 'reason_code'
  | 'reason'
  | 'courier_name'
  | 'courier_phone'
> & {
  /** the restaurant changed the order's lines, address or sums */
  edited?: boolean;
};

/**
 * An order's live state as its stream sends it: the one mapping, for the customer's order page
 * (the status, the courier to call, why it was cancelled, the money owed back or returned) and the desk.
 */
export const orderEvent = (o: LiveOrder): OrderEvent => ({
  orderId: o.id,
  status: o.status as Schemas['OrderStatus'],
  courierStatus: (o.courier_status as Schemas['CourierStatus']) ?? null,
  courierId: o.courier_id,
  isPaid: o.is_paid,
  refundDue: o.refund_due,
  refundedAt: o.refunded_at ? new Date(o.refunded_at).toISOString() : null,
  refundMethod: (o.refund_method as OrderEvent['refundMethod']) ?? null,
  reasonCode: (o.reason_code as Schemas['CancelReason'] | null) ?? null,
  reason: o.reason,
  courier: courierContact(o),
  ...(o.edited ? { edited: true } : {}),
  at: new Date().toISOString(),
});

/**
 * Live order events, on the one bus of live events (server/events/bus.ts): in this process on
 * PGlite, through LISTEN/NOTIFY on PostgreSQL, so a customer whose stream is on another process
 * behind the load balancer sees them too. The storefront's events ride the same bus
 * (`announceStorefront`), so every room reaches both through the app's deps.
 */
export class OrderEvents {
  /** one order's listeners, by its id: the bus hands this process each order event once */
  private readonly orders = new EventEmitter();
  private readonly stopHearing: () => void;
  /** the storefront's menu, stop-list and branch events (server/events/storefront.ts) */
  readonly storefront: StorefrontEvents;

  private constructor(readonly bus: EventBus) {
    this.orders.setMaxListeners(0);
    this.stopHearing = bus.subscribe<OrderEvent>(TOPIC, null, (event) =>
      this.orders.emit(String(event.orderId), event),
    );
    this.storefront = new StorefrontEvents(bus);
  }

  /** Events within this process only. */
  static local(): OrderEvents {
    return new OrderEvents(EventBus.local());
  }

  /** Events shared by every process on this PostgreSQL database (and schema, by channel). */
  static async shared(url: string, channel = 'order_events'): Promise<OrderEvents> {
    return new OrderEvents(await EventBus.shared(url, channel));
  }

  /** An order changed (after its transaction committed): its streams and the merchant's desk hear it. */
  announce(order: LiveOrder & Pick<Order, 'merchant_id'>) {
    this.publish(orderEvent(order), order.merchant_id);
  }

  publish(event: OrderEvent, merchantId: number) {
    this.bus.publish(TOPIC, merchantId, event);
  }

  /** One order's events (the customer's order page). */
  subscribe(orderId: number, listener: (event: OrderEvent) => void): () => void {
    this.orders.on(String(orderId), listener);
    return () => this.orders.off(String(orderId), listener);
  }

  /** Every order event of one merchant (the staff desk). */
  subscribeMerchant(merchantId: number, listener: (event: OrderEvent) => void): () => void {
    return this.bus.subscribe<OrderEvent>(TOPIC, merchantId, (event) => listener(event));
  }

  /**
   * A merchant's storefront changed (call it after the write committed): its open storefronts
   * refetch what changed, and every process drops its cached menu of the merchant.
   */
  announceStorefront(merchantId: number, change: StorefrontChange) {
    this.storefront.announce(merchantId, change);
  }

  async close(): Promise<void> {
    this.stopHearing();
    await this.bus.close();
  }
}
