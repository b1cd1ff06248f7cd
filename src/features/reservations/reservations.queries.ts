import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import { userKey } from '../../api/query-client';
import type { components } from '../../api/schema';

export const reservationsKeys = {
  places: (merchantId: number, branchId: number | null) => ['places', merchantId, branchId] as const,
  mine: (userId: number) => [...userKey(userId), 'reservations'] as const,
};

/** The bookable places (halls, terrace, rooms) of a branch. */
export const placesQuery = (api: ApiClient, merchantId: number, branchId: number | null) =>
  queryOptions({
    queryKey: reservationsKeys.places(merchantId, branchId),
    queryFn: async ({ signal }) =>
      orThrow(
        await api.GET('/users/v1/branches/{id}/places', {
          params: { path: { id: branchId as number } },
          signal,
        }),
      ),
    enabled: branchId !== null,
  });

export const myReservationsQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: reservationsKeys.mine(userId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/users/v1/reservations/mine', { signal })),
  });

export function useReserve(api: ApiClient, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: components['schemas']['ReservationRequest']) =>
      orThrow(await api.POST('/users/v1/reservations', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationsKeys.mine(userId) }),
  });
}
