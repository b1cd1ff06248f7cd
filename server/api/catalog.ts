import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { buildMenu } from '../../src/domain/menu';
import { fail, notFound } from '../http/errors';
import { requireMerchant } from '../http/security';
import type { Handlers, Schemas } from '../http/types';
import type { Branch } from '../db/schema';
import type { Deps } from './deps';
import { markStopped, stoppedAt } from '../menu/stop-list';
import { businessNow } from '../orders/business-clock';
import {
  configVersion,
  toBranch,
  toCategory,
  toCity,
  toGroup,
  toMerchant,
  toProduct,
  toSettings,
  toZone,
} from '../../src/catalog/mappers';
import { activeBranches, byDistance, tariffFor } from '../places/branches';
import { offeredOn, priceOn, type Channel } from '../../src/catalog/channel';
import { oneLanguage } from './one-language';
import type { Lang } from '../../src/domain/localized';

type CatalogHandlers = Pick<
  Handlers,
  | 'getMerchantBySub'
  | 'getWebSettings'
  | 'getLayout'
  | 'getCities'
  | 'getPolicy'
  | 'getBranches'
  | 'getBranchesFull'
  | 'getBranch'
  | 'getClosestBranch'
  | 'getClosestBranchForUser'
  | 'getBranchPlaces'
  | 'getDeliveryZones'
  | 'calculateTariff'
  | 'getOveralls'
>;

const MENU_TTL_MS = 5_000;

export function catalogHandlers({ db, config, merchants }: Deps): CatalogHandlers {
  /** Branches as the storefront shows them: open or closed at the merchant's business clock. */
  const branchOf = (request: FastifyRequest, b: Branch, distance: number | null = null) =>
    toBranch(b, distance, businessNow(config.devClock, requireMerchant(request).sub));
  type Entry = { at: number; etag: string; json: string; gzip: Buffer };
  const menuCache = new Map<string, Entry>();
  const refreshing = new Map<string, Promise<Entry>>();
  /** each merchant's changes heard so far: a menu built before the latest one is never cached */
  const generations = new Map<number, number>();
  // a change (a folder applied, a stop, a pause; heard on the bus from any process) is served at
  // once, not after the cache's few seconds: its cached menus go, and so do builds already under way
  merchants.onChange((merchantId) => {
    generations.set(merchantId, (generations.get(merchantId) ?? 0) + 1);
    for (const key of menuCache.keys()) if (key.startsWith(`${merchantId}:`)) menuCache.delete(key);
    for (const key of refreshing.keys()) if (key.startsWith(`${merchantId}:`)) refreshing.delete(key);
  });

  /** Stale-while-revalidate: a cached menu answers at once; an old one is rebuilt in the background. */
  async function menuJson(
    merchantId: number,
    branchId: number | null,
    channel: Channel,
    lang: Lang | null,
  ): Promise<Entry> {
    const key = `${merchantId}:${branchId ?? '-'}:${channel}:${lang ?? '*'}`;
    const hit = menuCache.get(key);
    if (hit && Date.now() - hit.at < MENU_TTL_MS) return hit;
    let job = refreshing.get(key);
    if (!job) {
      const generation = generations.get(merchantId) ?? 0;
      const building: Promise<Entry> = buildMenuJson(merchantId, branchId, channel, lang)
        .then((entry) => {
          if ((generations.get(merchantId) ?? 0) === generation) menuCache.set(key, entry);
          return entry;
        })
        .finally(() => {
          if (refreshing.get(key) === building) refreshing.delete(key);
        });
      refreshing.set(key, (job = building));
    }
    return hit ?? job;
  }

  async function buildMenuJson(
    merchantId: number,
    branchId: number | null,
    channel: Channel,
    lang: Lang | null,
  ): Promise<Entry> {
    const [groups, categories, products, branches, stopped] = await Promise.all([
      db.selectFrom('menu_groups').selectAll().where('merchant_id', '=', merchantId).execute(),
      // a category the manager hid is off the storefront, its dishes with it
      db
        .selectFrom('categories')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('hidden', '=', false)
        .execute(),
      db.selectFrom('products').selectAll().where('merchant_id', '=', merchantId).execute(),
      db.selectFrom('branches').select(['id', 'is_active']).where('merchant_id', '=', merchantId).execute(),
      stoppedAt(db, merchantId, branchId),
    ]);
    const menu = buildMenu({
      groups: groups.map(toGroup),
      categories: categories.map(toCategory),
      // the stop-list marks what is sold out (a stop drops the cached menus: server/events)
      products: markStopped(
        products
          .filter((p) => offeredOn(p, channel))
          .map((p) => toProduct({ ...p, cost_price: priceOn(p, channel) })),
        stopped,
      ),
      branches: branches.map((b) => ({ id: b.id, isActive: b.is_active })),
      branchId,
    });
    const json = JSON.stringify(lang ? oneLanguage(menu, lang) : menu);
    return {
      at: Date.now(),
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
      json,
      gzip: gzipSync(json),
    };
  }

  return {
    async getMerchantBySub(request) {
      const merchant = await db
        .selectFrom('merchants')
        .selectAll()
        .where('sub', '=', request.params.sub)
        .executeTakeFirst();
      if (!merchant || !merchant.is_active || merchant.deleted) throw fail(404, 'MERCHANT_NOT_FOUND');
      return toMerchant(merchant);
    },
    async getWebSettings(request) {
      return toSettings(requireMerchant(request));
    },
    async getLayout(request) {
      return requireMerchant(request).layout as Schemas['LayoutDocument'];
    },
    async getCities(request) {
      const merchant = requireMerchant(request);
      if (request.params.merchantId !== merchant.id) throw notFound('merchant');
      const cities = await db
        .selectFrom('cities')
        .selectAll()
        .where('merchant_id', '=', merchant.id)
        .orderBy('id')
        .execute();
      return cities.map(toCity);
    },
    async getPolicy(request) {
      const merchant = requireMerchant(request);
      const row = await db
        .selectFrom('policies')
        .selectAll()
        .where('merchant_id', '=', merchant.id)
        .where('type', '=', request.query.policies)
        .executeTakeFirst();
      if (!row) throw notFound('policy');
      return { type: row.type as Schemas['PolicyType'], text: row.text };
    },
    async getBranches(request) {
      return (await activeBranches(db, requireMerchant(request).id)).map((b) => branchOf(request, b));
    },
    async getBranchesFull(request) {
      const branches = await activeBranches(db, requireMerchant(request).id);
      return branches.filter((b) => b.city_id === request.query.cityId).map((b) => branchOf(request, b));
    },
    async getBranch(request) {
      const branch = await db
        .selectFrom('branches')
        .selectAll()
        .where('merchant_id', '=', requireMerchant(request).id)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!branch) throw fail(404, 'FILIAL_NOT_FOUND');
      return branchOf(request, branch);
    },
    async getClosestBranch(request) {
      const merchant = requireMerchant(request);
      if (request.params.merchant !== merchant.id) throw notFound('merchant');
      const nearest = byDistance(
        await activeBranches(db, merchant.id),
        request.query.lat,
        request.query.lon,
      )[0];
      if (!nearest) throw fail(404, 'NO_BRANCHES');
      return branchOf(request, nearest.branch, nearest.distance);
    },
    async getClosestBranchForUser(request) {
      const nearest = byDistance(
        await activeBranches(db, requireMerchant(request).id),
        request.query.lat,
        request.query.lon,
      )[0];
      if (!nearest) throw fail(404, 'NO_BRANCHES');
      return branchOf(request, nearest.branch, nearest.distance);
    },
    async getBranchPlaces(request) {
      const merchant = requireMerchant(request);
      const places = await db
        .selectFrom('places')
        .selectAll()
        .where('merchant_id', '=', merchant.id)
        .where('branch_id', '=', request.params.id)
        .orderBy('id')
        .execute();
      if (places.length === 0) {
        const branch = await db
          .selectFrom('branches')
          .select('id')
          .where('merchant_id', '=', merchant.id)
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!branch) throw fail(404, 'FILIAL_NOT_FOUND');
      }
      return places.map((p) => ({ id: p.id, branchId: p.branch_id, name: p.name, chairs: p.chairs }));
    },
    async getDeliveryZones(request) {
      let query = db
        .selectFrom('delivery_zones')
        .selectAll()
        .where('merchant_id', '=', requireMerchant(request).id);
      if (request.query.cityId !== undefined) query = query.where('city_id', '=', request.query.cityId);
      const zones = await query.orderBy('id').execute();
      return zones.map(toZone);
    },
    async calculateTariff(request) {
      const { latitude, longitude, branchId, productPrice } = request.body;
      const tariff = await tariffFor(db, requireMerchant(request).id, latitude, longitude, branchId);
      // the price this basket pays: nothing once its dishes reach the zone's free-delivery sum, as
      // the order will be charged
      const free = productPrice !== undefined && tariff.freeFrom !== null && productPrice >= tariff.freeFrom;
      return free ? { ...tariff, deliveryPrice: 0 } : tariff;
    },
    async getOveralls(request, reply) {
      const entry = await menuJson(
        requireMerchant(request).id,
        request.query.branchId ?? null,
        request.query.type === 'TG' ? 'TG' : 'WEB',
        request.query.lang ?? null,
      );
      // the merchant's version is part of the tag: a changed merchant is never answered 304
      const version = configVersion(requireMerchant(request));
      const etag = `${entry.etag.slice(0, -1)}.${version}"`;
      reply.headers({
        ETag: etag,
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        'X-Config-Version': version,
      });
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
        return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
      return reply.send(entry.json);
    },
  };
}
