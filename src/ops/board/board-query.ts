import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import { mergeBoard, type BoardSnapshot } from '../../domain/board-merge';
import { opsKeys, type StaffOrder } from '../ops-api';

export type Board = BoardSnapshot<StaffOrder>;

/**
 * Every order on the desk (never capped: the oldest are the ones that must not vanish). The first
 * look asks for the whole board; each later one (an order event, a move) asks only for what
 * changed since the last look's cursor and merges it in.
 */
export const boardQuery = (
  api: ApiClient,
  queryClient: QueryClient,
  merchantId: number,
  branchId: number | null,
) =>
  queryOptions({
    queryKey: opsKeys.board(merchantId, branchId),
    queryFn: async ({ signal }): Promise<Board> => {
      const before = queryClient.getQueryData<Board>(opsKeys.board(merchantId, branchId));
      const since = before?.cursor;
      const page = orThrow(
        await api.GET('/ops/v1/orders', {
          params: {
            query: { view: 'board', ...(branchId ? { branchId } : {}), ...(since ? { since } : {}) },
          },
          signal,
        }),
      );
      return before && since
        ? mergeBoard(before, page)
        : { orders: page.content, cursor: page.cursor ?? null };
    },
    placeholderData: keepPreviousData,
  });
