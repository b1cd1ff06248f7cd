import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/query-client';

/** User data lives under ['me', …] so a logout drops it all. */
export const cashbackQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: ['me', userId, 'cashback'],
    queryFn: async () => unwrap(await api.GET('/users/v1/cashback/history')),
  });
