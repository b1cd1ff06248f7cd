import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import { orderPagePath } from '../../domain/routes';
import { deliveryTariff } from '../../api/delivery-tariff';
import type { OrderRequest, Point, PromoInfo, TariffQuote } from './checkout.machine';

/** The checkout machine's calls, against the API: the tariff, the promo check and the order itself. */
export function checkoutActors(api: ApiClient) {
  return {
    tariff: fromPromise<TariffQuote, Point>(async ({ input, signal }) => {
      const quote = orThrow(await deliveryTariff(api, input, signal));
      return {
        deliveryPrice: quote.deliveryPrice,
        branchId: quote.branchId,
        zone: { minOrder: quote.minOrder ?? null, freeFrom: quote.freeFrom ?? null },
      };
    }),
    checkPromo: fromPromise(
      async ({ input, signal }: { input: { code: string; productPrice: number }; signal: AbortSignal }) => {
        const { promo } = orThrow(await api.POST('/support/v1/promos/check', { body: input, signal }));
        return {
          code: promo.code,
          discountType: promo.discountType,
          productDiscount: promo.productDiscount,
          deliveryDiscount: promo.deliveryDiscount,
          minPrice: promo.minPrice,
        } satisfies PromoInfo;
      },
    ),
    // not aborted: once sent, an order is followed to its answer (the Idempotency-Key makes a retry safe)
    submitOrder: fromPromise(
      async ({
        input,
      }: {
        input: { request: OrderRequest; idempotencyKey: string; later: boolean; day: string | null };
      }) => {
        const header = { 'Idempotency-Key': input.idempotencyKey };
        const body = input.request;
        const order = orThrow(
          input.later && input.day
            ? await api.POST('/orders/v1/orders/at-time/{day}', {
                params: { path: { day: input.day }, header },
                body,
              })
            : await api.POST('/orders/v1/orders', { params: { header }, body }),
        );
        return { id: order.id };
      },
    ),
  };
}

/** Where to go once the order is made: the online provider's page, or straight to the order. */
export async function afterOrder(
  api: ApiClient,
  orderId: number,
  online: boolean,
  origin: string,
): Promise<string> {
  const orderPath = orderPagePath(orderId);
  if (!online) return orderPath;
  const { data } = await api.GET('/payments/v2/checkout/{id}', {
    params: { path: { id: orderId }, query: { returnUrl: `${origin}${orderPath}` } },
  });
  return data?.url ?? orderPath;
}
