import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import { userKey } from '../../api/query-client';

/** The merchant's content by merchant; the customer's notifications under the user's key. */
export const contentKeys = {
  stories: (merchantId: number) => ['stories', merchantId] as const,
  banners: (merchantId: number) => ['banners', merchantId] as const,
  promos: (merchantId: number) => ['promos', merchantId] as const,
  vacancies: (merchantId: number) => ['vacancies', merchantId] as const,
  vacancy: (merchantId: number, id: number) => ['vacancies', merchantId, id] as const,
  notifications: (userId: number) => [...userKey(userId), 'notifications'] as const,
  policy: (merchantId: number, type: PolicyType) => ['policy', merchantId, type] as const,
};

export type PolicyType = 'TERMS' | 'ABOUT_COMPANY' | 'PRIVACY_POLICY';

/** Policy calls throw to the caller (spec section 7/8); orThrow throws the same ApiError. */
export const policyQuery = (api: ApiClient, merchantId: number, type: PolicyType) =>
  queryOptions({
    queryKey: contentKeys.policy(merchantId, type),
    queryFn: async ({ signal }) =>
      orThrow(
        await api.GET('/support/v1/company/policies', { params: { query: { policies: type } }, signal }),
      ),
    staleTime: 10 * 60_000,
  });

export const storiesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: contentKeys.stories(merchantId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/support/v1/stories', { signal })),
    staleTime: 5 * 60_000,
  });

export const bannersQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: contentKeys.banners(merchantId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/support/v1/banners', { signal })),
    staleTime: 5 * 60_000,
  });

export const promosQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: contentKeys.promos(merchantId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/support/v1/promos', { signal })),
    staleTime: 5 * 60_000,
  });

export const vacanciesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: contentKeys.vacancies(merchantId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/support/v1/vacancies', { signal })),
  });

export const vacancyQuery = (api: ApiClient, merchantId: number, id: number) =>
  queryOptions({
    queryKey: contentKeys.vacancy(merchantId, id),
    queryFn: async ({ signal }) =>
      orThrow(await api.GET('/support/v1/vacancies/{id}', { params: { path: { id } }, signal })),
  });

export const notificationsQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: contentKeys.notifications(userId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/support/v1/notifications', { signal })),
  });

export function useMarkNotificationRead(api: ApiClient, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      orThrow(await api.POST('/support/v1/notifications/{id}/read', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.notifications(userId) }),
  });
}
