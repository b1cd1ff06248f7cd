import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/query-client';

export const storiesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['stories', merchantId],
    queryFn: async () => unwrap(await api.GET('/support/v1/stories')),
    staleTime: 5 * 60_000,
  });

export const bannersQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['banners', merchantId],
    queryFn: async () => unwrap(await api.GET('/support/v1/banners')),
    staleTime: 5 * 60_000,
  });

export const promosQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['promos', merchantId],
    queryFn: async () => unwrap(await api.GET('/support/v1/promos')),
    staleTime: 5 * 60_000,
  });
