import type { Db } from '../db/database';
import type { OrderEvents } from '../orders/events';
import type { PosDeps } from './sender';

/** The POS room's dependencies from the server's. */
export const posDeps = (deps: {
  db: Db;
  events: OrderEvents;
  config: { iikoApiUrl: string; posterApiUrl: string };
}): PosDeps => ({
  db: deps.db,
  events: deps.events,
  urls: { iikoApiUrl: deps.config.iikoApiUrl, posterApiUrl: deps.config.posterApiUrl },
});
