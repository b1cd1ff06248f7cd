import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/query-client';

export const citiesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['cities', merchantId],
    queryFn: async () =>
      unwrap(
        await api.GET('/users/v1/city-merchant/merchant/{merchantId}', { params: { path: { merchantId } } }),
      ),
    staleTime: 10 * 60_000,
  });

export const branchesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['branches', merchantId],
    queryFn: async () => unwrap(await api.GET('/users/v1/branches')),
    staleTime: 5 * 60_000,
  });

export async function closestBranch(api: ApiClient, merchantId: number, lat: number, lon: number) {
  return unwrap(
    await api.GET('/users/v1/branches/merchant/{merchant}/closest', {
      params: { path: { merchant: merchantId }, query: { lat, lon } },
    }),
  );
}

export const zonesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['zones', merchantId],
    queryFn: async () => unwrap(await api.GET('/deliveries/v1/delivery/zones')),
    staleTime: 10 * 60_000,
  });

export type Quote =
  | { ok: true; deliveryPrice: number; branchId: number; zoneId: number }
  | { ok: false; code: string; message: string; description?: { uz: string; ru: string; eng: string } };

/** The delivery price of a point (the tariff call); 'Out of service zone' and other refusals are values. */
export async function quoteDelivery(api: ApiClient, latitude: number, longitude: number): Promise<Quote> {
  const { data, error } = await api.POST('/deliveries/v1/delivery/tariff/client/calculate', {
    body: { latitude, longitude },
  });
  if (data)
    return { ok: true, deliveryPrice: data.deliveryPrice, branchId: data.branchId, zoneId: data.zoneId };
  const body = (error ?? { code: 'UNKNOWN', message: 'Out of service zone' }) as {
    code: string;
    message: string;
    description?: { uz: string; ru: string; eng: string };
  };
  return { ok: false, ...body };
}
