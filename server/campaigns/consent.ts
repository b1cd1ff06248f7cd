import type { Db } from '../db/database';
import type { MarketingChannel } from '../db/tables-campaigns';
import { requireUser } from '../http/security';
import type { Handlers } from '../http/types';

export const CHANNELS: MarketingChannel[] = ['telegram', 'push', 'sms'];

/** A customer's agreement per channel; a channel never answered is off. */
export async function consentOf(db: Db, userId: number): Promise<Record<MarketingChannel, boolean>> {
  const rows = await db
    .selectFrom('marketing_consents')
    .select(['channel', 'agreed'])
    .where('user_id', '=', userId)
    .execute();
  const kept = new Map(rows.map((r) => [r.channel, r.agreed]));
  return {
    telegram: kept.get('telegram') ?? false,
    push: kept.get('push') ?? false,
    sms: kept.get('sms') ?? false,
  };
}

/** Keeps a customer's answer on one channel, with where it was given (PROFILE, CHECKOUT, BOT_STOP, STOP_LINK). */
export async function setConsent(
  db: Db,
  user: { id: number; merchant_id: number },
  channel: MarketingChannel,
  agreed: boolean,
  source: string,
): Promise<void> {
  await db
    .insertInto('marketing_consents')
    .values({ user_id: user.id, merchant_id: user.merchant_id, channel, agreed, source })
    .onConflict((oc) =>
      oc.columns(['user_id', 'channel']).doUpdateSet({ agreed, source, changed_at: new Date() }),
    )
    .execute();
}

/** The customer's own consent: read in the profile, given there or at checkout. */
export function consentHandlers({
  db,
}: {
  db: Db;
}): Pick<Handlers, 'getMarketingConsent' | 'putMarketingConsent'> {
  return {
    async getMarketingConsent(request) {
      const user = requireUser(request);
      return consentOf(db, user.id);
    },
    async putMarketingConsent(request) {
      const user = requireUser(request);
      const { source = 'PROFILE', ...answers } = request.body;
      for (const channel of CHANNELS) {
        const agreed = answers[channel];
        if (typeof agreed === 'boolean') await setConsent(db, user, channel, agreed, source);
      }
      return consentOf(db, user.id);
    },
  };
}
