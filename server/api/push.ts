import { fail, notFound } from '../http/errors';
import { requireUser } from '../http/security';
import type { Handlers } from '../http/types';
import { acceptableEndpoint, vapidKeys } from '../notify/web-push';
import type { Deps } from './deps';
import { deleteOwnRow } from './own-rows';

type PushHandlers = Pick<Handlers, 'getPushKey' | 'createPushSubscription' | 'deletePushSubscription'>;

/** The customer's devices that hear about their orders by web push (server/notify sends). */
export function pushHandlers({ db, config }: Deps): PushHandlers {
  return {
    async getPushKey() {
      const keys = vapidKeys(config);
      if (!keys) throw notFound('web push');
      return { publicKey: keys.publicKey };
    },
    async createPushSubscription(request, reply) {
      const user = requireUser(request);
      if (!vapidKeys(config)) throw notFound('web push');
      const { endpoint, keys } = request.body;
      if (!acceptableEndpoint(endpoint, config.production)) throw fail(400, 'VALIDATION', 'endpoint');
      // the same device again (or another customer signing in on it) keeps one row, now theirs
      const row = await db
        .insertInto('push_subscriptions')
        .values({
          merchant_id: user.merchant_id,
          user_id: user.id,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
        })
        .onConflict((oc) =>
          oc.columns(['merchant_id', 'endpoint']).doUpdateSet({
            user_id: user.id,
            p256dh: keys.p256dh,
            auth: keys.auth,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ id: row.id });
    },
    async deletePushSubscription(request, reply) {
      const user = requireUser(request);
      await deleteOwnRow(db, 'push_subscriptions', user, request.params.id, 'push subscription');
      return reply.code(204).send();
    },
  };
}
