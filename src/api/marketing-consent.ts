import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { operations } from './schema';
import { orThrow } from './errors';
import { useCurrentUser } from './session-context';

type Body = NonNullable<operations['putMarketingConsent']['requestBody']>['content']['application/json'];
type Change = Omit<Body, 'source'>;

/**
 * The customer's consent to the merchant's news per channel, and a way to change it from `source`
 * (the checkout, the profile); kept per customer, so another login never shows someone else's.
 */
export function useMarketingConsent(api: ApiClient, source: NonNullable<Body['source']>) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const key = ['marketing-consent', user?.id ?? 0];
  const { data } = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => orThrow(await api.GET('/users/v1/marketing-consent', { signal })),
    enabled: user !== null,
  });
  const save = useMutation({
    mutationFn: async (change: Change) =>
      orThrow(await api.PUT('/users/v1/marketing-consent', { body: { ...change, source } })),
    onSuccess: (kept) => queryClient.setQueryData(key, kept),
  });
  return { data, save };
}
