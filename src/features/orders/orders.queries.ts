import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/query-client';

export const orderQuery = (api: ApiClient, userId: number, orderId: number) =>
  queryOptions({
    queryKey: ['me', userId, 'order', orderId],
    queryFn: async () =>
      unwrap(await api.GET('/orders/v1/orders/{id}', { params: { path: { id: orderId } } })),
  });

export const ordersPageQuery = (api: ApiClient, userId: number, archive: boolean, page: number) =>
  queryOptions({
    queryKey: ['me', userId, 'orders', archive, page],
    queryFn: async () =>
      unwrap(
        await api.GET('/orders/v1/orders/user/{userId}', {
          params: { path: { userId }, query: { size: 10, page, onlyArchive: archive } },
        }),
      ),
  });
