import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../api/client';
import { orThrow } from '../api/errors';
import { openOrderStream } from '../api/order-stream';
import type { components } from '../api/schema';

export type StaffOrder = components['schemas']['StaffOrder'];
export type OrderStatus = components['schemas']['OrderStatus'];
export type CancelReason = components['schemas']['CancelReason'];

export const opsKeys = {
  all: (merchantId: number) => ['ops', merchantId] as const,
  board: (merchantId: number, branchId: number | null) =>
    [...opsKeys.all(merchantId), 'board', branchId] as const,
  // outside `all`: an order event refreshes the board, not the branches
  branches: (merchantId: number) => ['ops-branches', merchantId] as const,
  settings: (merchantId: number) => ['ops-settings', merchantId] as const,
};

/** Finished orders (closed, cancelled), newest first: found by number, phone or name, on a day. */
export const historyQuery = (
  api: ApiClient,
  merchantId: number,
  branchId: number | null,
  q: string,
  day: string | null,
) =>
  queryOptions({
    queryKey: [...opsKeys.all(merchantId), 'history', branchId, q, day] as const,
    queryFn: async ({ signal }) =>
      orThrow(
        await api.GET('/ops/v1/orders', {
          params: {
            query: {
              view: 'history',
              size: 50,
              ...(branchId ? { branchId } : {}),
              ...(q ? { q } : {}),
              ...(day ? { from: day, to: day } : {}),
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export function useMoveOrder(api: ApiClient, merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      status,
      reasonCode,
      reason,
    }: {
      id: number;
      status: OrderStatus;
      /** a cancel's reason, read by the customer in their language */
      reasonCode?: CancelReason;
      /** the desk's own words for the customer */
      reason?: string;
    }) =>
      orThrow(
        await api.POST('/ops/v1/orders/{id}/status', {
          params: { path: { id } },
          body: { status, ...(reasonCode ? { reasonCode } : {}), ...(reason?.trim() ? { reason } : {}) },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsKeys.all(merchantId) }),
  });
}

export function useAssignCourier(api: ApiClient, merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name, phone }: { id: number; name: string; phone: string }) =>
      orThrow(
        await api.POST('/ops/v1/orders/{id}/courier', { params: { path: { id } }, body: { name, phone } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsKeys.all(merchantId) }),
  });
}

export type RefundMethod = 'CASH' | 'CARD' | 'PROVIDER';

export function useMarkRefunded(api: ApiClient, merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, method }: { id: number; method: RefundMethod }) =>
      orThrow(await api.POST('/ops/v1/orders/{id}/refund', { params: { path: { id } }, body: { method } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsKeys.all(merchantId) }),
  });
}

/**
 * The merchant's live order stream: each event refreshes the board and is handed to `onEvent`
 * (a new order rings). EventSource cannot send the token, so a single-use ticket opens it; a
 * dropped stream is opened again with a new ticket.
 */
export function useOrderStream(
  api: ApiClient,
  merchantId: number,
  onEvent: (event: components['schemas']['OrderEvent']) => void,
): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);
  useEffect(() => {
    let source: EventSource | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = async () => {
      const { data } = await api.POST('/ops/v1/orders/events/ticket');
      if (stopped) return;
      if (!data) {
        retry = setTimeout(() => void open(), 3000);
        return;
      }
      source = openOrderStream(
        'desk',
        { merchantId, ticket: data.ticket },
        {
          onOpen: () => setLive(true),
          onEvent: (event) => {
            handler.current(event);
            void queryClient.invalidateQueries({ queryKey: opsKeys.all(merchantId) });
          },
          onError: () => {
            setLive(false);
            source?.close();
            if (!stopped) retry = setTimeout(() => void open(), 3000);
          },
        },
      );
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [api, merchantId, queryClient]);
  return live;
}

/** What the order's customer was told (one order's detail), asked when the operator opens the list. */
export const orderNoticesQuery = (api: ApiClient, merchantId: number, orderId: number) =>
  queryOptions({
    queryKey: [...opsKeys.all(merchantId), 'notices', orderId] as const,
    queryFn: async ({ signal }) =>
      orThrow(await api.GET('/ops/v1/orders/{id}', { params: { path: { id: orderId } }, signal }))
        .notifications ?? [],
  });
