import type { Db } from '../db/database';
import type { MerchantConfig } from './config';

type Image = (name: string | undefined) => string | null;
type L10n = { uz: string; ru: string; eng: string };
const EMPTY: L10n = { uz: '', ru: '', eng: '' };

/** The payment methods' names when payments.json gives none. */
const PAYMENT_TITLES: Record<string, L10n> = {
  CASH: { uz: 'Naqd', ru: 'Наличные', eng: 'Cash' },
  TERMINAL: { uz: 'Terminal (karta orqali)', ru: 'Терминал (картой)', eng: 'Card terminal' },
  PAYME: { uz: 'Payme', ru: 'Payme', eng: 'Payme' },
  CLICK: { uz: 'Click', ru: 'Click', eng: 'Click' },
  UZUM: { uz: 'Uzum Bank', ru: 'Uzum Bank', eng: 'Uzum Bank' },
};
const ALL_PAYMENTS = Object.keys(PAYMENT_TITLES).map((type) => ({ type }));

export interface Ids {
  branchIds: Map<string, number>;
  categoryIds: Map<string, number>;
  productIds: Map<string, number>;
}

/** Promo codes, policies, payment methods, stories, banners, vacancies and notifications. */
export async function importContent(
  tx: Db,
  merchantId: number,
  config: MerchantConfig,
  ids: Ids,
  image: Image,
) {
  for (const p of config.promos ?? [])
    await tx.insertInto('promos').values(promoRow(merchantId, p)).execute();
  await importPages(tx, merchantId, config, ids, image);
  // notifications reach customers once: a merchant's first import sends them, an update does not
  const content = config.content ?? {};
  if ((content.notifications ?? []).length > 0)
    await tx
      .insertInto('notifications')
      .values(
        content.notifications.map((n: { title: L10n; body: L10n }) => ({
          merchant_id: merchantId,
          user_id: null,
          title: JSON.stringify(n.title),
          body: JSON.stringify(n.body),
        })),
      )
      .execute();
}

/** A promo code's row, from promos.json. */
export function promoRow(merchantId: number, p: MerchantConfig['promos'][number]) {
  return {
    merchant_id: merchantId,
    code: p.code as string,
    discount_type: p.discountType as string,
    product_discount: (p.productDiscount as number | undefined) ?? 0,
    delivery_discount: (p.deliveryDiscount as number | undefined) ?? 0,
    min_price: p.minPrice as number,
    start_date: p.startDate ? new Date(p.startDate) : null,
    end_date: p.endDate ? new Date(p.endDate) : null,
    is_active: (p.active as boolean | undefined) ?? true,
    first_order_only: (p.firstOrderOnly as boolean | undefined) ?? false,
    per_customer_limit: (p.perCustomerLimit as number | undefined) ?? null,
    description: JSON.stringify(p.description ?? EMPTY),
  };
}

/**
 * What the merchant writes and replaces whole: policies, payment methods, stories, banners and
 * vacancies (nothing else points at them).
 */
export async function importPages(
  tx: Db,
  merchantId: number,
  config: MerchantConfig,
  ids: Ids,
  image: Image,
) {
  for (const [type, text] of Object.entries(config.policies ?? {}))
    await tx
      .insertInto('policies')
      .values({ merchant_id: merchantId, type, text: JSON.stringify(text) })
      .execute();
  const payments: { type: string; title?: L10n; web?: boolean; bot?: boolean }[] =
    config.payments ?? ALL_PAYMENTS;
  if (payments.length > 0)
    await tx
      .insertInto('payment_methods')
      .values(
        payments.map((p) => ({
          merchant_id: merchantId,
          type: p.type,
          name: p.type.toLowerCase(),
          icon: null,
          title: JSON.stringify(p.title ?? PAYMENT_TITLES[p.type]),
          iiko_id: null,
          web_enabled: p.web ?? true,
          bot_enabled: p.bot ?? true,
        })),
      )
      .execute();

  const content = config.content ?? {};
  const item = (kind: string, priority: number, data: object) =>
    tx
      .insertInto('content_items')
      .values({ merchant_id: merchantId, kind, priority, data: JSON.stringify(data) })
      .execute();
  for (const [i, s] of (content.stories ?? []).entries())
    await item('STORY', i, {
      title: s.title,
      image: image(s.image),
      slides: s.slides.map((slide: { image: string; text: L10n }) => ({
        image: image(slide.image),
        text: slide.text,
      })),
    });
  for (const [i, b] of (content.banners ?? []).entries()) {
    const link: { type: string; key?: string } | undefined = b.link;
    const linkId =
      link?.type === 'PRODUCT'
        ? ids.productIds.get(link.key ?? '')
        : link?.type === 'CATEGORY'
          ? ids.categoryIds.get(link.key ?? '')
          : undefined;
    await item('BANNER', i, {
      title: b.title,
      image: image(b.image),
      linkType: link?.type ?? null,
      linkId: linkId ?? null,
    });
  }
  for (const [i, v] of (content.vacancies ?? []).entries())
    await item('VACANCY', i, {
      title: v.title,
      description: v.description,
      conditions: v.conditions ?? EMPTY,
      salary: v.salary ?? '',
      branchId: v.branch ? (ids.branchIds.get(v.branch) ?? null) : null,
      phone: v.phone ?? null,
      telegram: v.telegram ?? null,
    });
}
