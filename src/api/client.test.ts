import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError, errorText, orThrow } from './errors';
import type { components } from './schema';

type Handler = (request: Request) => Response | Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(handler: Handler, token: string | null = 'tok-1', timeoutMs?: number) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    seen.push(request.clone());
    return handler(request);
  });
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://api.test/api',
    fetch: fetch as unknown as typeof globalThis.fetch,
    getMerchantId: () => 7,
    session: { getToken: () => token, onUnauthorized },
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  });
  return { client, fetch, seen, onUnauthorized };
}

describe('api client middleware', () => {
  it('sends X-Merchant-Id on every call', async () => {
    const { client, seen } = setup(() => json([]));
    await client.GET('/users/v1/branches');
    await client.GET('/users/v1/users/me');
    expect(seen.map((r) => r.headers.get('X-Merchant-Id'))).toEqual(['7', '7']);
  });

  it('adds the bearer token only where the contract declares bearer security', async () => {
    const { client, seen } = setup(() => json({}));
    await client.GET('/users/v1/branches');
    await client.GET('/users/v1/users/me');
    await client.POST('/orders/v1/orders/{id}/cancel', { params: { path: { id: 3 } } });
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
    expect(seen[1]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(seen[2]?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends no Authorization when there is no token', async () => {
    const { client, seen } = setup(() => json({}), null);
    await client.GET('/users/v1/users/me');
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
  });

  it('retries a safe method once on a retryable status', async () => {
    let calls = 0;
    const { client, fetch } = setup(() =>
      ++calls === 1 ? json({ code: 'X', message: 'busy' }, 503) : json([]),
    );
    const result = await client.GET('/users/v1/branches');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.data).toEqual([]);
  });

  it('retries a safe method at most once', async () => {
    const { client, fetch } = setup(() => json({ code: 'X', message: 'down' }, 502));
    const result = await client.GET('/users/v1/branches');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.error).toEqual({ code: 'X', message: 'down' });
  });

  it.each([400, 404, 422])('does not retry a %i', async (status) => {
    const { client, fetch } = setup(() => json({ code: 'X', message: 'no' }, status));
    await client.GET('/users/v1/branches');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never retries a data-changing call without an Idempotency-Key', async () => {
    const { client, fetch } = setup(() => json({ code: 'X', message: 'busy' }, 503));
    const result = await client.POST('/users/v1/auth/otp', { body: { phone: '998901234567' } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.response.status).toBe(503);
  });

  it('retries order creation once when it carries an Idempotency-Key, with the same body and key', async () => {
    let calls = 0;
    const { client, fetch, seen } = setup(() =>
      ++calls === 1 ? json({ code: 'X', message: 'busy' }, 503) : json({ id: 1 }),
    );
    const body: components['schemas']['OrderRequest'] = {
      serviceType: 'PICK_UP',
      paymentType: 'CASH',
      cartItems: [{ productId: 1, count: 1 }],
      totalPrice: 10,
      branch: 1,
    };
    await client.POST('/orders/v1/orders', { body, params: { header: { 'Idempotency-Key': 'key-12345' } } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(seen.map((r) => r.headers.get('Idempotency-Key'))).toEqual(['key-12345', 'key-12345']);
    expect(await seen[1]?.json()).toEqual(body);
  });

  it('turns a timeout into an error value', async () => {
    const { client } = setup(
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
      'tok',
      20,
    );
    const result = await client.POST('/users/v1/auth/otp', { body: { phone: '998901234567' } });
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ code: 'TIMEOUT' });
  });

  it('turns a network failure into an error value instead of throwing', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await client.POST('/users/v1/auth/otp', { body: { phone: '998901234567' } });
    expect(result.error).toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('hands a 401 on an authenticated call to the session port', async () => {
    const { client, onUnauthorized } = setup(() => json({ code: 'UNAUTHORIZED', message: 'no' }, 401));
    const result = await client.GET('/users/v1/users/me');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(result.error).toEqual({ code: 'UNAUTHORIZED', message: 'no' });
  });

  it('retries once with the renewed token when the session re-authenticates (Telegram)', async () => {
    const { client, seen, onUnauthorized } = setup((request) =>
      request.headers.get('Authorization') === 'Bearer tok-2'
        ? json({ id: 1, name: 'Malika' })
        : json({ code: 'UNAUTHORIZED', message: 'no' }, 401),
    );
    onUnauthorized.mockResolvedValue('tok-2');
    const result = await client.PUT('/users/v1/users/{id}', {
      params: { path: { id: 1 } },
      body: { name: 'Malika' } as never,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(result.data).toEqual({ id: 1, name: 'Malika' });
    expect(seen.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(await seen[1]?.text()).toBe(JSON.stringify({ name: 'Malika' }));
  });

  it('answers the 401 when re-authentication is refused, without a second call', async () => {
    const { client, fetch, onUnauthorized } = setup(() => json({ code: 'UNAUTHORIZED', message: 'no' }, 401));
    onUnauthorized.mockResolvedValue(null);
    const result = await client.GET('/users/v1/users/me');
    expect(result.error).toEqual({ code: 'UNAUTHORIZED', message: 'no' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not report a 401 of an anonymous call as a lost session', async () => {
    const { client, onUnauthorized } = setup(() => json({ code: 'BAD_INIT_DATA', message: 'no' }, 401));
    await client.POST('/webbot/v1/users/token', { body: { initData: 'x' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('orThrow returns data or throws an ApiError with the body (settings and policy calls)', async () => {
    const ok = setup(() => json({ merchantId: 1 }));
    expect(orThrow(await ok.client.GET('/support/v1/merchant/settings/web'))).toEqual({ merchantId: 1 });
    const bad = setup(() => json({ code: 'NOT_FOUND', message: 'Not found' }, 404));
    const result = await bad.client.GET('/support/v1/merchant/settings/web');
    expect(() => orThrow(result)).toThrow(ApiError);
    expect(() => orThrow(result)).toThrow('Not found');
  });

  it('errorText prefers the localized description, else the message', () => {
    const description = { uz: 'Kod xato', ru: 'Неверный код', eng: '' };
    expect(errorText({ code: 'C', message: 'Wrong', description }, 'ru')).toBe('Неверный код');
    expect(errorText({ code: 'C', message: 'Wrong', description }, 'uz')).toBe('Kod xato');
    expect(errorText({ code: 'C', message: 'Wrong', description }, 'en')).toBe('Wrong');
    expect(errorText({ code: 'C', message: 'Wrong' }, 'ru')).toBe('Wrong');
  });
});
