import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { components } from '../../../api/schema';
import { useStorefront } from '../../../tenant/storefront-context';
import { orderQuery } from '../orders.queries';
import { trackedState, trackingActors } from '../tracking.actors';
import { trackingMachine } from '../tracking.machine';

type Order = components['schemas']['Order'];

/** Runs the tracking machine for a loaded order, writing each change into the query cache. */
export function LiveTracker({ order, userId }: { order: Order; userId: number }) {
  const { api, merchant } = useStorefront();
  const queryClient = useQueryClient();
  const key = orderQuery(api, userId, order.id).queryKey;
  const actor = useActorRef(
    trackingMachine.provide({
      actors: trackingActors(api, merchant.id, order.id, (fresh) => queryClient.setQueryData(key, fresh)),
      actions: {
        onChange: ({ context }) =>
          queryClient.setQueryData<Order>(key, (old) =>
            old
              ? {
                  ...old,
                  status: context.status as Order['status'],
                  courierStatus: context.courierStatus as Order['courierStatus'],
                  isPaid: context.isPaid,
                  courierId: context.courierId ?? old.courierId ?? null,
                  // why it was cancelled, the money owed back or returned, the courier to call
                  refundDue: context.refundDue ?? old.refundDue,
                  refundedAt: context.refundedAt ?? old.refundedAt ?? null,
                  refundMethod: (context.refundMethod as Order['refundMethod']) ?? old.refundMethod ?? null,
                  reasonCode: (context.reasonCode as Order['reasonCode']) ?? old.reasonCode ?? null,
                  reason: context.reason ?? old.reason ?? null,
                  courier: context.courier ?? old.courier ?? null,
                  // the courier's last place, kept while on the way (a step's event carries none)
                  courierPosition:
                    context.status === 'ON_WAY'
                      ? (context.courierPosition ?? old.courierPosition ?? null)
                      : null,
                  // a step reached live shows its time at once, as it would after a reload
                  log:
                    context.status !== old.status
                      ? [
                          ...(old.log ?? []),
                          {
                            kind: 'CHANGE_STATUS',
                            status: context.status as Order['status'],
                            createdDate: new Date().toISOString(),
                          },
                        ]
                      : old.log,
                }
              : old,
          ),
      },
    }),
    { input: trackedState(order) },
  );
  useEffect(() => {
    const onVisibility = () =>
      actor.send({ type: document.visibilityState === 'hidden' ? 'HIDDEN' : 'VISIBLE' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [actor]);
  return null;
}
