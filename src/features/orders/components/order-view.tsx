import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/link';
import { errorBodyOf, errorText } from '../../../api/errors';
import type { components } from '../../../api/schema';
import { addressLine, addressWords } from '../../../domain/address';
import { localized } from '../../../domain/localized';
import {
  isCancellable,
  isFinal,
  isReviewable,
  type OrderStatus,
  statusLabel,
} from '../../../domain/order-status';
import { ONLINE_PAYMENTS } from '../../../domain/payments';
import { formatDateTime, formatMoney, formatSum } from '../../../i18n/format';
import { billRows, orderBillParts } from '../../../domain/bill';
import { BillList } from '../../../ui/bill-list';
import { useStorefront } from '../../../tenant/storefront-context';
import { notify } from '../../../ui/notify';
import { StarRating } from '../../../ui/star-rating';
import { courierQuery, orderQuery, paymentLink, useReviewOrder } from '../orders.queries';
import { CancelOrder } from './cancel-order';
import { CourierContact } from './courier-contact';
import { CourierOnMap } from './courier-on-map';
import { OrderOutcome } from './order-outcome';
import { LiveTracker } from './live-tracker';
import { OrderProgress } from './order-progress';
import { PushOffer } from './push-offer';
import { Button, buttonClass } from '../../../ui/button';

type Order = components['schemas']['Order'];

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
  const { t: tc } = useTranslation();
  const { api, merchant, lang, settings } = useStorefront();
  const { data: order } = useQuery(orderQuery(api, userId, orderId));
  const [grade, setGrade] = useState(5);
  const courierId = order?.courierId ?? null;
  const { data: courier } = useQuery(courierQuery(api, merchant.id, courierId));
  const review = useReviewOrder(api, userId);
  // the courier the desk named, else the assigned courier's own record
  const contact =
    order?.courier ??
    (courier
      ? {
          name: [courier.user.firstName, courier.user.lastName].filter(Boolean).join(' '),
          phone: courier.user.phone,
        }
      : null);
  const failed = (error: unknown) => notify('error', errorText(errorBodyOf(error), lang));
  if (!order) return <div className="skeleton" style={{ height: 240 }} aria-hidden="true" />;
  const status = order.status as OrderStatus;
  return (
    <div className="stack">
      {token && typeof EventSource !== 'undefined' && <LiveTracker order={order} userId={userId} />}
      <section className="card stack" aria-labelledby="order-title">
        <h2 id="order-title">{t('number', { number: order.number })}</h2>
        <p role="status" aria-live="polite" data-testid="order-status" className="order-status">
          {t(`status.${statusLabel(order.status, order.serviceType)}`)}
        </p>
        {/* the courier's own step, while it says more than the order's status */}
        {order.courierStatus && !isFinal(status) && (
          <p data-testid="courier-status" className="muted">
            {t(`courier.${order.courierStatus}`)}
          </p>
        )}
        {status !== 'CANCELED' && <OrderProgress order={order} />}
        {status === 'CANCELED' && <OrderOutcome order={order} />}
        {/* who brings it, and after it came who brought it (a cancelled order had none) */}
        {contact && status !== 'CANCELED' && <CourierContact {...contact} />}
        <CourierOnMap order={order} />
        {order.serviceType === 'DELIVERY' && order.address && (
          <p data-testid="order-address">
            <span className="muted">{t('destination')}: </span>
            {addressLine(order.address, addressWords(tc))}
          </p>
        )}
        {order.serviceType === 'DELIVERY' && (
          <Link href={`/profile/orders/${order.id}/map`} className={buttonClass('secondary')}>
            {t('onMap')}
          </Link>
        )}
        <small className="muted" data-testid="order-when">
          {formatDateTime(order.createdDate, lang)} · {order.isPaid ? t('paid') : t('unpaid')} ·{' '}
          {t(`payment.${order.paymentType}`)}
        </small>
        {order.fiscalReceiptUrl && (
          <a
            href={order.fiscalReceiptUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="tap-link"
            data-testid="fiscal-receipt"
          >
            {t('fiscalReceipt')}
          </a>
        )}
        {ONLINE_PAYMENTS.has(order.paymentType) && !order.isPaid && !isFinal(status) && (
          <Button
            variant="primary"
            onClick={() =>
              void paymentLink(api, order.id, location.origin).then((url) => url && location.assign(url))
            }
          >
            {t('pay', { total: formatSum(order.totalPrice, lang) })}
          </Button>
        )}
        {/* paid, then changed to cost more: the difference by its own link */}
        {order.isPaid && (order.extraDue ?? 0) > 0 && !isFinal(status) && (
          <>
            <p className="warning" data-testid="order-extra-due">
              {t('extraDue', { sum: formatSum(order.extraDue ?? 0, lang) })}
            </p>
            <Button
              variant="primary"
              onClick={() =>
                void paymentLink(api, order.id, location.origin).then((url) => url && location.assign(url))
              }
            >
              {t('payExtra', { sum: formatSum(order.extraDue ?? 0, lang) })}
            </Button>
          </>
        )}
      </section>
      {token && !isFinal(status) && <PushOffer />}
      <ul className="plain-list card order-lines">
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
      <BillList
        rows={billRows(orderBillParts(order), order.serviceType === 'DELIVERY').map((row) => ({
          label: t(row.kind, { ns: 'checkout' }),
          amount: formatMoney(row.amount, lang),
        }))}
        total={{ label: t('total'), amount: formatSum(order.totalPrice, lang), testId: 'order-total' }}
        testId="order-bill"
      />
      {extra?.(order)}
      {settings.cancelOrderActive && isCancellable(status) && (
        <CancelOrder orderId={order.id} number={order.number} userId={userId} />
      )}
      {isReviewable(status) && order.grade === null && (
        <form
          className="card stack"
          onSubmit={(e) => {
            e.preventDefault();
            review.mutate({ orderId: order.id, grade }, { onError: failed });
          }}
        >
          <StarRating
            value={grade}
            onChange={setGrade}
            label={t('rate')}
            starLabel={(count) => t('starsOf', { count })}
          />
          <Button variant="secondary" type="submit" disabled={review.isPending}>
            {t('send')}
          </Button>
        </form>
      )}
      {order.grade !== null && order.grade !== undefined && (
        <p className="muted">
          {t('yourRating')}:{' '}
          <span aria-label={t('starsOf', { count: order.grade })}>{'★'.repeat(order.grade)}</span>
        </p>
      )}
    </div>
  );
}
