import { httpFailure, networkFailure, PosError } from '../pos-error';

/**
 * Poster's web API as its docs (joinposter/docs, en/start/request.md, en/web/errors.md) describe
 * it: `<base>/<method>?token=<account number>:<key>`, GET or POST (a JSON body), every answer a
 * top-level `response` or an `error` object `{ code, message }` (an HTTP 200 either way).
 */
export interface PosterOptions {
  baseUrl: string;
  token: string;
  timeoutMs: number;
}

/** Poster's error codes that mean the token itself is refused (10 missing, 11 invalid, 12 expired). */
const TOKEN_CODES = new Set([10, 11, 12]);
/** Poster's "Rate restriction": worth another try later. */
const RATE_CODE = 700;
/** "The ID doesn't exist", "Record not found", the order section's "Order not found". */
export const NOT_FOUND_CODES = new Set([32, 42, 404]);

/** An `error` Poster answered: its code kept, so a caller can tell "not found" from a refusal. */
export class PosterError extends PosError {
  constructor(
    message: string,
    permanent: boolean,
    readonly code: number | null,
  ) {
    super(message, permanent);
  }
}

const tokenRefused = (detail: string) =>
  new PosterError(
    `Poster refused the access token (${detail}): renew merchant.json's secrets.posterToken, then Retry`,
    true,
    11,
  );

/** Poster's `error` (an object, or a bare code in older answers) as the PosterError it means. */
export function posterFailure(error: { code?: number | string; message?: string } | number | string) {
  const code = Number(typeof error === 'object' ? error.code : error);
  const message = typeof error === 'object' ? (error.message ?? '') : '';
  const detail = `error ${Number.isFinite(code) ? code : '?'}${message ? `: ${message}` : ''}`;
  if (TOKEN_CODES.has(code)) return tokenRefused(detail);
  if (code === RATE_CODE) return new PosterError(`Poster is rate-limiting us (${detail})`, false, code);
  return new PosterError(`Poster refused it (${detail})`, true, Number.isFinite(code) ? code : null);
}

/** One call of a Poster method; its `response`, or a PosError saying why not and whether to try again. */
export async function posterCall<T>(
  options: PosterOptions,
  method: string,
  query: Record<string, string> = {},
  body?: unknown,
): Promise<T> {
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/${method}`);
  url.searchParams.set('token', options.token);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    text = await res.text();
  } catch (error) {
    throw networkFailure(error);
  }
  if (res.status === 401 || res.status === 403) throw tokenRefused(`HTTP ${res.status}`);
  if (!res.ok) throw httpFailure(res.status, text, res.headers.get('retry-after'));
  let parsed: { response?: T; error?: { code?: number; message?: string } | number | string };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // a proxy's page instead of Poster's answer: Poster is not there right now
    throw new PosError(`Poster answered something other than JSON: ${text.slice(0, 120)}`);
  }
  if (parsed.error !== undefined && parsed.error !== 0) throw posterFailure(parsed.error);
  return parsed.response as T;
}
