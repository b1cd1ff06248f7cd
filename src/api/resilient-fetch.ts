/**
 * fetch with the spec's transport rules (spec section 8, section 9):
 * a 30 s timeout, and one retry on 408/409/425/429/500/502/503/504 for safe methods.
 * Data-changing methods are never retried, except a request that carries an
 * Idempotency-Key (the server returns the first result for a repeated key).
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ResilientFetchOptions {
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

export class RequestTimeoutError extends Error {
  constructor(url: string, ms: number) {
    super(`Request to ${url} timed out after ${ms} ms`);
    this.name = 'RequestTimeoutError';
  }
}

export function isRetryable(request: Request): boolean {
  return SAFE_METHODS.has(request.method.toUpperCase()) || request.headers.has('Idempotency-Key');
}

async function attempt(fetchImpl: typeof fetch, request: Request, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(request.signal.reason);
  request.signal.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new RequestTimeoutError(request.url, timeoutMs)),
    timeoutMs,
  );
  try {
    return await fetchImpl(new Request(request, { signal: controller.signal }));
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason instanceof RequestTimeoutError) {
      throw controller.signal.reason;
    }
    throw error;
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', onAbort);
  }
}

export function createResilientFetch(options: ResilientFetchOptions = {}) {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return async function resilientFetch(input: Request): Promise<Response> {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    if (!isRetryable(input)) return attempt(fetchImpl, input, timeoutMs);
    const spare = input.clone();
    const first = await attempt(fetchImpl, input, timeoutMs);
    if (!RETRY_STATUSES.has(first.status)) return first;
    await first.body?.cancel();
    return attempt(fetchImpl, spare, timeoutMs);
  };
}
