import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/query-client';

export const favouritesQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: ['me', userId, 'favourites'],
    queryFn: async () =>
      unwrap(
        await api.GET('/products/v1/favourite/all', { params: { query: { userId, isFavourite: true } } }),
      ),
  });
