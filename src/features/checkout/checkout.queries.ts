import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';

export const paymentMethodsQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['payment-methods', merchantId],
    queryFn: async ({ signal }) => orThrow(await api.GET('/payments/v1/payment-methods', { signal })),
    staleTime: 5 * 60_000,
  });
