import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import { ALL_USERS_KEY, userKey } from '../../api/query-client';
import type { components } from '../../api/schema';
import { useCurrentUser, useSessionActor } from '../../api/session-context';
import { useStorefront } from '../../tenant/storefront-context';

type AddressInput = components['schemas']['AddressInput'];
type UserUpdate = components['schemas']['UserUpdate'];

/** The customer's data: every key under the user's, so a logout drops it all. */
export const accountKeys = {
  addresses: (userId: number) => [...userKey(userId), 'addresses'] as const,
  cards: (userId: number) => [...userKey(userId), 'cards'] as const,
  cashback: (userId: number) => [...userKey(userId), 'cashback'] as const,
  favourites: (userId: number) => [...userKey(userId), 'favourites'] as const,
};

export const cashbackQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: accountKeys.cashback(userId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/users/v1/cashback/history', { signal })),
  });

export const favouritesQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: accountKeys.favourites(userId),
    queryFn: async ({ signal }) =>
      orThrow(
        await api.GET('/products/v1/favourite/all', {
          params: { query: { userId, isFavourite: true } },
          signal,
        }),
      ),
  });

export const addressesQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: accountKeys.addresses(userId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/users/v1/addresses', { signal })),
  });

export const cardsQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: accountKeys.cards(userId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/payments/v1/cards', { signal })),
  });

/** The signed-in customer's id and the tools every write below needs. */
function useAccount() {
  const { api } = useStorefront();
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? 0;
  return { api, queryClient, userId };
}

export function useSaveAddress() {
  const { api, queryClient, userId } = useAccount();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: AddressInput }) =>
      orThrow(
        id
          ? await api.PUT('/users/v1/addresses/{id}', { params: { path: { id } }, body })
          : await api.POST('/users/v1/addresses', { body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses(userId) }),
  });
}

export function useDeleteAddress() {
  const { api, queryClient, userId } = useAccount();
  return useMutation({
    mutationFn: async (id: number) =>
      orThrow(await api.DELETE('/users/v1/addresses/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses(userId) }),
  });
}

export function useAddCard() {
  const { api } = useAccount();
  return useMutation({
    mutationFn: async (body: { number: string; expire: string }) =>
      orThrow(await api.POST('/payments/v1/cards', { body })),
  });
}

export function useConfirmCard() {
  const { api, queryClient, userId } = useAccount();
  return useMutation({
    mutationFn: async ({ id, code }: { id: number; code: string }) =>
      orThrow(
        await api.POST('/payments/v1/cards/{id}/confirm', { params: { path: { id } }, body: { code } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.cards(userId) }),
  });
}

export function useDeleteCard() {
  const { api, queryClient, userId } = useAccount();
  return useMutation({
    mutationFn: async (id: number) =>
      orThrow(await api.DELETE('/payments/v1/cards/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.cards(userId) }),
  });
}

/** Adds (favaoriteId null) or removes a favourite; answers the new favaoriteId, or null once removed. */
export function useToggleFavourite() {
  const { api, queryClient, userId } = useAccount();
  return useMutation({
    mutationFn: async ({ productId, favaoriteId }: { productId: number; favaoriteId: number | null }) => {
      if (favaoriteId === null)
        return orThrow(await api.POST('/products/v1/favourite', { body: { productId } })).favaoriteId;
      orThrow(
        await api.DELETE('/products/v1/favourite/{favaoriteId}', { params: { path: { favaoriteId } } }),
      );
      return null;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.favourites(userId) }),
  });
}

export function useUpdateProfile() {
  const { api, userId } = useAccount();
  const session = useSessionActor();
  return useMutation({
    mutationFn: async (body: UserUpdate) =>
      orThrow(await api.PUT('/users/v1/users/{id}', { params: { path: { id: userId } }, body })),
    onSuccess: (user) => session.send({ type: 'USER_UPDATED', user }),
  });
}

export function useDeleteAccount() {
  const { api, queryClient } = useAccount();
  const session = useSessionActor();
  return useMutation({
    mutationFn: async () => orThrow(await api.DELETE('/users/v1/users')),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ALL_USERS_KEY });
      session.send({ type: 'LOGOUT' });
    },
  });
}
