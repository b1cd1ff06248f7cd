import type { components } from '../../src/api/schema';
import type { EventBus } from './bus';

/** What changed of a merchant's storefront: the menu (dishes, prices, pictures), the stop-list at a branch (null: every branch), or a branch (paused, resumed, its hours). */
export type StorefrontChange =
  { kind: 'menu' } | { kind: 'stop-list'; branchId: number | null } | { kind: 'branch'; branchId: number };

/** What an open storefront hears: public facts only (what to fetch again), never who or why. */
export type StorefrontEvent = components['schemas']['StorefrontEvent'];

const TOPIC = 'storefront';

/** The storefront's events of every merchant, on the one bus. */
export class StorefrontEvents {
  constructor(private readonly bus: EventBus) {}

  /** A merchant's storefront changed (after the write committed): every process's open pages and caches hear it. */
  announce(merchantId: number, change: StorefrontChange) {
    const event: StorefrontEvent = { ...change, at: new Date().toISOString() };
    this.bus.publish(TOPIC, merchantId, event);
  }

  /** One merchant's events (its open storefronts' stream). */
  subscribe(merchantId: number, listener: (event: StorefrontEvent) => void): () => void {
    return this.bus.subscribe<StorefrontEvent>(TOPIC, merchantId, (event) => listener(event));
  }

  /** Every merchant's events, heard before any stream hears them (the menu and merchant caches). */
  subscribeAll(listener: (event: StorefrontEvent, merchantId: number) => void): () => void {
    return this.bus.subscribe<StorefrontEvent>(TOPIC, null, listener);
  }
}
