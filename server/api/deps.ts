import type { Db } from '../db/database';
import type { ServerConfig } from '../config';
import type { MerchantCache } from '../http/security';
import type { OrderEvents } from '../orders/events';

export interface Deps {
  db: Db;
  config: ServerConfig;
  merchants: MerchantCache;
  events: OrderEvents;
}
