import type { components } from './schema';

/** Where the storefront's API lives (the same origin's /api). */
export const API_BASE = '/api';

export type OrderEvent = components['schemas']['OrderEvent'];

/**
 * A live order stream: one order's (its customer) or the merchant's (the desk). EventSource cannot
 * send the token, so the single-use ticket the API gave opens it; each `data:` line is an order's
 * live state.
 */
export function openOrderStream(
  stream: { orderId: number } | 'desk',
  input: { merchantId: number; ticket: string },
  handlers: { onEvent(event: OrderEvent): void; onOpen?(): void; onError(): void },
): EventSource {
  const path = stream === 'desk' ? '/ops/v1/orders/events' : `/orders/v1/orders/${stream.orderId}/events`;
  const source = new EventSource(
    `${API_BASE}${path}?merchantId=${input.merchantId}&ticket=${encodeURIComponent(input.ticket)}`,
  );
  source.onopen = () => handlers.onOpen?.();
  source.onmessage = (m) => handlers.onEvent(JSON.parse(m.data) as OrderEvent);
  source.onerror = () => handlers.onError();
  return source;
}
