import { offeredPayments } from '../../src/domain/payments';
import { computeTotals } from '../../src/domain/pricing';
import type { Db } from '../db/database';
import { fail, notFound } from '../http/errors';
import { requireMerchant } from '../http/security';
import type { Handlers, Schemas } from '../http/types';
import type { Deps } from './deps';
import { findLivePromo, promoRule } from '../orders/promos';
import { toPromo } from '../../src/catalog/mappers';

type ContentHandlers = Pick<
  Handlers,
  | 'getPromos'
  | 'checkPromo'
  | 'getVacancies'
  | 'getVacancy'
  | 'getStories'
  | 'getBanners'
  | 'getPaymentMethods'
>;

async function contentItems(db: Db, merchantId: number, kind: string) {
  return db
    .selectFrom('content_items')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .orderBy('priority')
    .orderBy('id')
    .execute();
}

function requireSetting(settings: Record<string, unknown>, key: string) {
  if (settings[key] !== true) throw fail(404, 'FEATURE_DISABLED');
}

export function contentHandlers({ db }: Deps): ContentHandlers {
  return {
    async getPromos(request) {
      const merchant = requireMerchant(request);
      if (merchant.settings.promoActive !== true) return [];
      const now = new Date();
      const rows = await db
        .selectFrom('promos')
        .selectAll()
        .where('merchant_id', '=', merchant.id)
        .where('is_active', '=', true)
        .orderBy('min_price')
        .execute();
      return rows
        .filter(
          (p) =>
            (!p.start_date || new Date(p.start_date) <= now) && (!p.end_date || new Date(p.end_date) >= now),
        )
        .map(toPromo);
    },
    async checkPromo(request) {
      const merchant = requireMerchant(request);
      if (merchant.settings.promoActive !== true) throw fail(404, 'PROMO_NOT_FOUND');
      const promo = await findLivePromo(db, merchant.id, request.body.code);
      const totals = computeTotals({
        lines: [{ cost: request.body.productPrice, discount: 0, modifiers: [], quantity: 1 }],
        serviceType: 'DELIVERY',
        deliveryPrice: request.body.deliveryPrice ?? 0,
        promo: promoRule(promo),
      });
      return {
        promo: toPromo(promo),
        applicable: totals.promoApplied,
        missingAmount: totals.promoMissingAmount,
      };
    },
    async getVacancies(request) {
      const merchant = requireMerchant(request);
      requireSetting(merchant.settings, 'vacanciesActive');
      return (await contentItems(db, merchant.id, 'VACANCY')).map((v) => ({
        ...(v.data as Omit<Schemas['Vacancy'], 'id'>),
        id: v.id,
      }));
    },
    async getVacancy(request) {
      const merchant = requireMerchant(request);
      requireSetting(merchant.settings, 'vacanciesActive');
      const v = (await contentItems(db, merchant.id, 'VACANCY')).find(
        (item) => item.id === request.params.id,
      );
      if (!v) throw notFound('vacancy');
      return { ...(v.data as Omit<Schemas['Vacancy'], 'id'>), id: v.id };
    },
    async getStories(request) {
      const merchant = requireMerchant(request);
      if (merchant.settings.storiesActive !== true) return [];
      return (await contentItems(db, merchant.id, 'STORY')).map((s) => ({
        ...(s.data as Omit<Schemas['Story'], 'id'>),
        id: s.id,
      }));
    },
    async getBanners(request) {
      const merchant = requireMerchant(request);
      if (merchant.settings.bannersActive !== true) return [];
      return (await contentItems(db, merchant.id, 'BANNER')).map((b) => ({
        ...(b.data as Omit<Schemas['Banner'], 'id'>),
        id: b.id,
      }));
    },
    async getPaymentMethods(request) {
      const merchant = requireMerchant(request);
      const rows = await db
        .selectFrom('payment_methods')
        .selectAll()
        .where('merchant_id', '=', merchant.id)
        .where('is_active', '=', true)
        .orderBy('id')
        .execute();
      const offers = rows.map((p) => ({
        type: p.type,
        webEnabled: p.web_enabled,
        botEnabled: p.bot_enabled,
        isActive: p.is_active,
      }));
      const on = new Set([
        ...offeredPayments(offers, merchant.settings, 'WEB'),
        ...offeredPayments(offers, merchant.settings, 'BOT'),
      ]);
      return rows
        .filter((p) => on.has(p.type))
        .map((p) => ({
          method: {
            id: p.id,
            name: p.name,
            icon: p.icon,
            title: p.title,
            iikoId: p.iiko_id,
            type: p.type as Schemas['PaymentType'],
          },
          setting: {
            id: p.id,
            merchantId: p.merchant_id,
            type: p.type as Schemas['PaymentType'],
            webEnabled: p.web_enabled,
            botEnabled: p.bot_enabled,
            operatorEnabled: p.operator_enabled,
            appEnabled: p.app_enabled,
            qrEnabled: p.qr_enabled,
            isActive: p.is_active,
          },
        }));
    },
  };
}
