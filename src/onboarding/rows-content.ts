import { NO_TEXT, type FilledConfig, type L10n, type PromoConfig, type StaffConfig } from './config-types';
import type { Image } from './rows-menu';

/** The payment methods' names when payments.json gives none. */
const PAYMENT_TITLES = {
  CASH: { uz: 'Naqd', ru: 'Наличные', eng: 'Cash' },
  TERMINAL: { uz: 'Terminal (karta orqali)', ru: 'Терминал (картой)', eng: 'Card terminal' },
  PAYME: { uz: 'Payme', ru: 'Payme', eng: 'Payme' },
  CLICK: { uz: 'Click', ru: 'Click', eng: 'Click' },
  UZUM: { uz: 'Uzum Bank', ru: 'Uzum Bank', eng: 'Uzum Bank' },
} satisfies Record<string, L10n>;
type PaymentType = keyof typeof PAYMENT_TITLES;
const ALL_PAYMENTS = (Object.keys(PAYMENT_TITLES) as PaymentType[]).map((type) => ({ type }));

/** The ids the merchant's pages point at (a banner's dish or category, a vacancy's branch). */
export interface PageIds {
  branchIds: Map<string, number>;
  categoryIds: Map<string, number>;
  productIds: Map<string, number>;
}

/** A promo code's row, from promos.json. */
export function promoRow(merchantId: number, p: PromoConfig) {
  return {
    merchant_id: merchantId,
    code: p.code,
    discount_type: p.discountType,
    product_discount: p.productDiscount ?? 0,
    delivery_discount: p.deliveryDiscount ?? 0,
    min_price: p.minPrice,
    start_date: p.startDate ? new Date(p.startDate) : null,
    end_date: p.endDate ? new Date(p.endDate) : null,
    is_active: p.active ?? true,
    first_order_only: p.firstOrderOnly ?? false,
    per_customer_limit: p.perCustomerLimit ?? null,
    uses_limit: p.usesLimit ?? null,
    description: p.description ?? NO_TEXT,
  };
}

/** A staff member's row, from staff.json. */
export const staffRow = (merchantId: number, member: StaffConfig, branchIds: Map<string, number>) => ({
  merchant_id: merchantId,
  phone: member.phone,
  name: member.name,
  role: member.role,
  // the branch a member belongs to (a kitchen's desk shows only its orders); none: every branch
  branch_id: member.branch ? (branchIds.get(member.branch) ?? null) : null,
});

/** The notifications content.json sends every customer (on a merchant's first import only). */
export const notificationRows = (merchantId: number, config: FilledConfig) =>
  (config.content?.notifications ?? []).map((n) => ({
    merchant_id: merchantId,
    user_id: null,
    title: n.title,
    body: n.body,
  }));

/**
 * What the merchant writes and replaces whole: policies, payment methods, stories, banners and
 * vacancies (nothing else points at them). Content items in the order the API lists them.
 */
export function pageRows(merchantId: number, config: FilledConfig, ids: PageIds, image: Image) {
  const policies = Object.entries(config.policies ?? {}).map(([type, text]) => ({
    merchant_id: merchantId,
    type,
    text,
  }));
  const payments: { type: PaymentType; title?: L10n; web?: boolean; bot?: boolean }[] =
    config.payments ?? ALL_PAYMENTS;
  const paymentMethods = payments.map((p) => ({
    merchant_id: merchantId,
    type: p.type,
    name: p.type.toLowerCase(),
    icon: null,
    title: p.title ?? PAYMENT_TITLES[p.type],
    iiko_id: null,
    web_enabled: p.web ?? true,
    bot_enabled: p.bot ?? true,
  }));

  const content = config.content ?? {};
  const item = <K extends 'STORY' | 'BANNER' | 'VACANCY', D>(kind: K, priority: number, data: D) => ({
    merchant_id: merchantId,
    kind,
    priority,
    data,
  });
  const stories = (content.stories ?? []).map((s, i) =>
    item('STORY', i, {
      title: s.title,
      image: image(s.image),
      slides: s.slides.map((slide) => ({ image: image(slide.image), text: slide.text })),
    }),
  );
  const banners = (content.banners ?? []).map((b, i) => {
    const link = b.link;
    const linkId =
      link?.type === 'PRODUCT'
        ? ids.productIds.get(link.key ?? '')
        : link?.type === 'CATEGORY'
          ? ids.categoryIds.get(link.key ?? '')
          : undefined;
    return item('BANNER', i, {
      title: b.title,
      image: image(b.image),
      // the banner's words, drawn as text in the customer's language (none: a picture only)
      ...(b.headline && { headline: b.headline }),
      ...(b.offer && { offer: b.offer }),
      ...(b.button && { button: b.button }),
      linkType: link?.type ?? null,
      linkId: linkId ?? null,
    });
  });
  const vacancies = (content.vacancies ?? []).map((v, i) =>
    item('VACANCY', i, {
      title: v.title,
      description: v.description,
      conditions: v.conditions ?? NO_TEXT,
      salary: v.salary ?? '',
      branchId: v.branch ? (ids.branchIds.get(v.branch) ?? null) : null,
      phone: v.phone ?? null,
      telegram: v.telegram ?? null,
    }),
  );
  return { policies, paymentMethods, contentItems: [...stories, ...banners, ...vacancies] };
}
