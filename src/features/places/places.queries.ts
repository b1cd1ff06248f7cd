import { queryOptions } from '@tanstack/react-query';
import { deliveryTariff } from '../../api/delivery-tariff';
import type { ApiClient } from '../../api/client';
import { isApiErrorBody, type ApiErrorBody, orThrow } from '../../api/errors';
import { yandexGeocoder, type ReverseGeocoder } from '../../platform/geocoder';

export const placesKeys = {
  cities: (merchantId: number) => ['cities', merchantId] as const,
  branches: (merchantId: number) => ['branches', merchantId] as const,
  zones: (merchantId: number) => ['zones', merchantId] as const,
  addressQuote: (merchantId: number, point: Point | null, productPrice: number) =>
    ['addressQuote', merchantId, point?.latitude, point?.longitude, productPrice] as const,
};

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
 * refusal ('Out of service zone') is a value, a failure an error.
 */
export const addressQuoteQuery = (
  api: ApiClient,
  merchantId: number,
  point: Point | null,
  productPrice: number,
) =>
  queryOptions({
    queryKey: placesKeys.addressQuote(merchantId, point, productPrice),
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

export const citiesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: placesKeys.cities(merchantId),
    queryFn: async ({ signal }) =>
      orThrow(
        await api.GET('/users/v1/city-merchant/merchant/{merchantId}', {
          params: { path: { merchantId } },
          signal,
        }),
      ),
    staleTime: 10 * 60_000,
  });

export const branchesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: placesKeys.branches(merchantId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/users/v1/branches', { signal })),
    staleTime: 5 * 60_000,
  });

export async function closestBranch(api: ApiClient, merchantId: number, lat: number, lon: number) {
  return orThrow(
    await api.GET('/users/v1/branches/merchant/{merchant}/closest', {
      params: { path: { merchant: merchantId }, query: { lat, lon } },
    }),
  );
}

export const zonesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: placesKeys.zones(merchantId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/deliveries/v1/delivery/zones', { signal })),
    staleTime: 10 * 60_000,
  });

export type Quote =
  { ok: true; deliveryPrice: number; branchId: number; zoneId: number } | ({ ok: false } & ApiErrorBody);

/** The delivery price of a point (the tariff call); 'Out of service zone' and other refusals are values. */
export async function quoteDelivery(api: ApiClient, latitude: number, longitude: number): Promise<Quote> {
  const { data, error } = await deliveryTariff(api, { latitude, longitude });
  if (data)
    return { ok: true, deliveryPrice: data.deliveryPrice, branchId: data.branchId, zoneId: data.zoneId };
  const body = isApiErrorBody(error) ? error : { code: 'UNKNOWN', message: 'Out of service zone' };
  return { ok: false, ...body };
}

/**
 * Which geocoder names a tapped point: Yandex Geocoder with the merchant's key, else the
 * development geocoder of the reference server (development hosts only), else none (the
 * customer types the street).
 */
export function geocoderFor(
  api: ApiClient,
  yandexKey: string | null | undefined,
  development: boolean,
): ReverseGeocoder | null {
  if (yandexKey) return yandexGeocoder(yandexKey);
  if (!development) return null;
  return async ([latitude, longitude], lang) => {
    const { data } = await api
      .GET('/dev/v1/geocode', {
        params: { query: { latitude, longitude, lang } },
      })
      .catch(() => ({ data: undefined }));
    return data ?? null;
  };
}
