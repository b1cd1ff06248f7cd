import type { Db } from '../db/database';
import type { Merchant, Staff } from '../db/schema';

/** Who writes, for which merchant, inside which transaction. */
export interface WriteContext {
  tx: Db;
  merchant: Merchant;
  staff: Staff;
}
