import { isCancelledError, QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';

/** One QueryClient per tenant: moving between merchants never shows another's cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 10 * 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** An openapi-fetch result as its data, or a thrown ApiError with the error body. */

/** Everything of one signed-in customer lives under this key, so a logout drops it at once. */
export const userKey = (userId: number | null | undefined) => ['me', userId ?? 0] as const;
export const ALL_USERS_KEY = ['me'] as const;

/**
 * `fetchQuery` for a caller that must have the data: a fetch react-query cancelled because the
 * component that shared it unmounted (React's development build mounts everything twice) is
 * fetched again, not reported as a failure. Real failures still throw.
 */
export async function fetchQueryKept<T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.fetchQuery(options);
    } catch (error) {
      if (!isCancelledError(error) || attempt >= 3) throw error;
    }
  }
}
