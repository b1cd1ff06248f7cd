import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import type { components } from '../../api/schema';

export type Product = components['schemas']['Product'];
export type CartItem = components['schemas']['CartItem'];
export type PhoneDraft = components['schemas']['PhoneOrderDraft'];
export type OrderQuote = components['schemas']['OrderQuote'];
export type PhoneCustomer = components['schemas']['PhoneCustomer'];
export type OrderAddress = components['schemas']['OrderAddress'];

/** The live menu as the web storefront sells it (the desk prices phone orders as the web). */
export const deskMenuQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['ops-menu', merchantId],
    queryFn: async ({ signal }) =>
      orThrow(await api.GET('/products/v1/overalls', { params: { query: { type: 'WEB' } }, signal })),
    staleTime: 60_000,
  });

/** What is stopped now, at a branch or everywhere. */
export const stopsQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['ops', merchantId, 'stop-list'],
    queryFn: async ({ signal }) => orThrow(await api.GET('/ops/v1/stop-list', { signal })),
  });

/** The caller by their phone: who, their addresses, their last orders. */
export const callerQuery = (api: ApiClient, merchantId: number, phone: string) =>
  queryOptions({
    queryKey: ['ops', merchantId, 'caller', phone],
    queryFn: async ({ signal }) =>
      orThrow(await api.GET('/ops/v1/phone/customer', { params: { query: { phone } }, signal })),
    enabled: /^998\d{9}$/.test(phone),
  });

export const paymentMethodsQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['ops-payment-methods', merchantId],
    queryFn: async ({ signal }) => orThrow(await api.GET('/payments/v1/payment-methods', { signal })),
    staleTime: 300_000,
  });

/** The zone a point is in: its branch and delivery price (an error when no zone takes it). */
export const tariffQuery = (
  api: ApiClient,
  merchantId: number,
  point: { latitude: number; longitude: number } | null,
) =>
  queryOptions({
    queryKey: ['ops', merchantId, 'tariff', point?.latitude, point?.longitude],
    queryFn: async () =>
      orThrow(
        await api.POST('/deliveries/v1/delivery/tariff/client/calculate', {
          body: { latitude: point?.latitude ?? 0, longitude: point?.longitude ?? 0 },
        }),
      ),
    enabled: point !== null,
    retry: false,
  });

/** Products offered at a branch now: active, sold there, not stopped there or everywhere. */
export function offeredAt(
  products: Product[],
  stops: { productId: number | null; modificationId: number | null; branchId: number | null }[],
  branchId: number | null,
) {
  const here = stops.filter((s) => s.branchId === null || s.branchId === branchId);
  const stoppedProducts = new Set(here.map((s) => s.productId).filter((id): id is number => id !== null));
  const stoppedMods = new Set(here.map((s) => s.modificationId).filter((id): id is number => id !== null));
  return {
    products: products.filter(
      (p) =>
        p.active !== false &&
        !stoppedProducts.has(p.id) &&
        (branchId === null || !p.productBranch || p.productBranch.includes(branchId)),
    ),
    modificationStopped: (id: number) => stoppedMods.has(id),
  };
}
