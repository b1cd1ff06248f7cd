import { EventEmitter } from 'node:events';
import pg from 'pg';
import { log } from '../log';

/** One event on the bus: what it is about (its topic), whose it is (the merchant), and what it says. */
export interface BusMessage {
  topic: string;
  merchantId: number;
  data: unknown;
}

/**
 * The one bus of live events (orders, couriers, the storefront's menu). On PGlite (one process)
 * messages stay in this process; on PostgreSQL they go through LISTEN/NOTIFY on one channel, so a
 * stream open on another process behind the load balancer hears them too (this process hears its
 * own notifications like any other).
 */
export class EventBus {
  private readonly emitter = new EventEmitter();
  private client: pg.Client | null = null;
  private closed = false;
  /** the LISTEN connection runs one query at a time: notifications wait their turn here */
  private sending: Promise<unknown> = Promise.resolve();
  private retryMs = 0;

  private constructor(private readonly shared?: { url: string; channel: string }) {
    this.emitter.setMaxListeners(0);
  }

  /** Messages within this process only. */
  static local(): EventBus {
    return new EventBus();
  }

  /** Messages shared by every process on this PostgreSQL database (and schema, by channel). */
  static async shared(url: string, channel = 'order_events'): Promise<EventBus> {
    const bus = new EventBus({ url, channel });
    await bus.connect();
    return bus;
  }

  private async connect(): Promise<void> {
    const shared = this.shared as { url: string; channel: string };
    // named by its channel in pg_stat_activity
    const client = new pg.Client({ connectionString: shared.url, application_name: shared.channel });
    client.on('notification', (message) => {
      if (message.channel !== shared.channel || !message.payload) return;
      try {
        this.deliver(JSON.parse(message.payload) as BusMessage);
      } catch (error) {
        log.error(`live events: a listener failed (${(error as Error).message})`);
      }
    });
    client.on('error', (error) => {
      if (this.client !== client) return;
      log.error(`live events: connection lost, reconnecting (${error.message})`);
      this.client = null;
      void client.end().catch(() => undefined);
      this.reconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(shared.channel)}`);
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
        log.error(`live events: still no database (${error.message}), trying again`);
        this.reconnect();
      });
    }, this.retryMs).unref();
  }

  /**
   * Hands a message to this process's listeners: first those of every merchant of the topic (the
   * caches, so a stream's client that asks again at once gets the new answer), then the merchant's.
   */
  private deliver(message: BusMessage) {
    this.emitter.emit(message.topic, message.data, message.merchantId);
    this.emitter.emit(`${message.topic}:${message.merchantId}`, message.data, message.merchantId);
  }

  /** Sends a message to every process's listeners (call it after the change's transaction committed). */
  publish(topic: string, merchantId: number, data: unknown) {
    const message: BusMessage = { topic, merchantId, data };
    if (!this.shared) return this.deliver(message);
    const client = this.client;
    if (!client) return this.deliver(message); // reconnecting: at least this process's streams hear it
    const channel = this.shared.channel;
    this.sending = this.sending
      .then(() => client.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(message)]))
      .catch((error: Error) => {
        log.error(`live events: notify failed (${error.message})`);
        this.deliver(message);
      });
  }

  /** A topic's messages: of one merchant, or (`merchantId` null) of every merchant. */
  subscribe<T>(
    topic: string,
    merchantId: number | null,
    listener: (data: T, merchantId: number) => void,
  ): () => void {
    const key = merchantId === null ? topic : `${topic}:${merchantId}`;
    const handler = listener as (data: unknown, merchantId: number) => void;
    this.emitter.on(key, handler);
    return () => this.emitter.off(key, handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}
