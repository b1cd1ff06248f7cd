import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import { openOrderStream } from '../../api/order-stream';
import type { components } from '../../api/schema';
import type { TrackedState, TrackingEvent } from './tracking.machine';

type Order = components['schemas']['Order'];

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
              onEvent: (e) =>
                sendBack({
                  type: 'EVENT',
                  state: {
                    status: e.status,
                    courierStatus: e.courierStatus ?? null,
                    isPaid: e.isPaid,
                    courierId: e.courierId ?? null,
                  },
                }),
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
      return {
        status: fresh.status,
        courierStatus: fresh.courierStatus ?? null,
        isPaid: fresh.isPaid,
        courierId: fresh.courierId ?? null,
      };
    }),
  };
}
