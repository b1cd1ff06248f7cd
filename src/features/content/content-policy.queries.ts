import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';

export type PolicyType = 'TERMS' | 'ABOUT_COMPANY' | 'PRIVACY_POLICY';

/** Policy calls throw to the caller (spec section 7/8). */
export const policyQuery = (api: ApiClient, merchantId: number, type: PolicyType) =>
  queryOptions({
    queryKey: ['policy', merchantId, type],
    queryFn: async () =>
      orThrow(await api.GET('/support/v1/company/policies', { params: { query: { policies: type } } })),
    staleTime: 10 * 60_000,
  });
