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
