import type { Middleware } from 'openapi-fetch';
import { RequestTimeoutError } from './resilient-fetch';
import { securedOperations, staffOperations } from './secured-operations.gen';

/** What the transport asks of the session: it never redirects itself (ARCHITECTURE.md, STYLE.md). */
export interface SessionPort {
  getToken(): string | null;
  /** Told of a lost session; may answer with a renewed token (Telegram re-auth) for one retry. */
  onUnauthorized(): void | Promise<string | null>;
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

/** The storefront's language on every call: the server answers, and writes to the customer later, in it. */
export function languageMiddleware(getLanguage: () => string | null): Middleware {
  return {
    onRequest({ request }) {
      const lang = getLanguage();
      if (lang) request.headers.set('Accept-Language', lang);
      return request;
    },
  };
}

/**
 * Adds the token only to operations whose contract declares the client's scheme: the customer's
 * `bearer`, or `staff` for the order desk (a token never travels to the other kind of call).
 */
export function authMiddleware(session: SessionPort, scheme: 'bearer' | 'staff' = 'bearer'): Middleware {
  const operations = scheme === 'staff' ? staffOperations : securedOperations;
  return {
    onRequest({ request, schemaPath }) {
      const key = `${request.method.toLowerCase()} ${schemaPath}`;
      const token = session.getToken();
      if (token && operations.has(key)) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/**
 * A 401 on a call that carried a token is handed to the session port (spec section 4, 8). When
 * the session renews the token (inside Telegram, silently with initData) the call is sent once
 * more with it; a second refusal is the caller's answer.
 */
export function unauthorizedMiddleware(
  session: SessionPort,
  retry: (request: Request) => Promise<Response>,
): Middleware {
  const copies = new WeakMap<Request, Request>();
  return {
    onRequest({ request }) {
      if (request.headers.has('Authorization')) copies.set(request, request.clone());
      return request;
    },
    async onResponse({ request, response }) {
      if (response.status !== 401 || !request.headers.has('Authorization')) return response;
      const renewed = await session.onUnauthorized();
      const copy = copies.get(request);
      if (!renewed || !copy) return response;
      copy.headers.set('Authorization', `Bearer ${renewed}`);
      return retry(copy);
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
