import { configVersion as fingerprint } from '../../src/domain/config-version';
import { isOpenAt, nextOpening, type Hours } from '../../src/domain/schedule';
import type { Schemas } from './types';
import type { Branch, Merchant, Order, Product, Promo, User, Zone } from '../db/schema';

/** Database rows → the contract's shapes. Secrets never pass through here. */
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

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
export const branchHours = (b: Pick<Branch, 'open' | 'close' | 'work_hours'>): Hours => ({
  open: b.open,
  close: b.close,
  workHours: b.work_hours,
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

export function toUser(u: User): Schemas['User'] {
  return {
    id: u.id,
    createdDate: iso(u.created_date) as string,
    birthday: u.birthday,
    email: u.email,
    image: u.image,
    firstName: u.first_name,
    lastName: u.last_name,
    isActive: u.is_active,
    lastModifiedDate: iso(u.last_modified_date) as string,
    merchantId: u.merchant_id,
    phone: u.phone,
    role: 'CUSTOMER',
    cashback: u.cashback,
    gender: u.gender as Schemas['User']['gender'],
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

export function toOrder(
  o: Order,
  log: { kind: string; status: string | null; courier_status: string | null; created_date: Date }[] = [],
): Schemas['Order'] {
  const details = o.details as Record<string, string | boolean | null | undefined>;
  return {
    id: o.id,
    number: o.number,
    status: o.status as Schemas['OrderStatus'],
    serviceType: o.service_type as Schemas['ServiceType'],
    tableId: o.table_id,
    paymentType: o.payment_type as Schemas['PaymentType'],
    orderDevice: o.order_device as Schemas['OrderDevice'],
    user: o.user_id,
    branch: o.branch_id,
    merchant: o.merchant_id,
    cityId: o.city_id,
    address: (o.address as Schemas['OrderAddress'] | null) ?? null,
    addressType: (o.address_type as Schemas['AddressChoiceType'] | null) ?? null,
    cartItems: o.lines,
    productCount: o.product_count,
    productPrice: o.product_price,
    productDiscount: o.product_discount,
    totalProductPrice: o.product_price - o.product_discount,
    totalProductDiscount: o.product_discount + o.promo_discount,
    deliveryPrice: o.delivery_price,
    deliveryDiscount: o.delivery_discount,
    promo:
      o.promo_discount + o.delivery_discount > 0 && o.promo_id
        ? o.promo_discount + o.delivery_discount
        : null,
    promoId: o.promo_id,
    promoCode: o.promo_code,
    cashback: o.cashback,
    totalDiscount: o.total_discount,
    totalPrice: o.total_price,
    comment: (details.comment as string | null) ?? null,
    courierComment: (details.courierComment as string | null) ?? null,
    note: (details.note as string | null) ?? null,
    later: o.later,
    extraMinutes: o.extra_minutes,
    day: o.day,
    time: o.time,
    deliveryAt: iso(o.delivery_at),
    atTime: iso(o.delivery_at),
    acceptedTime: iso(o.accepted_time),
    cookingTime: iso(o.cooking_time),
    readyTime: iso(o.ready_time),
    deliveredAt: iso(o.delivered_at),
    courierId: o.courier_id,
    courierPaid: false,
    courierStatus: (o.courier_status as Schemas['CourierStatus']) ?? null,
    grade: o.grade,
    isPaid: o.is_paid,
    refundDue: o.refund_due,
    refundedAt: o.refunded_at ? new Date(o.refunded_at).toISOString() : null,
    refundMethod: (o.refund_method as 'CASH' | 'CARD' | 'PROVIDER' | null) ?? null,
    fiscalReceiptUrl: o.fiscal_receipt?.qrCodeUrl ?? null,
    reason: o.reason,
    receiverName: (details.receiverName as string | null) ?? null,
    receiverPhone: (details.receiverPhone as string | null) ?? null,
    sendCheque: (details.sendCheque as boolean | undefined) ?? false,
    sendChequePhone: (details.sendChequePhone as string | null) ?? null,
    createdDate: iso(o.created_date) as string,
    log: log.map((l) => ({
      kind: l.kind as Schemas['OrderLogKind'],
      status: (l.status as Schemas['OrderStatus'] | null) ?? null,
      courierStatus: (l.courier_status as Schemas['CourierStatus']) ?? null,
      createdDate: iso(l.created_date) as string,
    })),
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
