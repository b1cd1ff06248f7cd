import { fail } from '../http/errors';
import { openEventStream } from '../http/event-stream';
import type { Handlers } from '../http/types';
import type { Deps } from './deps';

/**
 * The open storefront's live stream: what changed of the merchant's menu, stop-list and branches
 * (public facts, so no token), heard from every process through the one bus.
 */
export function storefrontEventHandlers({ merchants, events }: Deps): Pick<Handlers, 'getStorefrontEvents'> {
  return {
    async getStorefrontEvents(request, reply) {
      const merchant = await merchants.get(request.query.merchantId);
      if (!merchant || !merchant.is_active || merchant.deleted) throw fail(404, 'MERCHANT_NOT_FOUND');
      const stream = openEventStream(reply);
      stream.onStop(events.storefront.subscribe(merchant.id, stream.send));
      stream.comment('open');
      return reply;
    },
  };
}
