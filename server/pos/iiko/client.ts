import { httpFailure, networkFailure, PosError } from '../pos-error';

/**
 * iikoCloud's Transport API (https://api-ru.iiko.services, its OpenAPI contract as published in the
 * generated `IikoTransportPublicApiContracts` SDKs). Every method is a POST under /api/1/ with a JSON
 * body and `Authorization: Bearer <token>`; the token comes from `POST /api/1/access_token`
 * `{ apiLogin }` → `{ correlationId, token }` and lives an hour ("The standard token lifetime is
 * 1 hour"). We keep it, take a new one 45 minutes after the last, and fetch one again on a 401.
 */
export const IIKO_API_URL = 'https://api-ru.iiko.services';
const TOKEN_LIFETIME_MS = 60 * 60_000;
/** renewed this long before its hour is up */
const RENEW_BEFORE_MS = 15 * 60_000;
const TIMEOUT_MS = 15_000;

interface Kept {
  token: string;
  renewAt: number;
}
/** the tokens of this process, one per API address and login */
const tokens = new Map<string, Kept>();

export interface IikoClientOptions {
  baseUrl: string;
  apiLogin: string;
  /** the time (tests move it) */
  now?: () => number;
  timeoutMs?: number;
}

export class IikoClient {
  private readonly now: () => number;
  private readonly timeoutMs: number;
  constructor(private readonly options: IikoClientOptions) {
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  }

  private get key() {
    return `${this.options.baseUrl}\n${this.options.apiLogin}`;
  }

  /** Forgets this login's token (the next call asks for a new one). */
  forgetToken() {
    tokens.delete(this.key);
  }

  private async token(): Promise<string> {
    const kept = tokens.get(this.key);
    if (kept && this.now() < kept.renewAt) return kept.token;
    const body = await this.post('/api/1/access_token', { apiLogin: this.options.apiLogin }, null);
    const token = (body as { token?: unknown }).token;
    if (typeof token !== 'string' || !token) throw new PosError('iiko gave no token', false);
    tokens.set(this.key, { token, renewAt: this.now() + TOKEN_LIFETIME_MS - RENEW_BEFORE_MS });
    return token;
  }

  /** A Transport API method: the token kept (or a new one), and one new token on a 401. */
  async call<T>(path: string, body: unknown): Promise<T> {
    try {
      return (await this.post(path, body, await this.token())) as T;
    } catch (error) {
      if (!(error instanceof PosError) || error.status !== 401) throw error;
      this.forgetToken();
      return (await this.post(path, body, await this.token())) as T;
    }
  }

  private async post(path: string, body: unknown, token: string | null): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw networkFailure(error);
    }
    const text = await res.text().catch(() => '');
    // iiko's error body: { errorDescription, error, correlationId }
    if (!res.ok) {
      let words = text;
      try {
        const parsed = JSON.parse(text) as { errorDescription?: string; error?: string };
        words = parsed.errorDescription || parsed.error || text;
      } catch {
        // not JSON: its text as it came
      }
      throw httpFailure(res.status, words, res.headers.get('retry-after'));
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new PosError(`iiko answered ${res.status} without JSON`);
    }
  }
}
