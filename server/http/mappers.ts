import type { OrderChange } from '../../src/domain/order-edit';
import { iso } from '../../src/catalog/mappers';
import type { Schemas } from './types';
import type { Order, User } from '../db/schema';

/** Customers' and orders' rows → the contract's shapes (the catalogue's: src/catalog/mappers.ts). */
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

/** The courier the desk assigned to an order, by name and phone, for its customer to call. */
/** A saved address as the contract gives it. */
export const toAddress = (a: {
  id: number;
  data: Record<string, unknown>;
  created_date: Date;
  last_modified_date: Date;
}) =>
  ({
    ...(a.data as Schemas['AddressInput']),
    id: a.id,
    createdDate: new Date(a.created_date).toISOString(),
    lastModifiedDate: new Date(a.last_modified_date).toISOString(),
  }) as Schemas['Address'];

export const courierContact = (
  o: Pick<Order, 'courier_name' | 'courier_phone'>,
): Schemas['CourierContact'] | null =>
  o.courier_name ? { name: o.courier_name, phone: o.courier_phone ?? '' } : null;

export function toOrder(
  o: Order,
  log: {
    kind: string;
    status: string | null;
    courier_status: string | null;
    created_date: Date;
    /** an edit: what changed and who changed it */
    changes?: OrderChange[] | null;
    by?: string | null;
  }[] = [],
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
    totalProductDiscount: o.product_discount + o.promo_discount + o.birthday_discount,
    deliveryPrice: o.delivery_price,
    deliveryDiscount: o.delivery_discount,
    promo:
      o.promo_discount + o.delivery_discount > 0 && o.promo_id
        ? o.promo_discount + o.delivery_discount
        : null,
    promoId: o.promo_id,
    promoCode: o.promo_code,
    birthdayDiscount: o.birthday_discount,
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
    deliveryType: (o.delivery_type as Schemas['DeliveryType'] | null) ?? null,
    courierStatus: (o.courier_status as Schemas['CourierStatus']) ?? null,
    grade: o.grade,
    isPaid: o.is_paid,
    refundDue: o.refund_due,
    refundedAt: o.refunded_at ? new Date(o.refunded_at).toISOString() : null,
    refundMethod: (o.refund_method as 'CASH' | 'CARD' | 'PROVIDER' | null) ?? null,
    fiscalReceiptUrl: o.fiscal_receipt?.qrCodeUrl ?? null,
    reason: o.reason,
    reasonCode: (o.reason_code as Schemas['CancelReason'] | null) ?? null,
    courier: courierContact(o),
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
      ...(l.changes ? { changes: l.changes, by: l.by ?? null } : {}),
    })),
    source: (o.source as Schemas['OrderSource'] | null) ?? null,
    operatorId: o.operator_id,
    refundOwed: o.refund_owed,
    extraDue: o.extra_due,
  };
}
