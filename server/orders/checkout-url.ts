import type { Merchant, Order } from '../db/schema';

/**
 * Online payment links built to the providers' documented formats; null for cash and terminal.
 * An order reaches here only when its merchant has the provider's ids (priceOrder refuses a
 * payment whose credentials are missing): no merchant's link ever carries another's account.
 * - Payme: GET https://checkout.paycom.uz/<base64("m=<merchant>;ac.order_id=<id>;a=<tiyin>;c=<return url>")>
 * - Click: https://my.click.uz/services/pay?service_id&merchant_id&amount&transaction_param&return_url
 * - Uzum: https://www.uzumbank.uz/open-service?serviceId&order_id&amount(tiyin)&redirectUrl
 */
export function checkoutUrl(merchant: Merchant, order: Order, returnUrl: string | null): string | null {
  const s = merchant.secrets;
  const back = returnUrl ?? '';
  switch (order.payment_type) {
    case 'PAYME': {
      const params = `m=${s.paymeMerchantId};ac.order_id=${order.id};a=${order.total_price * 100}${back ? `;c=${back}` : ''}`;
      return `https://checkout.paycom.uz/${Buffer.from(params).toString('base64')}`;
    }
    case 'CLICK': {
      const q = new URLSearchParams({
        service_id: s.clickServiceId ?? '',
        merchant_id: s.clickMerchantId ?? '',
        amount: String(order.total_price),
        transaction_param: String(order.id),
        ...(back ? { return_url: back } : {}),
      });
      return `https://my.click.uz/services/pay?${q}`;
    }
    case 'UZUM': {
      const q = new URLSearchParams({
        serviceId: s.uzumServiceId ?? '',
        order_id: String(order.id),
        amount: String(order.total_price * 100),
        ...(back ? { redirectUrl: back } : {}),
      });
      return `https://www.uzumbank.uz/open-service?${q}`;
    }
    default:
      return null;
  }
}
