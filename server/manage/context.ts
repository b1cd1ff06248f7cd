import type { FastifyRequest } from 'fastify';
import { requireManager, requireMerchant } from '../http/security';
import type { Db } from '../db/database';
import type { Merchant, Staff } from '../db/schema';

/** Who writes, for which merchant, inside which transaction. */
export interface WriteContext {
  tx: Db;
  merchant: Merchant;
  staff: Staff;
}

/** Who writes in the back office: a manager of the request's merchant (401/403 otherwise). */
export const managerOf = (request: FastifyRequest): Omit<WriteContext, 'tx'> => ({
  staff: requireManager(request),
  merchant: requireMerchant(request),
});
