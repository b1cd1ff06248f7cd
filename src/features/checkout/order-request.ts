import type { BasketLine } from '../../domain/basket';
import { fullPhone } from '../../domain/phone';
import type { Totals } from '../../domain/pricing';
import type { CheckoutFields, DeliveryAddress } from '../../tenant/stored';
import type { CheckoutContext, OrderRequest } from './checkout.machine';
import { addressDetails } from '../../domain/address';
import { choiceCard } from '../../domain/payments';

export interface OrderRequestParts {
  context: Pick<
    CheckoutContext,
    'serviceType' | 'paymentType' | 'branchId' | 'address' | 'later' | 'day' | 'time' | 'promo' | 'tableId'
  >;
  lines: readonly BasketLine[];
  totals: Totals;
  /** the branch the order goes to (pick-up and dine-in), or the first branch of the city */
  branch: { id: number; cityId?: number } | undefined;
  fields: CheckoutFields;
  /** the delivery point's details the customer gave on the map */
  saved: DeliveryAddress | null;
  receiverActive: boolean;
  channel: 'WEB' | 'TG';
  userId: number;
}

/** The order request of the contract, from the checkout's state: one place that decides its fields. */
export function orderRequest(p: OrderRequestParts): OrderRequest {
  const { context: c, totals, fields } = p;
  const delivery = c.serviceType === 'DELIVERY';
  const chequePhone = fullPhone(fields.chequePhone);
  return {
    serviceType: c.serviceType,
    // a saved card pays as OTHER, naming the card
    ...(choiceCard(c.paymentType) !== null
      ? { paymentType: 'OTHER' as const, payment: choiceCard(c.paymentType) as number }
      : { paymentType: c.paymentType as OrderRequest['paymentType'] }),
    // a delivery goes to the branch whose zone holds the address
    branch: delivery ? (c.branchId ?? p.branch?.id ?? 0) : (p.branch?.id ?? 0),
    ...(p.branch?.cityId !== undefined ? { cityId: p.branch.cityId } : {}),
    cartItems: p.lines.map((l) => ({
      productId: l.productId,
      count: l.quantity,
      modifications: l.modifications,
    })),
    totalPrice: totals.totalPrice,
    productPrice: totals.productPrice,
    productDiscount: totals.productDiscount,
    deliveryPrice: totals.deliveryPrice,
    deliveryDiscount: totals.deliveryDiscount,
    productCount: totals.productCount,
    cashback: totals.cashback,
    later: c.later,
    day: c.later ? c.day : null,
    time: c.later ? c.time : null,
    ...(c.promo && totals.promoApplied ? { promoCode: c.promo.code } : {}),
    ...(delivery && c.address
      ? {
          address: {
            ...addressDetails(p.saved ?? {}),
            latitude: c.address.latitude,
            longitude: c.address.longitude,
          },
          addressType: 'MAP' as const,
        }
      : {}),
    comment: fields.comment || null,
    courierComment: delivery ? fields.courierComment || null : null,
    sendCheque: fields.sendCheque,
    sendChequePhone: fields.sendCheque && /^998\d{9}$/.test(chequePhone) ? chequePhone : null,
    ...(c.serviceType === 'DINE_IN' ? { tableId: c.tableId } : {}),
    ...(p.receiverActive && fields.receiverName
      ? { receiverName: fields.receiverName, receiverPhone: fullPhone(fields.receiverPhone) || null }
      : {}),
    orderDevice: p.channel === 'TG' ? 'TELEGRAM_BOT' : 'CLIENT_WEB',
    user: p.userId,
  };
}
