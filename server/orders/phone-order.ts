import type { Db } from '../db/database';
import type { Merchant, Order, Staff, User } from '../db/schema';
import { fail } from '../http/errors';
import { toAddress } from '../http/mappers';
import type { Schemas } from '../http/types';
import { enqueuePhoneOrderSms } from '../notify/phone-order-message';
import { checkoutUrl } from './checkout-url';
import { placeOrder } from './create-order';
import type { OrderEvents } from './events';
import { quoteOrder } from './price-order';

type Draft = Schemas['PhoneOrderDraft'];

/** A caller who never ordered here, for pricing only (no cashback, no saved card). */
const NEW_CALLER: User = {
  id: 0,
  merchant_id: 0,
  phone: null,
  telegram_id: null,
  first_name: null,
  last_name: null,
  birthday: null,
  gender: null,
  email: null,
  image: null,
  cashback: 0,
  is_active: true,
  created_date: new Date(0),
  last_modified_date: new Date(0),
};

/** The storefront's order request a phone order is: the same pricing and rules, priced as the web. */
export function orderRequestOf(draft: Draft, totalPrice: number): Schemas['OrderRequest'] {
  // a saved card is the customer's to use in their own account, never read out over the phone
  if (draft.paymentType === 'OTHER') throw fail(422, 'PAYMENT_NOT_AVAILABLE', draft.paymentType);
  return {
    serviceType: draft.serviceType,
    paymentType: draft.paymentType,
    branch: draft.branch,
    cartItems: draft.cartItems,
    totalPrice,
    orderDevice: 'CLIENT_WEB',
    comment: draft.comment ?? null,
    later: draft.later ?? false,
    day: draft.day ?? null,
    time: draft.time ?? null,
    ...(draft.serviceType === 'DELIVERY' && draft.address
      ? { address: draft.address, addressType: 'MAP' }
      : {}),
    ...(draft.serviceType === 'DINE_IN' ? { tableId: draft.tableId ?? null } : {}),
  };
}

const customerOf = (db: Db, merchantId: number, phone: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('phone', '=', phone)
    .executeTakeFirst();

/** The caller by their phone: who they are, their saved addresses and their last five orders. */
export async function findCaller(
  db: Db,
  merchantId: number,
  phone: string,
): Promise<Schemas['PhoneCustomer']> {
  const user = await customerOf(db, merchantId, phone);
  if (!user) return { phone, customer: null, addresses: [], orders: [] };
  const [addresses, orders] = await Promise.all([
    db
      .selectFrom('addresses')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .limit(10)
      .execute(),
    db
      .selectFrom('orders')
      .select(['id', 'number', 'status', 'service_type', 'total_price', 'created_date', 'lines', 'address'])
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .limit(5)
      .execute(),
  ]);
  return {
    phone,
    customer: { id: user.id, name: [user.first_name, user.last_name].filter(Boolean).join(' ') || null },
    addresses: addresses.map(toAddress),
    orders: orders.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status as Schemas['OrderStatus'],
      serviceType: o.service_type as Schemas['ServiceType'],
      totalPrice: o.total_price,
      createdDate: new Date(o.created_date).toISOString(),
      cartItems: o.lines,
      address: (o.address as Schemas['OrderAddress'] | null) ?? null,
    })),
  };
}

/** What the order would cost, by the server's prices and every rule of an order; nothing written. */
export async function quotePhoneOrder(
  db: Db,
  merchant: Merchant,
  draft: Draft,
  openNow: Date,
): Promise<Schemas['OrderQuote']> {
  const user = (await customerOf(db, merchant.id, draft.phone)) ?? NEW_CALLER;
  const priced = await quoteOrder(
    db,
    merchant,
    user,
    orderRequestOf(draft, 0),
    draft.later ?? false,
    openNow,
  );
  const t = priced.totals;
  return {
    cartItems: priced.lines,
    productCount: t.productCount,
    productPrice: t.productPrice,
    productDiscount: t.productDiscount,
    deliveryPrice: t.deliveryPrice,
    totalPrice: t.totalPrice,
  };
}

/** The caller's account by phone: found, or made now (their name when they gave it). */
async function callerAccount(db: Db, merchantId: number, phone: string, name: string | null | undefined) {
  await db
    .insertInto('users')
    .values({ merchant_id: merchantId, phone, first_name: name?.trim() || null })
    .onConflict((oc) => oc.columns(['merchant_id', 'phone']).where('phone', 'is not', null).doNothing())
    .execute();
  const user = await customerOf(db, merchantId, phone);
  if (!user) throw fail(422, 'PHONE_INVALID');
  if (!user.first_name && name?.trim())
    await db.updateTable('users').set({ first_name: name.trim() }).where('id', '=', user.id).execute();
  return user;
}

/** What taking an order by phone is given. */
export interface TakePhoneOrder {
  merchant: Merchant;
  staff: Staff;
  draft: Draft & { totalPrice: number };
  key?: string | undefined;
  openNow: Date;
  /** the language the desk speaks, when the operator did not say the caller's */
  language: string | null;
  /** the storefront of a merchant without its own domain (config) */
  storefrontUrl: string;
}

/**
 * An order taken by phone: priced and checked by the storefront's rules (the operator's total
 * must be the server's), the caller's account found or made by their phone, marked as the
 * operator's (source OPERATOR, operatorId), and in its transaction the SMS with the order's page
 * and, for an online payment, the provider's link. Announced to the desk like every order.
 */
export async function takePhoneOrder(db: Db, events: OrderEvents, input: TakePhoneOrder): Promise<Order> {
  const { merchant, staff, draft } = input;
  const body = orderRequestOf(draft, draft.totalPrice);
  // every rule and the total first: a refused order makes nobody a customer
  const quote = await quotePhoneOrder(db, merchant, draft, input.openNow);
  if (Math.round(draft.totalPrice) !== quote.totalPrice)
    throw fail(422, 'PRICE_MISMATCH', `expected ${quote.totalPrice}`);
  const user = await callerAccount(db, merchant.id, draft.phone, draft.name);
  const language = draft.language ?? input.language;
  const placed = await placeOrder(db, events, {
    merchant,
    user,
    body,
    key: input.key,
    later: draft.later ?? false,
    openNow: input.openNow,
    language,
    operator: {
      id: staff.id,
      withOrder: (tx, order) =>
        enqueuePhoneOrderSms(
          tx,
          merchant,
          order,
          { phone: draft.phone, language, storefrontUrl: input.storefrontUrl },
          (page) => checkoutUrl(merchant, order, page),
        ),
    },
  });
  return db.selectFrom('orders').selectAll().where('id', '=', placed.id).executeTakeFirstOrThrow();
}
