import { configVersion as fingerprint } from '../domain/config-version';
import { isOpenAt, nextOpening, upcomingHolidays, type Hours } from '../domain/schedule';
import type { components } from '../api/schema';
import type { Branch, Category, Group, Merchant, Product, Promo, Zone } from './rows';
import type { L10n } from './tables';

type Schemas = components['schemas'];

/** The catalogue's rows → the contract's shapes. Secrets never pass through here. */
export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

const versions = new WeakMap<Merchant, string>();

/**
 * A short fingerprint of what the storefront draws from the merchant's row (settings, layout,
 * name, colour, theme): the menu answers carry it, so an open page learns that the merchant was
 * changed (a folder applied) and reloads at its next navigation.
 */
export function configVersion(m: Merchant): string {
  let version = versions.get(m);
  if (!version) {
    version = fingerprint([m.settings, m.layout, m.name, m.color, m.theme, m.logo]);
    versions.set(m, version);
  }
  return version;
}

export function toMerchant(m: Merchant): Schemas['Merchant'] {
  return {
    configVersion: configVersion(m),
    id: m.id,
    name: m.name,
    logo: m.logo,
    color: m.color,
    sub: m.sub,
    appId: m.app_id,
    smsGateway: m.sms_gateway as Schemas['SmsGateway'],
    isActive: m.is_active,
    deleted: m.deleted,
    createdDate: iso(m.created_date) as string,
    lastModifiedDate: iso(m.last_modified_date) as string,
    latitude: m.latitude,
    longitude: m.longitude,
    mainCityId: m.main_city_id,
    mapType: m.map_type as Schemas['MapType'],
    theme: m.theme as Schemas['Theme'],
  };
}

export function toSettings(m: Merchant): Schemas['MerchantSettings'] {
  return { ...(m.settings as unknown as Schemas['MerchantSettings']), merchantId: m.id };
}

/** A branch's hours as the schedule rules read them (its week, each day's own where it has them). */
export const branchHours = (b: Pick<Branch, 'open' | 'close' | 'work_hours' | 'holidays'>): Hours => ({
  open: b.open,
  close: b.close,
  workHours: b.work_hours,
  holidays: b.holidays,
});

export function toBranch(b: Branch, distance: number | null = null, openNow = new Date()): Schemas['Branch'] {
  const hours = branchHours(b);
  const opens = isOpenAt(hours, openNow) ? null : nextOpening(hours, openNow);
  return {
    id: b.id,
    cityId: b.city_id,
    merchantId: b.merchant_id,
    name: b.name,
    latitude: b.latitude,
    longitude: b.longitude,
    address: b.address,
    addressTranslations: b.address_translations ?? null,
    open: b.open,
    close: b.close,
    phone: b.phone,
    bookingPhone: b.booking_phone,
    isActive: b.is_active,
    isMain: b.is_main,
    createdDate: iso(b.created_date) as string,
    lastModifiedDate: iso(b.last_modified_date) as string,
    deleted: false,
    deliveryPrice: b.delivery_price,
    distance: distance === null ? null : Math.round(distance),
    deliveryStart: b.open,
    deliveryEnd: b.close,
    settings: { ...(b.settings as Schemas['BranchSettings']), merchantId: b.merchant_id },
    workHours: b.work_hours as Schemas['WorkHours'][],
    holidays: upcomingHolidays(hours, openNow),
    key: b.key,
    tables: b.tables,
    isOpen: opens === null,
    opensAt: opens && { day: opens.day, time: opens.time },
    pausedUntil: b.paused_until && b.paused_until > new Date() ? b.paused_until.toISOString() : null,
    extraMinutes: b.extra_minutes,
  };
}

export function toProduct(p: Product, favourite?: { id: number } | null): Schemas['Product'] {
  return {
    id: p.id,
    productId: p.id,
    favaoriteId: favourite?.id ?? null,
    isFavourite: !!favourite,
    favourite: !!favourite,
    productBranch: p.branches,
    calorie: p.calorie,
    measure: p.measure,
    enabledEats: false,
    enabledExpress: false,
    isCartRecommendation: p.is_cart_recommendation,
    type: p.type as Schemas['ProductType'],
    unit: p.unit as Schemas['Unit'],
    active: p.active,
    categoryId: p.category_id,
    costPrice: p.cost_price,
    // the choices as customers see them (their fiscal codes stay with the receipts)
    modificationGroups: p.modification_groups.map((g) => ({
      ...g,
      modifications: g.modifications.map(({ fiscal: _fiscal, ...m }) => m),
    })),
    mxicCode: p.fiscal?.mxikCode ?? null,
    count: p.stock,
    deliveryEnabled: true,
    description: p.description,
    discount: p.discount,
    priority: p.priority,
    image: p.image,
    labels: p.labels,
    timeCookingMax: p.time_cooking_max,
    timeCookingMin: p.time_cooking_min,
    name: p.name,
    gallery: p.gallery,
    grade: p.grade_count > 0 ? Math.round((p.grade_sum / p.grade_count) * 10) / 10 : null,
    tags: p.tags,
  };
}

export function toPromo(p: Promo): Schemas['Promo'] {
  return {
    id: p.id,
    code: p.code,
    discountType: p.discount_type as Schemas['DiscountType'],
    deliveryDiscount: p.delivery_discount,
    productDiscount: p.product_discount,
    minPrice: p.min_price,
    startDate: iso(p.start_date),
    endDate: iso(p.end_date),
    isActive: p.is_active,
    description: p.description,
  };
}

export function toZone(z: Zone): Schemas['DeliveryZone'] {
  return {
    id: z.id,
    cityId: z.city_id,
    merchantId: z.merchant_id,
    branchId: z.branch_id,
    name: z.name,
    nameTranslations: z.name_translations ?? null,
    polygon: z.polygon,
    color: z.color,
    price: z.price,
  };
}

export function toCity(c: {
  id: number;
  name: L10n;
  description: string | null;
  latitude: number;
  longitude: number;
  is_main: boolean;
}): Schemas['City'] {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    latitude: c.latitude,
    longitude: c.longitude,
    isMain: c.is_main,
  };
}

/** A menu group as the menu builder takes it. */
export const toGroup = (g: Group) => ({
  id: g.id,
  icon: g.icon,
  image: g.image,
  bgColor: g.bg_color,
  iconBgColor: g.icon_bg_color,
  priority: g.priority,
  name: g.name,
});

/** A category as the menu builder takes it. */
export const toCategory = (c: Category): Omit<Schemas['Category'], 'products'> => ({
  id: c.id,
  image: c.image,
  groupId: c.group_id,
  priority: c.priority,
  name: c.name,
  textColor: c.text_color,
  viewType: c.view_type as Schemas['ViewType'],
  isWithoutCart: c.is_without_cart,
  scrollType: c.scroll_type as Schemas['ScrollType'],
  navigationType: (c.navigation_type as Schemas['NavigationType'] | null) ?? null,
});
