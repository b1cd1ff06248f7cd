import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import { openOrderStream } from '../../api/order-stream';
import type { components } from '../../api/schema';
import type { TrackedState, TrackingEvent } from './tracking.machine';

type Order = components['schemas']['Order'];

/** What the page follows live, from a stream event or the order itself (the same names in both). */
export const trackedState = (
  o: Pick<
    Order,
    | 'status'
    | 'courierStatus'
    | 'isPaid'
    | 'courierId'
    | 'refundDue'
    | 'refundedAt'
    | 'refundMethod'
    | 'reasonCode'
    | 'reason'
    | 'courier'
    | 'courierPosition'
  >,
): TrackedState => ({
  status: o.status,
  courierStatus: o.courierStatus ?? null,
  isPaid: o.isPaid,
  courierId: o.courierId ?? null,
  refundDue: o.refundDue ?? false,
  refundedAt: o.refundedAt ?? null,
  refundMethod: o.refundMethod ?? null,
  reasonCode: o.reasonCode ?? null,
  reason: o.reason ?? null,
  courier: o.courier ?? null,
  courierPosition: o.courierPosition ?? null,
});

/** The tracking machine's inputs: the order's event stream, and the order itself when the stream fails. */
export function trackingActors(
  api: ApiClient,
  merchantId: number,
  orderId: number,
  /** the freshly fetched order, for the cache */
  onFetched: (order: Order) => void,
) {
  return {
    stream: fromCallback<TrackingEvent>(({ sendBack }) => {
      let source: EventSource | null = null;
      let stopped = false;
      const failed = () => {
        source?.close();
        sendBack({ type: 'STREAM_FAILED' });
      };
      void api
        .POST('/orders/v1/orders/{id}/events/ticket', { params: { path: { id: orderId } } })
        .then(({ data }) => {
          if (stopped) return;
          if (!data) return failed();
          source = openOrderStream(
            { orderId },
            { merchantId, ticket: data.ticket },
            {
              onEvent: (e) => {
                sendBack({ type: 'EVENT', state: trackedState(e) });
                // the restaurant changed its lines, address or sums: the page shows the order anew
                if (e.edited)
                  void api
                    .GET('/orders/v1/orders/{id}', { params: { path: { id: orderId } } })
                    .then(({ data }) => data && onFetched(data));
              },
              onError: failed,
            },
          );
        }, failed);
      return () => {
        stopped = true;
        source?.close();
      };
    }),
    fetchOrder: fromPromise<TrackedState>(async () => {
      const fresh = orThrow(await api.GET('/orders/v1/orders/{id}', { params: { path: { id: orderId } } }));
      onFetched(fresh);
      return trackedState(fresh);
    }),
  };
}
