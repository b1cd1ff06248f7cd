import type { SendFailure } from '../outbox';

/**
 * Why a call to a POS failed: `permanent` when trying again cannot help (the POS refused what we
 * sent), else tried again after the POS's wait (429 Retry-After) or the outbox's backoff.
 */
export class PosError extends Error implements SendFailure {
  constructor(
    message: string,
    readonly permanent = false,
    readonly retryAfterSeconds: number | null = null,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** A POS's answer that is not a success, as a PosError: 408, 429 and 5xx are worth another try. */
export function httpFailure(status: number, text: string, retryAfter: string | null): PosError {
  const transient = status === 408 || status === 429 || status >= 500;
  const wait = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
  return new PosError(`${status}: ${text.slice(0, 300)}`, !transient, wait, status);
}

/** A POS call that took too long or found nobody: tried again later. */
export const networkFailure = (error: unknown) =>
  new PosError(
    (error as Error).name === 'TimeoutError'
      ? 'the POS did not answer in time'
      : String((error as Error).message),
  );

/** Why a send failed, as a PosError: a PosError as it is, anything else tried again later. */
export const posFailure = (error: unknown) =>
  error instanceof PosError ? error : new PosError(String((error as Error).message));
