import { useTranslation } from 'react-i18next';
import { localized, type Lang } from '../domain/localized';
import { localParts } from '../domain/schedule';
import { formatPhone, formatSum } from '../i18n/format';
import type { StaffOrder } from './ops-api';

const SERVICE_KEY = { DELIVERY: 'delivery', PICK_UP: 'pickup', DINE_IN: 'dineIn' } as const;
/** paid at the door or the counter; the others (a saved card too) are paid online, before or after */
const AT_HAND = new Set(['CASH', 'TERMINAL']);

/** How the order is paid, as the till needs it: cash, terminal, or an online payment awaited or made. */
function paymentState(order: StaffOrder): 'paid' | 'awaiting' | 'atHand' {
  if (order.isPaid) return 'paid';
  return AT_HAND.has(order.paymentType) ? 'atHand' : 'awaiting';
}

/**
 * What the kitchen cooks and the courier and the till need, on the card and the printed ticket:
 * each line with its modifiers, the comments, where it goes (to the door, the branch or the
 * table, and when), who receives it and how it is paid.
 */
export interface OrderPartProps {
  order: StaffOrder;
  lang: Lang;
  branchName: string | null;
}

export function OrderDetails({ order, lang, branchName }: OrderPartProps) {
  const { t } = useTranslation('ops');
  const service = SERVICE_KEY[order.serviceType as keyof typeof SERVICE_KEY] ?? 'pickup';
  const a = order.address;
  const where = a
    ? [a.streetName, a.houseNumber].filter(Boolean).join(', ') ||
      `${a.latitude.toFixed(4)}, ${a.longitude.toFixed(4)}`
    : null;
  const doorway = a
    ? (
        [
          ['apartment', a.office],
          ['entrance', a.entrance],
          ['floor', a.floor],
          ['intercom', a.domophone],
        ] as const
      ).filter(([, value]) => value)
    : [];
  const payment = paymentState(order);
  const receiver = order.receiverName || order.receiverPhone;
  return (
    <>
      <p className="ops-card__meta">
        <span className="badge-inline">{t(service)}</span>{' '}
        {order.tableId ? <strong>{t('table', { n: order.tableId })}</strong> : null}{' '}
        {order.later && order.day && order.time ? (
          <strong className="ops-card__when">{t('at', { day: order.day, time: order.time })}</strong>
        ) : null}
      </p>
      {branchName && <p>{t('branchLine', { branch: branchName })}</p>}
      <ul className="plain-list ops-card__lines">
        {order.cartItems.map((line, i) => (
          <li key={i}>
            <span className="ops-card__dish">
              {line.count} × {localized(line.name, lang)}
            </span>
            {line.modifications.length > 0 && (
              <ul className="plain-list ops-card__mods">
                {line.modifications.map((m) => (
                  <li key={m.modificationId}>
                    + {localized(m.name, lang)}
                    {m.count > 1 ? ` × ${m.count}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {order.comment && (
        <p className="ops-card__comment">
          {t('comment')}: {order.comment}
        </p>
      )}
      {order.note && (
        <p className="ops-card__comment">
          {t('kitchenNote')}: {order.note}
        </p>
      )}
      <p className="ops-card__total">
        <strong>{formatSum(order.totalPrice, lang)}</strong>{' '}
        <span className={payment === 'paid' ? 'open' : payment === 'awaiting' ? 'warning' : 'muted'}>
          {t(`payment.${order.paymentType}`)} · {t(`paymentState.${payment}`)}
        </span>
      </p>
      {order.status === 'CANCELED' && order.refundDue && <p className="warning">{t('refundDue')}</p>}
      {order.refundedAt && (
        <p className="muted">
          {t('refunded', { time: localParts(new Date(order.refundedAt)).time })}
          {order.refundMethod ? ` · ${t(`refundMethod.${order.refundMethod}`)}` : ''}
        </p>
      )}
      <p>
        {order.customer.name ?? t('noName')}
        {order.customer.phone && (
          <>
            {' · '}
            <a className="nowrap" href={`tel:+${order.customer.phone}`}>
              {formatPhone(order.customer.phone)}
            </a>
          </>
        )}
      </p>
      {receiver && (
        <p>
          {t('receiver')}: {order.receiverName}
          {order.receiverPhone && (
            <>
              {order.receiverName ? ' · ' : ''}
              <a className="nowrap" href={`tel:+${order.receiverPhone}`}>
                {formatPhone(order.receiverPhone)}
              </a>
            </>
          )}
        </p>
      )}
      {where && (
        <p>
          {t('address')}: {where}
          {doorway.length > 0 && (
            <>
              <br />
              {doorway.map(([key, value]) => `${t(key)} ${value}`).join(', ')}
            </>
          )}
          {a?.description && (
            <>
              <br />
              {a.description}
            </>
          )}
        </p>
      )}
      {order.courierComment && (
        <p className="ops-card__comment">
          {t('courierComment')}: {order.courierComment}
        </p>
      )}
      {order.courier && (
        <p>
          {t('courier')}: {order.courier.name} ·{' '}
          <span className="nowrap">{formatPhone(order.courier.phone)}</span>
        </p>
      )}
      {order.status === 'CANCELED' && (order.reasonCode || order.reason) && (
        <p className="muted">
          {t('reason')}:{' '}
          {[
            order.reasonCode !== 'OTHER' && order.reasonCode && t(`cancelReason.${order.reasonCode}`),
            order.reason,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <small className="muted">{t('placedAt', { time: localParts(new Date(order.createdDate)).time })}</small>
    </>
  );
}
