import { EventEmitter } from 'node:events';
import type { Schemas } from '../http/types';

export type OrderEvent = Schemas['OrderEvent'];

/** In-process order events (one API process). Behind a load balancer this becomes PostgreSQL LISTEN/NOTIFY. */
export class OrderEvents {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  publish(event: OrderEvent) {
    this.emitter.emit(String(event.orderId), event);
  }
  subscribe(orderId: number, listener: (event: OrderEvent) => void): () => void {
    this.emitter.on(String(orderId), listener);
    return () => this.emitter.off(String(orderId), listener);
  }
}
