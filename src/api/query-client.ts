import { QueryClient } from '@tanstack/react-query';

/** One QueryClient per tenant: moving between merchants never shows another's cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 10 * 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** An openapi-fetch result as a query function result: data, or a thrown error body. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || result.data === undefined) {
    throw Object.assign(new Error('request failed'), { status: result.response.status, body: result.error });
  }
  return result.data;
}
