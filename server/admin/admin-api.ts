import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { fail } from '../http/errors';
import type { MerchantCache } from '../http/security';
import { applyConfig, StaleFolder } from '../onboarding/apply';
import { checkFolder, configWarnings } from '../../src/onboarding/config';
import { readConfig } from '../onboarding/read-folder';
import { FolderTooBig, unpackFolder } from '../onboarding/unpack-folder';
import type { PictureStore } from '../cdn/storage';
import { merchantProblems, type MerchantToCheck } from '../credentials/production-check';
import type { MerchantConfig } from '../../src/onboarding/config-types';
import type { StorefrontEvents } from '../events/storefront';

/** What production checks of a folder: the merchant it would make. */
const publishedAs = (config: MerchantConfig): MerchantToCheck => ({
  sub: config.merchant.sub,
  settings: config.settings as Record<string, unknown>,
  secrets: config.merchant.secrets ?? {},
  statusSms: config.merchant.statusSms === true,
});

const sameKey = (given: string, key: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The platform admin API: `PUT /api/admin/v1/merchants/{sub}/config` takes a merchant folder as a
 * zip, checks it with the CLI's rules and creates the merchant or updates it in place
 * (`?dryRun=true`: the plan only). Bearer ADMIN_API_KEY; with no key the API is off (404).
 */
export function registerAdminApi(
  app: FastifyInstance,
  deps: {
    db: Db;
    merchants: MerchantCache;
    key: string | null;
    pictures: PictureStore;
    production: boolean;
    /** the live events: open storefronts and every process's caches hear an applied folder */
    storefront: StorefrontEvents;
  },
) {
  const url = '/api/admin/v1/merchants/:sub/config';
  // the onboarding studio publishes from its own origin; the key, not a cookie, authorises
  const cors = (reply: FastifyReply) =>
    reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Allow-Methods', 'PUT')
      .header('Access-Control-Allow-Headers', 'authorization, content-type')
      .header('Access-Control-Max-Age', '600');
  app.register(async (scope) => {
    scope.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.url === url) cors(reply);
    });
    scope.options(url, async (_request, reply) => reply.code(204).send());
    scope.addContentTypeParser(
      ['application/zip', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.put(
      url,
      async (
        request: FastifyRequest<{
          Params: { sub: string };
          Querystring: { dryRun?: string; basedOn?: string; force?: string };
        }>,
        reply: FastifyReply,
      ) => {
        if (!deps.key) throw fail(404, 'NOT_FOUND', request.url.split('?')[0]);
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!sameKey(given, deps.key)) throw fail(401, 'UNAUTHORIZED');
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw fail(400, 'NOT_A_ZIP');
        let folder: ReturnType<typeof unpackFolder>;
        try {
          folder = unpackFolder(request.body);
        } catch (error) {
          throw error instanceof FolderTooBig ? fail(413, 'FOLDER_TOO_BIG') : fail(400, 'NOT_A_ZIP');
        }
        try {
          const read = readConfig(folder.dir);
          const { config, problems } = checkFolder(read);
          if (!config) return reply.code(422).send({ ...fail(422, 'INVALID_FOLDER').toBody(), problems });
          if (config.merchant.sub !== request.params.sub)
            throw fail(422, 'SUB_MISMATCH', `${config.merchant.sub} ≠ ${request.params.sub}`);
          // production publishes nothing it would refuse to start with: every merchant would be down
          const refused = deps.production ? merchantProblems(publishedAs(config)) : [];
          if (refused.length > 0)
            return reply.code(422).send({ ...fail(422, 'PRODUCTION_REFUSED').toBody(), problems: refused });
          const dryRun = request.query.dryRun === 'true';
          // the version the folder started from (the last apply's `version`): an older one than the
          // live version is refused with what it would revert, unless forced
          const basedOn = request.query.basedOn === undefined ? undefined : Number(request.query.basedOn);
          if (basedOn !== undefined && !(Number.isInteger(basedOn) && basedOn > 0))
            throw fail(400, 'VALIDATION', 'basedOn is a folder version (1, 2, …)');
          let result: Awaited<ReturnType<typeof applyConfig>>;
          try {
            result = await applyConfig(deps.db, config, {
              pictures: deps.pictures,
              dryRun,
              ...(basedOn !== undefined ? { basedOn } : {}),
              force: request.query.force === 'true',
            });
          } catch (error) {
            if (!(error instanceof StaleFolder)) throw error;
            return reply.code(409).send({
              ...fail(409, 'STALE_FOLDER', error.message).toBody(),
              basedOn: error.basedOn,
              live: error.live,
              plan: error.plan,
            });
          }
          // this process answers the new version at once; the others, and the open storefronts, when
          // they hear it on the bus
          if (!dryRun) {
            deps.merchants.changed(result.merchantId);
            deps.storefront.announce(result.merchantId, { kind: 'menu' });
          }
          return { ...result, warnings: configWarnings(read.config) };
        } finally {
          folder.remove();
        }
      },
    );
  });
}
