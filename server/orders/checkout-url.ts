import type { Merchant, Order } from '../db/schema';
import { payableRef } from '../../src/domain/payment-ref';

/**
 * Online payment links built to the providers' documented formats; null for cash and terminal.
 * An order reaches here only when its merchant has the provider's ids (priceOrder refuses a
 * payment whose credentials are missing): no merchant's link ever carries another's account.
 * - Payme: GET https://checkout.paycom.uz/<base64("m=<merchant>;ac.order_id=<id>;a=<tiyin>;c=<return url>")>
 * - Click: https://my.click.uz/services/pay?service_id&merchant_id&amount&transaction_param&return_url
 * - Uzum: https://www.uzumbank.uz/open-service?serviceId&order_id&amount(tiyin)&redirectUrl
 * The account reference is the order's id, or `<order id>-<difference id>` for an edit's difference.
 */
export function checkoutUrl(merchant: Merchant, order: Order, returnUrl: string | null): string | null {
  return paymentLink(merchant, order.payment_type, payableRef(order.id), order.total_price, returnUrl);
}

/**
 * The link for the difference an edit of a paid order asked for: the order's provider, the
 * difference's own reference and amount (a saved card's order pays it on Payme's page).
 */
export function extraCheckoutUrl(
  merchant: Merchant,
  order: Order,
  extra: { id: number; amount: number },
  returnUrl: string | null,
): string | null {
  const type = order.payment_type === 'OTHER' ? 'PAYME' : order.payment_type;
  return paymentLink(merchant, type, payableRef(order.id, extra.id), extra.amount, returnUrl);
}

function paymentLink(
  merchant: Merchant,
  paymentType: string,
  ref: string,
  amount: number,
  returnUrl: string | null,
): string | null {
  const s = merchant.secrets;
  const back = returnUrl ?? '';
  switch (paymentType) {
    case 'PAYME': {
      const params = `m=${s.paymeMerchantId};ac.order_id=${ref};a=${amount * 100}${back ? `;c=${back}` : ''}`;
      return `https://checkout.paycom.uz/${Buffer.from(params).toString('base64')}`;
    }
    case 'CLICK': {
      const q = new URLSearchParams({
        service_id: s.clickServiceId ?? '',
        merchant_id: s.clickMerchantId ?? '',
        amount: String(amount),
        transaction_param: ref,
        ...(back ? { return_url: back } : {}),
      });
      return `https://my.click.uz/services/pay?${q}`;
    }
    case 'UZUM': {
      const q = new URLSearchParams({
        serviceId: s.uzumServiceId ?? '',
        order_id: ref,
        amount: String(amount * 100),
        ...(back ? { redirectUrl: back } : {}),
      });
      return `https://www.uzumbank.uz/open-service?${q}`;
    }
    default:
      return null;
  }
}
