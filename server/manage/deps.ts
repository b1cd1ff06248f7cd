import type { Db } from '../db/database';
import type { ServerConfig } from '../config';
import type { MerchantCache } from '../http/security';

/** What the back office needs of the server: its database, configuration and merchant cache. */
export interface ManageDeps {
  db: Db;
  config: ServerConfig;
  merchants: MerchantCache;
}
