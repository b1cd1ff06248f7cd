import { notFound } from '../http/errors';
import type { Handlers } from '../http/types';
import type { Deps } from './deps';

/** Development-only routes: every one is 404 when NODE_ENV=production. */
export function devHandlers({ db, config }: Deps): Pick<Handlers, 'getSmsOutbox'> {
  return {
    async getSmsOutbox(request) {
      if (config.production) throw notFound();
      const rows = await db
        .selectFrom('sms_outbox')
        .selectAll()
        .where('phone', '=', request.query.phone)
        .orderBy('created_date', 'desc')
        .orderBy('id', 'desc')
        .limit(20)
        .execute();
      return rows.map((r) => ({
        phone: r.phone,
        code: r.code,
        text: r.text,
        createdAt: new Date(r.created_date).toISOString(),
      }));
    },
  };
}
