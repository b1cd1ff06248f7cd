import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Order } from '../db/schema';
import type { Schemas } from '../http/types';
import { courierContact } from '../http/mappers';
import { log } from '../log';

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
>;

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
  at: new Date().toISOString(),
});

/**
 * Live order events. On PGlite (one process) they stay in this process; on PostgreSQL they go
 * through LISTEN/NOTIFY, so a customer whose stream is on another process behind the load
 * balancer sees them too (this process hears its own notifications like any other).
 */
export class OrderEvents {
  private readonly emitter = new EventEmitter();
  private client: pg.Client | null = null;
  private closed = false;
  /** the LISTEN connection runs one query at a time: notifications wait their turn here */
  private sending: Promise<unknown> = Promise.resolve();
  private retryMs = 0;

  private constructor(private readonly bus?: { url: string; channel: string }) {
    this.emitter.setMaxListeners(0);
  }

  /** Events within this process only. */
  static local(): OrderEvents {
    return new OrderEvents();
  }

  /** Events shared by every process on this PostgreSQL database (and schema, by channel). */
  static async shared(url: string, channel = 'order_events'): Promise<OrderEvents> {
    const events = new OrderEvents({ url, channel });
    await events.connect();
    return events;
  }

  private async connect(): Promise<void> {
    const bus = this.bus as { url: string; channel: string };
    // named by its channel in pg_stat_activity
    const client = new pg.Client({ connectionString: bus.url, application_name: bus.channel });
    client.on('notification', (message) => {
      if (message.channel === bus.channel && message.payload) {
        const { merchantId, event } = JSON.parse(message.payload) as {
          merchantId: number;
          event: OrderEvent;
        };
        this.emit(event, merchantId);
      }
    });
    client.on('error', (error) => {
      if (this.client !== client) return;
      log.error(`order events: connection lost, reconnecting (${error.message})`);
      this.client = null;
      void client.end().catch(() => undefined);
      this.reconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(bus.channel)}`);
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) return void client.end().catch(() => undefined);
    this.client = client;
    this.retryMs = 0;
  }

  /** Tries again and again, waiting longer each time (up to 30 s), until the database answers. */
  private reconnect() {
    if (this.closed) return;
    this.retryMs = Math.min(30_000, Math.max(500, this.retryMs * 2));
    setTimeout(() => {
      if (this.closed || this.client) return;
      this.connect().catch((error: Error) => {
        log.error(`order events: still no database (${error.message}), trying again`);
        this.reconnect();
      });
    }, this.retryMs).unref();
  }

  private emit(event: OrderEvent, merchantId: number) {
    this.emitter.emit(String(event.orderId), event);
    this.emitter.emit(`merchant:${merchantId}`, event);
  }

  /** An order changed (after its transaction committed): its streams and the merchant's desk hear it. */
  announce(order: LiveOrder & Pick<Order, 'merchant_id'>) {
    this.publish(orderEvent(order), order.merchant_id);
  }

  publish(event: OrderEvent, merchantId: number) {
    if (!this.bus) return this.emit(event, merchantId);
    const client = this.client;
    if (!client) return this.emit(event, merchantId); // reconnecting: at least this process's streams hear it
    const payload = JSON.stringify({ merchantId, event });
    const channel = this.bus.channel;
    this.sending = this.sending
      .then(() => client.query('SELECT pg_notify($1, $2)', [channel, payload]))
      .catch((error: Error) => {
        log.error(`order events: notify failed (${error.message})`);
        this.emit(event, merchantId);
      });
  }

  /** One order's events (the customer's order page). */
  subscribe(orderId: number, listener: (event: OrderEvent) => void): () => void {
    this.emitter.on(String(orderId), listener);
    return () => this.emitter.off(String(orderId), listener);
  }

  /** Every order event of one merchant (the staff desk). */
  subscribeMerchant(merchantId: number, listener: (event: OrderEvent) => void): () => void {
    this.emitter.on(`merchant:${merchantId}`, listener);
    return () => this.emitter.off(`merchant:${merchantId}`, listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}
