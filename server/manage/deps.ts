import type { Db } from '../db/database';
import type { ServerConfig } from '../config';
import type { MerchantCache } from '../http/security';
import type { StorefrontChange } from '../events/storefront';

/** What the back office needs of the server: its database, configuration, merchant cache and live events. */
export interface ManageDeps {
  db: Db;
  config: ServerConfig;
  merchants: MerchantCache;
  /** the live events: a committed write is announced to every process and open storefront */
  events: { announceStorefront(merchantId: number, change: StorefrontChange): void };
}
