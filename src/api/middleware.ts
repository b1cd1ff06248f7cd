import type { Middleware } from 'openapi-fetch';
import { RequestTimeoutError } from './resilient-fetch';
import { securedOperations } from './secured-operations.gen';

/** What the transport asks of the session: it never redirects itself (ARCHITECTURE.md, STYLE.md). */
export interface SessionPort {
  getToken(): string | null;
  onUnauthorized(): void;
}

export function merchantMiddleware(getMerchantId: () => number | string | null): Middleware {
  return {
    onRequest({ request }) {
      const id = getMerchantId();
      if (id !== null && id !== '') request.headers.set('X-Merchant-Id', String(id));
      return request;
    },
  };
}

/** Adds the bearer token only to operations whose contract declares the bearer scheme. */
export function authMiddleware(session: SessionPort): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const key = `${request.method.toLowerCase()} ${schemaPath}`;
      const token = session.getToken();
      if (token && securedOperations.has(key)) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** A 401 on a call that carried a token is handed to the session port (spec section 4, 8). */
export function unauthorizedMiddleware(session: SessionPort): Middleware {
  return {
    onResponse({ request, response }) {
      if (response.status === 401 && request.headers.has('Authorization')) session.onUnauthorized();
      return response;
    },
  };
}

/** A network failure or timeout becomes an error value, like any other failed call (spec section 7). */
export const networkErrorMiddleware: Middleware = {
  onError({ error }) {
    const timeout = error instanceof RequestTimeoutError;
    return new Response(
      JSON.stringify({
        code: timeout ? 'TIMEOUT' : 'NETWORK_ERROR',
        message: timeout ? 'The server took too long to answer' : 'No connection to the server',
      }),
      { status: timeout ? 408 : 503, headers: { 'Content-Type': 'application/json' } },
    );
  },
};
