import { queryOptions } from '@tanstack/react-query';
import { deliveryTariff } from '../../api/delivery-tariff';
import type { ApiClient } from '../../api/client';
import { isApiErrorBody, orThrow, type ApiErrorBody } from '../../api/errors';

interface Point {
  latitude: number;
  longitude: number;
}

/** What delivery to the customer's address costs for a basket: the zone's price, or 0 from its free sum. */
export type AddressQuote =
  | { ok: true; deliveryPrice: number; branchId: number; freeFrom: number | null }
  | ({ ok: false } & ApiErrorBody);

/**
 * The tariff call for the customer's address and the basket's sum (dishes after discounts); a
 * refusal ('Out of service zone') is a value, a failure an error. Its own file: only a customer
 * with an address loads it (the header's delivery line).
 */
export const addressQuoteQuery = (
  api: ApiClient,
  merchantId: number,
  point: Point | null,
  productPrice: number,
) =>
  queryOptions({
    queryKey: ['addressQuote', merchantId, point?.latitude, point?.longitude, productPrice] as const,
    queryFn: async ({ signal }): Promise<AddressQuote> => {
      const result = await deliveryTariff(
        api,
        { latitude: point?.latitude ?? 0, longitude: point?.longitude ?? 0, productPrice },
        signal,
      );
      // the address is outside every zone (or no branch delivers there): said, not retried
      if (result.response.status === 422 && isApiErrorBody(result.error))
        return { ok: false, ...result.error };
      const data = orThrow(result);
      return {
        ok: true,
        deliveryPrice: data.deliveryPrice,
        branchId: data.branchId,
        freeFrom: data.freeFrom ?? null,
      };
    },
    enabled: point !== null,
    staleTime: 5 * 60_000,
  });
