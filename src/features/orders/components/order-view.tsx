import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { components } from '../../../api/schema';
import { localized } from '../../../domain/localized';
import { isCancellable, isReviewable, type OrderStatus } from '../../../domain/order-status';
import { useStorefront } from '../../../engine/storefront-context';
import { formatDateTime, formatSum } from '../../../i18n/format';
import { unwrap } from '../../../api/query-client';
import { orderQuery } from '../orders.queries';
import { trackingMachine, type TrackedState } from '../tracking.machine';

type Order = components['schemas']['Order'];
type OrderEvent = components['schemas']['OrderEvent'];

/** Runs the tracking machine for a loaded order, writing each change into the query cache. */
function LiveTracker({ order, userId }: { order: Order; userId: number }) {
  const { api, merchant } = useStorefront();
  const queryClient = useQueryClient();
  const key = orderQuery(api, userId, order.id).queryKey;
  const actor = useActorRef(
    trackingMachine.provide({
      actors: {
        stream: fromCallback(({ sendBack }) => {
          // EventSource cannot send the token: a single-use ticket opens the stream instead
          let source: EventSource | null = null;
          let stopped = false;
          const failed = () => {
            source?.close();
            sendBack({ type: 'STREAM_FAILED' });
          };
          const listen = (source: EventSource) => {
            source.onmessage = (m) => {
              const e = JSON.parse(m.data) as OrderEvent;
              sendBack({
                type: 'EVENT',
                state: {
                  status: e.status,
                  courierStatus: e.courierStatus ?? null,
                  isPaid: e.isPaid,
                  courierId: e.courierId ?? null,
                },
              });
            };
            source.onerror = failed;
          };
          void api
            .POST('/orders/v1/orders/{id}/events/ticket', { params: { path: { id: order.id } } })
            .then(({ data }) => {
              if (stopped) return;
              if (!data) return failed();
              source = new EventSource(
                `/api/orders/v1/orders/${order.id}/events?merchantId=${merchant.id}&ticket=${encodeURIComponent(data.ticket)}`,
              );
              listen(source);
            }, failed);
          return () => {
            stopped = true;
            source?.close();
          };
        }),
        fetchOrder: fromPromise<TrackedState>(async () => {
          const fresh = unwrap(
            await api.GET('/orders/v1/orders/{id}', { params: { path: { id: order.id } } }),
          );
          queryClient.setQueryData(key, fresh);
          return {
            status: fresh.status,
            courierStatus: fresh.courierStatus ?? null,
            isPaid: fresh.isPaid,
            courierId: fresh.courierId ?? null,
          };
        }),
      },
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
                }
              : old,
          ),
      },
    }),
    { input: { status: order.status, courierStatus: order.courierStatus ?? null, isPaid: order.isPaid } },
  );
  useEffect(() => {
    const onVisibility = () =>
      actor.send({ type: document.visibilityState === 'hidden' ? 'HIDDEN' : 'VISIBLE' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [actor]);
  return null;
}

const STEPS: OrderStatus[] = ['OPEN', 'ACCEPTED', 'COOKING', 'ON_WAY', 'DELIVERED'];
const PICKUP_STEPS: OrderStatus[] = ['OPEN', 'ACCEPTED', 'COOKING', 'DONE', 'CLOSED'];

export function OrderView({
  orderId,
  userId,
  token,
  extra,
}: {
  orderId: number;
  userId: number;
  token: string | null;
  /** actions the page adds (repeat the order) */
  extra?: (order: Order) => React.ReactNode;
}) {
  const { t } = useTranslation('orders');
  const { api, merchant, lang, settings } = useStorefront();
  const queryClient = useQueryClient();
  const { data: order } = useQuery(orderQuery(api, userId, orderId));
  const [grade, setGrade] = useState(5);
  const courierId = order?.courierId ?? null;
  const { data: courier } = useQuery({
    queryKey: ['courier', merchant.id, courierId],
    queryFn: async () =>
      unwrap(
        await api.GET('/deliveries/v1/delivery/courier/{id}', {
          params: { path: { id: courierId as number } },
        }),
      ),
    enabled: courierId !== null,
  });
  if (!order) return <div className="skeleton" style={{ height: 240 }} aria-hidden="true" />;
  const status = order.status as OrderStatus;
  const steps = order.serviceType === 'DELIVERY' ? STEPS : PICKUP_STEPS;
  const reached = steps.indexOf(status === 'DONE' && order.serviceType === 'DELIVERY' ? 'COOKING' : status);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['me', userId] });
  return (
    <div className="stack">
      {token && typeof EventSource !== 'undefined' && <LiveTracker order={order} userId={userId} />}
      <section className="card stack" aria-labelledby="order-title">
        <h2 id="order-title">{t('number', { number: order.number })}</h2>
        <p role="status" aria-live="polite" data-testid="order-status" className="order-status">
          {t(`status.${order.status}`)}
        </p>
        {order.courierStatus && <p data-testid="courier-status">{t(`courier.${order.courierStatus}`)}</p>}
        {courier && (
          <p>
            {t('courierName', {
              name: [courier.user.firstName, courier.user.lastName].filter(Boolean).join(' '),
            })}{' '}
            · <a href={`tel:+${courier.user.phone}`}>+{courier.user.phone}</a>
          </p>
        )}
        {status !== 'CANCELED' && (
          <ol className="timeline">
            {steps.map((step, i) => (
              <li key={step} className={i <= reached ? 'done' : undefined}>
                {t(`status.${step}`)}
              </li>
            ))}
          </ol>
        )}
        {order.serviceType === 'DELIVERY' && (
          <Link href={`/profile/orders/${order.id}/map`}>{t('onMap')}</Link>
        )}
        <small className="muted">
          {formatDateTime(order.createdDate, lang)} · {order.isPaid ? t('paid') : t('unpaid')} ·{' '}
          {t(`payment.${order.paymentType}`)}
        </small>
      </section>
      <ul className="plain-list card">
        {order.cartItems.map((line, i) => (
          <li key={i} className="row-between">
            <span>
              {localized(line.name, lang)} ×{line.count}
              {line.modifications.length > 0 && (
                <small className="muted">
                  {' '}
                  ({line.modifications.map((m) => localized(m.name, lang)).join(', ')})
                </small>
              )}
            </span>
            <span>{formatSum(line.total, lang)}</span>
          </li>
        ))}
      </ul>
      <dl className="totals card">
        <div>
          <dt>{t('products')}</dt>
          <dd>{formatSum(order.productPrice ?? 0, lang)}</dd>
        </div>
        {(order.deliveryPrice ?? 0) > 0 && (
          <div>
            <dt>{t('delivery')}</dt>
            <dd>{formatSum(order.deliveryPrice ?? 0, lang)}</dd>
          </div>
        )}
        {(order.totalDiscount ?? 0) > 0 && (
          <div>
            <dt>{t('discount')}</dt>
            <dd>−{formatSum(order.totalDiscount ?? 0, lang)}</dd>
          </div>
        )}
        <div className="totals__total">
          <dt>{t('total')}</dt>
          <dd data-testid="order-total">{formatSum(order.totalPrice, lang)}</dd>
        </div>
      </dl>
      {extra?.(order)}
      {settings.cancelOrderActive && isCancellable(status) && (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={async () => {
            await api.POST('/orders/v1/orders/{id}/cancel', { params: { path: { id: order.id } }, body: {} });
            await refresh();
          }}
        >
          {t('cancel')}
        </button>
      )}
      {isReviewable(status) && order.grade === null && (
        <form
          className="card stack"
          onSubmit={async (e) => {
            e.preventDefault();
            await api.POST('/orders/v1/orders/{id}/review', {
              params: { path: { id: order.id } },
              body: { grade },
            });
            await refresh();
          }}
        >
          <label className="field">
            <span>{t('rate')}</span>
            <select value={grade} onChange={(e) => setGrade(Number(e.target.value))}>
              {[5, 4, 3, 2, 1].map((g) => (
                <option key={g} value={g}>
                  {'★'.repeat(g)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn--secondary">
            {t('send')}
          </button>
        </form>
      )}
    </div>
  );
}
