import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { usePricedDraft } from './priced-draft';

/** A price the test answers when it likes: each call waits for `answer()`. */
function slowPrices() {
  const waiting: Array<() => void> = [];
  let calls = 0;
  return {
    price: (draft: { dishes: number }) =>
      new Promise<{ totalPrice: number }>((resolve) => {
        calls += 1;
        waiting.push(() => resolve({ totalPrice: draft.dishes * 1000 }));
      }),
    answer: () => waiting.splice(0).forEach((resolve) => resolve()),
    calls: () => calls,
  };
}

function setUp() {
  const client = new QueryClient();
  const prices = slowPrices();
  const sent: number[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    ({ draft }: { draft: { dishes: number } }) =>
      usePricedDraft(['ops', 1, 'quote'], draft, {
        price: prices.price,
        send: async (_draft, total) => total,
        onSent: (total) => sent.push(total),
      }),
    { wrapper, initialProps: { draft: { dishes: 2 } } },
  );
  return { client, prices, sent, hook };
}

describe('a draft priced by the server', () => {
  it('is ready once its own price is in, and not while a changed draft waits for its price', async () => {
    const { prices, hook } = setUp();
    expect(hook.result.current.ready).toBe(false);
    act(() => prices.answer());
    await waitFor(() => expect(hook.result.current.ready).toBe(true));

    hook.rerender({ draft: { dishes: 3 } });
    await waitFor(() => expect(prices.calls()).toBe(2));
    // the last price still shows, but it is not this draft's
    expect(hook.result.current.quote.data?.totalPrice).toBe(2000);
    expect(hook.result.current.ready).toBe(false);
    act(() => prices.answer());
    await waitFor(() => expect(hook.result.current.ready).toBe(true));
    expect(hook.result.current.quote.data?.totalPrice).toBe(3000);
  });

  it('stays ready while the same draft is priced again (a new order on the desk refreshes it) and sends', async () => {
    const { client, prices, sent, hook } = setUp();
    act(() => prices.answer());
    await waitFor(() => expect(hook.result.current.ready).toBe(true));

    void client.invalidateQueries({ queryKey: ['ops', 1] });
    // asked again, and not answered yet
    await waitFor(() => expect(prices.calls()).toBe(2));
    expect(client.isFetching({ queryKey: ['ops', 1] })).toBe(1);
    expect(hook.result.current.ready).toBe(true);
    act(() => hook.result.current.submit.mutate());
    await waitFor(() => expect(sent).toEqual([2000]));
  });
});
