import {
  isEditable,
  lineChanges,
  paysOnline,
  settleEdit,
  valueChange,
  type OrderChange,
} from '../../src/domain/order-edit';
import { localized, type Lang } from '../../src/domain/localized';
import { checkSchedule, scheduledInstant } from '../../src/domain/schedule';
import type { Db } from '../db/database';
import type { Merchant, Order, OrderLineRow, Staff, User } from '../db/schema';
import { fail, notFound } from '../http/errors';
import type { Schemas } from '../http/types';
import type { OrderEvents } from './events';
import { changeOrders } from './order-changes';
import { askForDifference } from './extra-payment';
import { enqueuePosEdit } from './pos-outbox';
import { branchHours } from '../../src/catalog/mappers';
import { quoteOrder, SCHEDULE_ERRORS } from './price-order';

type Edit = Schemas['OrderEdit'];

/** What changing an order is given. */
export interface EditOrder {
  merchant: Merchant;
  staff: Staff;
  orderId: number;
  edit: Edit;
  /** the moment the branch's hours are read at (the business clock) */
  openNow: Date;
  /** the language the change log names dishes in (the desk's) */
  lang: Lang;
  /** the storefront of a merchant without its own domain (config): the difference's SMS links there */
  storefrontUrl: string;
}

const cartOf = (lines: OrderLineRow[]): Schemas['CartItem'][] =>
  lines.map((l) => ({
    productId: l.productId,
    count: l.count,
    modifications: l.modifications.map((m) => ({ modificationId: m.modificationId, count: m.count })),
  }));

const namedLines = (lines: OrderLineRow[], lang: Lang) =>
  lines.map((l) => ({
    productId: l.productId,
    name: localized(l.name, lang),
    count: l.count,
    modifications: l.modifications.map((m) => ({
      modificationId: m.modificationId,
      name: localized(m.name, lang),
      count: m.count,
    })),
  }));

/** An address as one line of the change log. */
const addressText = (a: Record<string, unknown> | null | undefined) =>
  a
    ? [
        a.streetName,
        a.houseNumber,
        a.entrance && `pod. ${String(a.entrance)}`,
        a.floor && `et. ${String(a.floor)}`,
      ]
        .filter(Boolean)
        .join(', ') || `${String(a.latitude)}, ${String(a.longitude)}`
    : null;

/** An order's time as one line of the change log: its day and time for later, null for now. */
const whenOf = (later: boolean, day: string | null, time: string | null) =>
  later && day && time ? `${day} ${time}` : null;

/**
 * Changes an order before the kitchen cooks it, in one transaction with the order's row
 * locked (a status move waits for it, or it waits for the move and finds the order cooking: 409):
 * its lines, address, comment, time (a later slot the branch is open for) or payment method (cash or
 * terminal), re-priced by the same pricing and rules as when it
 * was placed (its hours and pause are not asked again); an online-paid order that costs less owes
 * the rest back, one that costs more asks the customer for the difference by a second link. The change log keeps who changed what, before and after; the
 * customer's page and the desk hear it once committed. `dryRun`: the order as it would be, unwritten.
 */
export async function editOrder(db: Db, events: OrderEvents, input: EditOrder): Promise<Order> {
  const { merchant, staff, edit } = input;
  return changeOrders(db, events, async ({ tx, updated }) => {
    const order = await tx
      .selectFrom('orders')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', input.orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw notFound('order');
    if (!isEditable(order.status)) throw fail(409, 'ORDER_NOT_EDITABLE', order.status);
    // a payment under way is for the amount it was started with (one payment per order)
    const paying = await tx
      .selectFrom('payment_transactions')
      .select('id')
      .where('order_id', '=', order.id)
      .where('state', '=', 1)
      .executeTakeFirst();
    if (paying) throw fail(409, 'ORDER_PAYING');
    if (edit.paymentType && edit.paymentType !== order.payment_type && order.is_paid)
      throw fail(409, 'EDIT_EXCEEDS_PAID', 'paid');
    if (edit.address && order.service_type !== 'DELIVERY') throw fail(422, 'ADDRESS_NOT_AVAILABLE');
    // the desk takes cash or a terminal; an online payment is asked for by its own link
    if (edit.paymentType && edit.paymentType !== order.payment_type && paysOnline(edit.paymentType))
      throw fail(422, 'PAYMENT_NOT_EDITABLE', edit.paymentType);
    // a new time makes it an order for later, at a slot the branch is open for (as the checkout asks)
    const retimed = edit.day !== undefined || edit.time !== undefined;
    const later = retimed || order.later;
    const day = retimed ? (edit.day ?? null) : order.day;
    const time = retimed ? (edit.time ?? null) : order.time;

    const owner = order.user_id
      ? await tx.selectFrom('users').selectAll().where('id', '=', order.user_id).executeTakeFirst()
      : undefined;
    // the cashback this order spent is the customer's to spend on it again
    const user = {
      ...(owner ?? ({ id: 0, cashback: 0 } as User)),
      cashback: (owner?.cashback ?? 0) + order.cashback,
    };
    const details = order.details as Record<string, unknown>;
    const address = edit.address ?? (order.address as Schemas['OrderAddress'] | null);
    const paymentType = edit.paymentType ?? (order.payment_type as Schemas['PaymentType']);
    const comment = edit.comment !== undefined ? edit.comment : ((details.comment as string | null) ?? null);
    const priced = await quoteOrder(
      tx,
      merchant,
      user,
      {
        serviceType: order.service_type as Schemas['ServiceType'],
        paymentType,
        payment: paymentType === 'OTHER' ? order.card_id : null,
        branch: order.branch_id,
        cartItems: edit.cartItems ?? cartOf(order.lines),
        totalPrice: 0,
        orderDevice: order.order_device as Schemas['OrderDevice'],
        ...(address ? { address } : {}),
        tableId: order.table_id,
        promoCode: order.promo_code,
        cashback: order.cashback,
        later,
        day,
        time,
      },
      later,
      input.openNow,
      new Date(),
      true,
      order.birthday_percent,
    );
    if (retimed) {
      const problem = checkSchedule(branchHours(priced.branch), day, time, new Date());
      if (problem) throw fail(422, SCHEDULE_ERRORS[problem]);
    }
    const t = priced.totals;
    if (edit.totalPrice !== undefined && Math.round(edit.totalPrice) !== t.totalPrice)
      throw fail(422, 'PRICE_MISMATCH', `expected ${t.totalPrice}`);
    const money = settleEdit({
      isPaid: order.is_paid,
      paymentType: order.payment_type,
      paid: order.total_price + order.refund_owed - order.extra_due,
      newTotal: t.totalPrice,
    });

    const changes: OrderChange[] = [
      ...lineChanges(namedLines(order.lines, input.lang), namedLines(priced.lines, input.lang)),
      ...valueChange('address', addressText(order.address), addressText(address)),
      ...valueChange('comment', (details.comment as string | null) ?? null, comment ?? null),
      ...valueChange('paymentType', order.payment_type, paymentType),
      ...valueChange('time', whenOf(order.later, order.day, order.time), whenOf(later, day, time)),
      ...valueChange('deliveryPrice', order.delivery_price, t.deliveryPrice),
      ...valueChange('totalPrice', order.total_price, t.totalPrice),
      ...valueChange('extraDue', order.extra_due, money.extraDue),
    ];
    const values = {
      lines: priced.lines,
      product_count: t.productCount,
      product_price: t.productPrice,
      product_discount: t.productDiscount,
      promo_discount: t.promoProductDiscount,
      birthday_discount: t.birthdayDiscount,
      delivery_price: t.deliveryPrice,
      delivery_discount: t.deliveryDiscount,
      total_discount: t.totalDiscount,
      total_price: t.totalPrice,
      payment_type: paymentType,
      refund_owed: money.refundOwed,
      extra_due: money.extraDue,
      address:
        order.service_type === 'DELIVERY' ? (address as Record<string, unknown> | null) : order.address,
      details: { ...details, comment: comment ?? null },
      later,
      day,
      time,
      delivery_at: retimed && day && time ? scheduledInstant(day, time) : order.delivery_at,
    };
    if (edit.dryRun || changes.length === 0) return { ...order, ...values };
    const row = await tx
      .updateTable('orders')
      .set({
        ...values,
        lines: JSON.stringify(values.lines),
        address: JSON.stringify(values.address),
        details: JSON.stringify(values.details),
      })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // the POS, when it has the order, is told what changed (its outbox, after the commit)
    await enqueuePosEdit(tx, order);
    // a dearer paid order: the customer is asked for the difference (a new link, SMS'd)
    if (money.extraDue !== order.extra_due)
      await askForDifference(tx, merchant, row, staff.id, input.storefrontUrl);
    return updated(row, 'UPDATE', { staffId: staff.id, changes });
  });
}
