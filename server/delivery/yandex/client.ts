/**
 * Yandex Delivery's Express API ("claims"), as its public documentation describes it
 * (yandex.com/support/delivery-profile/…/api/express): every call to `{base}/b2b/cargo/integration/v2/…`
 * with `Authorization: Bearer <OAuth token>` (the merchant's `yandexDeliveryKey`) and `Accept-Language`.
 *
 * - `POST claims/create?request_id=…` body `{items[], route_points[], client_requirements, emergency_contact}`
 *   → `{id, status, version}`; the same `request_id` again returns the claim it made (idempotency token:
 *   "use the same value to retry" after a 5xx or a timeout).
 * - `POST claims/info?claim_id=…` → `{id, status, version, performer_info: {courier_name, car_model, car_number}}`.
 * - `POST claims/accept?claim_id=…` body `{version}` (once the claim is `ready_for_approval`).
 * - `POST claims/cancel-info?claim_id=…` → `{cancel_state: free | paid | unavailable}`;
 *   `POST claims/cancel?claim_id=…` body `{version, cancel_state}`.
 * - `GET claims/performer-position?claim_id=…` → `{position: {lat, lon, timestamp}}`.
 * - `POST driver-voiceforwarding` body `{claim_id}` → `{phone, ext}` (the performer's number to call).
 * Errors: `{code, message}` with 4xx (400 bad request, 404 claim not found, 409 conflict) or 5xx.
 */
export interface YandexClaimInfo {
  id: string;
  status: string;
  version: number;
  performer_info?: { courier_name?: string; car_model?: string; car_number?: string } | null;
}

export class YandexError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
  /** a 4xx the same request will get again (not 429) */
  get permanent() {
    return this.status >= 400 && this.status < 500 && this.status !== 429;
  }
}

export interface YandexClient {
  create(requestId: string, body: object): Promise<YandexClaimInfo>;
  info(claimId: string): Promise<YandexClaimInfo>;
  accept(claimId: string, version: number): Promise<YandexClaimInfo>;
  cancelInfo(claimId: string): Promise<{ cancel_state: 'free' | 'paid' | 'unavailable' }>;
  cancel(claimId: string, version: number, cancelState: 'free' | 'paid'): Promise<YandexClaimInfo>;
  performerPosition(claimId: string): Promise<{ position: { lat: number; lon: number; timestamp: number } }>;
  voiceForwarding(claimId: string): Promise<{ phone: string; ext?: string }>;
}

const PREFIX = '/b2b/cargo/integration/v2';

export function yandexClient(baseUrl: string, token: string, timeoutMs = 10_000): YandexClient {
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    body?: object,
  ) => {
    const url = `${baseUrl.replace(/\/$/, '')}${PREFIX}/${path}?${new URLSearchParams(query)}`;
    const answer = await fetch(url, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        'Accept-Language': 'ru',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await answer.text();
    if (!answer.ok) {
      let message = text.slice(0, 200);
      try {
        message = (JSON.parse(text) as { code?: string; message?: string }).message ?? message;
      } catch {
        // not JSON: the text as it came
      }
      throw new YandexError(answer.status, `${path}: ${answer.status} ${message}`);
    }
    return JSON.parse(text) as T;
  };
  return {
    create: (requestId, body) => call('POST', 'claims/create', { request_id: requestId }, body),
    info: (claimId) => call('POST', 'claims/info', { claim_id: claimId }),
    accept: (claimId, version) => call('POST', 'claims/accept', { claim_id: claimId }, { version }),
    cancelInfo: (claimId) => call('POST', 'claims/cancel-info', { claim_id: claimId }),
    cancel: (claimId, version, cancelState) =>
      call('POST', 'claims/cancel', { claim_id: claimId }, { version, cancel_state: cancelState }),
    performerPosition: (claimId) => call('GET', 'claims/performer-position', { claim_id: claimId }),
    voiceForwarding: (claimId) => call('POST', 'driver-voiceforwarding', {}, { claim_id: claimId }),
  };
}
