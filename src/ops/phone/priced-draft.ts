import { keepPreviousData, useMutation, useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * A draft on the desk's form (a phone order, an order's edit) priced by the server as it changes,
 * the last price shown meanwhile, and sent with that price (the server refuses a total not its
 * own). `ready`: the price of this very draft is in. A price asked again for the same draft (every
 * order on the desk's live stream refreshes the desk's queries) keeps it ready: at a rush the
 * button would otherwise turn off at each new order and drop the operator's click.
 */
export function usePricedDraft<Draft, Quote extends { totalPrice: number }, Sent>(
  key: QueryKey,
  draft: Draft | null,
  steps: {
    price: (draft: Draft) => Promise<Quote>;
    send: (draft: Draft, totalPrice: number) => Promise<Sent>;
    onSent: (sent: Sent) => void;
  },
) {
  const quote = useQuery({
    queryKey: [...key, draft],
    queryFn: () => steps.price(draft as Draft),
    enabled: draft !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const submit = useMutation({
    mutationFn: () => steps.send(draft as Draft, quote.data?.totalPrice ?? 0),
    onSuccess: steps.onSent,
  });
  return { quote, submit, ready: draft !== null && quote.data !== undefined && !quote.isPlaceholderData };
}
