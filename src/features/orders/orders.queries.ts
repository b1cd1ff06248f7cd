import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import { userKey } from '../../api/query-client';

/** The customer's orders live under the user's key; a courier's details under the merchant's. */
export const ordersKeys = {
  all: (userId: number) => [...userKey(userId), 'orders'] as const,
  page: (userId: number, archive: boolean, page: number) =>
    [...ordersKeys.all(userId), 'page', archive, page] as const,
  one: (userId: number, orderId: number) => [...ordersKeys.all(userId), 'one', orderId] as const,
  courier: (merchantId: number, courierId: number | null) => ['courier', merchantId, courierId] as const,
  branch: (merchantId: number, branchId: number) => ['order-branch', merchantId, branchId] as const,
};

/** The branch an order comes from (its place on the courier's map). */
export const orderBranchQuery = (api: ApiClient, merchantId: number, branchId: number) =>
  queryOptions({
    queryKey: ordersKeys.branch(merchantId, branchId),
    queryFn: async ({ signal }) =>
      orThrow(await api.GET('/users/v1/branches/{id}', { params: { path: { id: branchId } }, signal })),
    staleTime: 10 * 60_000,
  });

export const orderQuery = (api: ApiClient, userId: number, orderId: number) =>
  queryOptions({
    queryKey: ordersKeys.one(userId, orderId),
    queryFn: async ({ signal }) =>
      orThrow(await api.GET('/orders/v1/orders/{id}', { params: { path: { id: orderId } }, signal })),
  });

export const ordersPageQuery = (api: ApiClient, userId: number, archive: boolean, page: number) =>
  queryOptions({
    queryKey: ordersKeys.page(userId, archive, page),
    queryFn: async ({ signal }) =>
      orThrow(
        await api.GET('/orders/v1/orders/user/{userId}', {
          params: { path: { userId }, query: { size: 10, page, onlyArchive: archive } },
          signal,
        }),
      ),
  });

/** The customer's orders not yet final (the home shows the newest), looked at again every half minute. */
export const activeOrdersQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: [...ordersKeys.all(userId), 'active'] as const,
    queryFn: async ({ signal }) =>
      orThrow(
        await api.GET('/orders/v1/orders/user/{userId}/active', { params: { path: { userId } }, signal }),
      ),
    refetchInterval: 30_000,
  });

/** The courier of an order (name, phone, position); only for the customer's own order. */
export const courierQuery = (api: ApiClient, merchantId: number, courierId: number | null) =>
  queryOptions({
    queryKey: ordersKeys.courier(merchantId, courierId),
    queryFn: async ({ signal }) =>
      orThrow(
        await api.GET('/deliveries/v1/delivery/courier/{id}', {
          params: { path: { id: courierId as number } },
          signal,
        }),
      ),
    enabled: courierId !== null,
  });

export function useCancelOrder(api: ApiClient, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: number) =>
      orThrow(
        await api.POST('/orders/v1/orders/{id}/cancel', { params: { path: { id: orderId } }, body: {} }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all(userId) }),
  });
}

export function useReviewOrder(api: ApiClient, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, grade }: { orderId: number; grade: number }) =>
      orThrow(
        await api.POST('/orders/v1/orders/{id}/review', {
          params: { path: { id: orderId } },
          body: { grade },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all(userId) }),
  });
}

/** The provider's payment page for an unpaid online order, coming back to the order's page. */
export async function paymentLink(api: ApiClient, orderId: number, origin: string): Promise<string | null> {
  const { data } = await api.GET('/payments/v2/checkout/{id}', {
    params: { path: { id: orderId }, query: { returnUrl: `${origin}/profile/orders/${orderId}` } },
  });
  return data?.url ?? null;
}

/** The server's web push key (404 when the server has web push off: then nothing is offered). */
export const pushKeyQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['push-key', merchantId] as const,
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }) => {
      const answer = await api.GET('/users/v1/push-key', { signal });
      return answer.response.status === 404 ? null : orThrow(answer).publicKey;
    },
  });

/** This device hears about the customer's orders (the same device again keeps one subscription). */
export async function savePushSubscription(
  api: ApiClient,
  body: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  return orThrow(await api.POST('/users/v1/push-subscriptions', { body }));
}
