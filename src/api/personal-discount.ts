import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { orThrow } from './errors';
import { userKey } from './query-client';
import { useCurrentUser } from './session-context';

/** Under the customer's key: a logout drops it, another login never reads someone else's. */
export const personalDiscountKey = (userId: number) => [...userKey(userId), 'personal-discount'] as const;

/**
 * The signed-in customer's own discount at checkout: the birthday promo while it is theirs to
 * take, as the server's order pricing applies it. `pending` while it is being read for a signed-in
 * customer (an order priced before it is known could be refused); a guest has none.
 */
export function usePersonalDiscount(api: ApiClient) {
  const user = useCurrentUser();
  const { data, isPending } = useQuery({
    queryKey: personalDiscountKey(user?.id ?? 0),
    queryFn: async ({ signal }) => orThrow(await api.GET('/users/v1/personal-discount', { signal })),
    enabled: user !== null,
  });
  return {
    birthday: data?.birthday ?? null,
    birthdayPercent: data?.birthday?.percent ?? 0,
    pending: user !== null && isPending,
  };
}
