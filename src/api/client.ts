import createClient from 'openapi-fetch';
import { API_BASE } from './order-stream';
import type { paths } from './schema';
import { createResilientFetch } from './resilient-fetch';
import {
  authMiddleware,
  languageMiddleware,
  merchantMiddleware,
  networkErrorMiddleware,
  unauthorizedMiddleware,
  type SessionPort,
} from './middleware';

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  getMerchantId: () => number | string | null;
  /** the storefront's current language, sent as Accept-Language */
  getLanguage?: () => string | null;
  session: SessionPort;
  /** whose token the session holds: a customer's (default) or a staff member's */
  scheme?: 'bearer' | 'staff';
}

/** The one typed client of the storefront. Every call returns `{ data, error, response }`. */
export function createApiClient(options: ApiClientOptions) {
  const fetch = createResilientFetch({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  const client = createClient<paths>({ baseUrl: options.baseUrl ?? API_BASE, fetch });
  client.use(
    merchantMiddleware(options.getMerchantId),
    languageMiddleware(options.getLanguage ?? (() => null)),
    authMiddleware(options.session, options.scheme),
    unauthorizedMiddleware(options.session, fetch),
    networkErrorMiddleware,
  );
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
