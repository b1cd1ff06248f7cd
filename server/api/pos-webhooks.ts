import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { log } from '../log';
import { readIikoWebhook } from '../pos/iiko/webhook';
import { syncMenu } from '../pos/menu-sync';
import { posConfigOf } from '../../src/domain/pos-config';
import { posterVerified, type PosterWebhook } from '../pos/poster/webhook';
import { readPosterWebhook } from '../pos/poster/webhook-in';
import type { PosDeps } from '../pos/sender';
import { applyPosReport } from '../pos/status-in';
import { syncStopList } from '../pos/stop-list-in';

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const unauthorized = (reply: FastifyReply) =>
  reply.code(401).send({ code: 'UNAUTHORIZED', message: 'Wrong webhook token or signature' });

/** A follow-up the webhook asked for (the stop-list, the menu): logged when it fails, never the webhook's answer. */
const followUp = (what: string, work: Promise<unknown>) =>
  work
    .then(() => undefined)
    .catch((error: Error) => log.warn({ err: error.message }, `POS ${what} after a webhook failed`));

/**
 * The POS's webhooks, straight to the POS port: iiko's at POST /api/pos/v1/iiko/{sub}/webhook
 * (`Authorization`: the authToken we registered with webhooks/update_settings, the merchant's
 * posWebhookToken) and Poster's at POST /api/pos/v1/poster/{sub}/webhook (its `verify` signature,
 * with the merchant's posterAppSecret). A wrong token or signature is 401 and changes nothing; an
 * event for an order we do not have is answered 200 and logged.
 */
export function registerPosWebhooks(app: FastifyInstance, deps: PosDeps) {
  const merchantOf = (sub: string) =>
    deps.db
      .selectFrom('merchants')
      .select(['id', 'pos', 'secrets'])
      .where('sub', '=', sub)
      .executeTakeFirst();

  app.post<{ Params: { sub: string } }>('/api/pos/v1/iiko/:sub/webhook', async (request, reply) => {
    const merchant = await merchantOf(request.params.sub);
    const pos = merchant && posConfigOf(merchant);
    const token = merchant?.secrets.posWebhookToken;
    const sent = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!merchant || pos?.provider !== 'iiko' || !token || !sameText(sent, token)) return unauthorized(reply);
    const work = readIikoWebhook(request.body, pos.organizationId);
    for (const report of work.reports) {
      const outcome = await applyPosReport(deps, merchant.id, 'iiko', report);
      if (outcome === 'unknown')
        log.info(
          { sub: request.params.sub, posOrderId: report.posOrderId },
          'iiko webhook for an order we do not have',
        );
    }
    if (work.stopList) await followUp('stop-list', syncStopList(deps, merchant.id));
    if (work.menu) await followUp('menu', syncMenu(deps, merchant.id, false));
    return reply.code(200).send({});
  });

  app.post<{ Params: { sub: string } }>('/api/pos/v1/poster/:sub/webhook', async (request, reply) => {
    const merchant = await merchantOf(request.params.sub);
    const pos = merchant && posConfigOf(merchant);
    const secret = merchant?.secrets.posterAppSecret;
    const body = (request.body ?? {}) as Partial<PosterWebhook>;
    if (!merchant || pos?.provider !== 'poster' || !secret || !posterVerified(body, secret))
      return unauthorized(reply);
    if (pos.account && body.account !== pos.account) return unauthorized(reply);
    const done = await readPosterWebhook(deps, { ...merchant, sub: request.params.sub }, body, (what) =>
      followUp(what, what === 'menu' ? syncMenu(deps, merchant.id, false) : syncStopList(deps, merchant.id)),
    );
    // Poster could not be asked what changed: it sends the webhook again when not answered 200
    if (done === 'retry')
      return reply
        .code(503)
        .send({ code: 'POS_UNAVAILABLE', message: 'Poster could not be asked; send again' });
    // Poster sends a webhook again (up to 15 times) until it reads this
    return reply.code(200).send({ status: 'accept' });
  });
}
