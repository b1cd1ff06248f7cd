import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
  // what the customer just asked for shows at once (in the same frame as the tap), until the
  // server's answer takes its place, or the consent as it was when the change failed
  const [asked, setAsked] = useState<Change | null>(null);
  const change = (answer: Change) => {
    setAsked(answer);
    save.mutate(answer, { onSettled: () => setAsked(null) });
  };
  const shown =
    data && asked
      ? { ...data, ...Object.fromEntries(Object.entries(asked).filter(([, v]) => v !== undefined)) }
      : data;
  return { data: shown, save, change };
}
