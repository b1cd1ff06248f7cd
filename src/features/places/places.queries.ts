import { queryOptions } from '@tanstack/react-query';
import { deliveryTariff } from '../../api/delivery-tariff';
import type { ApiClient } from '../../api/client';
import { isApiErrorBody, type ApiErrorBody, orThrow } from '../../api/errors';
import type { ReverseGeocoder } from '../../platform/geocoder';

export const placesKeys = {
  cities: (merchantId: number) => ['cities', merchantId] as const,
  branches: (merchantId: number) => ['branches', merchantId] as const,
  zones: (merchantId: number) => ['zones', merchantId] as const,
};

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
  // its code comes with the first tap on the map, not in the storefront's first load
  if (yandexKey)
    return async (point, lang) =>
      (await import('../../platform/geocoder')).yandexGeocoder(yandexKey)(point, lang);
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
