import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../api/schema';
import { localized } from '../../../domain/localized';
import { isCancellable, isFinal, isReviewable, type OrderStatus } from '../../../domain/order-status';
import { useStorefront } from '../../../engine/storefront-context';
import { formatDateTime, formatSum } from '../../../i18n/format';
import { unwrap } from '../../../api/query-client';
import { orderQuery } from '../orders.queries';

type Order = components['schemas']['Order'];
type OrderEvent = components['schemas']['OrderEvent'];

/**
 * Follows an order live through the server-sent events; when the stream fails it polls with
 * backoff, and it stops at a final status. Nothing is fetched while the tab is hidden.
 */
function useLiveOrder(orderId: number, userId: number, token: string | null, merchantId: number) {
  const { api } = useStorefront();
  const queryClient = useQueryClient();
  const key = orderQuery(api, userId, orderId).queryKey;
  const { data } = useQuery(orderQuery(api, userId, orderId));
  const final = data ? isFinal(data.status as OrderStatus) : false;
  useEffect(() => {
    if (final || !token || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let delay = 2000;
    const apply = (event: OrderEvent) =>
      queryClient.setQueryData<Order>(key, (old) =>
        old
          ? {
              ...old,
              status: event.status,
              courierStatus: event.courierStatus,
              isPaid: event.isPaid,
              courierId: event.courierId ?? old.courierId,
            }
          : old,
      );
    const poll = () => {
      timer = setTimeout(async () => {
        if (document.visibilityState === 'visible') await queryClient.invalidateQueries({ queryKey: key });
        delay = Math.min(delay * 2, 30_000);
        poll();
      }, delay);
    };
    const open = () => {
      source = new EventSource(
        `/api/orders/v1/orders/${orderId}/events?merchantId=${merchantId}&token=${encodeURIComponent(token)}`,
      );
      source.onmessage = (m) => apply(JSON.parse(m.data) as OrderEvent);
      source.onerror = () => {
        source?.close();
        poll();
      };
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') source?.close();
      else if (!source || source.readyState === EventSource.CLOSED) open();
    };
    open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      source?.close();
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // key is derived from the ids
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [final, token, orderId, merchantId, queryClient]);
  return data;
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
  const order = useLiveOrder(orderId, userId, token, merchant.id);
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
