import type { components } from './schema';

export type ApiErrorBody = components['schemas']['Error'];
export type Lang = 'uz' | 'ru' | 'en';

/** Thrown by the calls that throw to the caller (settings and policy, spec section 7/8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** The text to show: the localized description in the UI language when present (spec section 5), else the message. */
export function errorText(error: ApiErrorBody, lang: Lang): string {
  const key = lang === 'en' ? 'eng' : lang;
  const localized = error.description?.[key];
  return localized && localized.trim() !== '' ? localized : error.message;
}

/** Turns an openapi-fetch result into its data, or throws an ApiError. */
export function orThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || result.data === undefined) {
    const body = isApiErrorBody(result.error)
      ? result.error
      : { code: 'UNKNOWN', message: result.response.statusText || 'Internal Server Error' };
    throw new ApiError(result.response.status, body);
  }
  return result.data;
}

/** The error body of whatever a call threw: the server's answer, else "no connection". */
export function errorBodyOf(error: unknown): ApiErrorBody {
  const body = (error as { body?: unknown } | null)?.body ?? error;
  return isApiErrorBody(body) ? body : { code: 'NETWORK_ERROR', message: 'No connection to the server' };
}
