import type { Db } from '../db/database';
import { campaignHandlers } from './campaigns';
import { consentHandlers } from './consent';

/** The campaigns' API: the customer's consent, the manager's campaigns. */
export function campaignAreaHandlers({ db }: { db: Db }) {
  return { ...consentHandlers({ db }), ...campaignHandlers({ db }) };
}
