import { useTranslation } from 'react-i18next';
import { billRows, orderBillParts } from '../domain/bill';
import { localized } from '../domain/localized';
import { localParts } from '../domain/schedule';
import { formatMoney, formatSum } from '../i18n/format';
import type { OrderPartProps } from './order-details';

/**
 * The customer's receipt, printed from the card (hidden on screen): the order's number and time,
 * each line with its sum, every deduction on a line of its own (the same bill the customer saw),
 * the total and how it is paid.
 */
export function Receipt({ order, lang, branchName }: OrderPartProps) {
  const { t } = useTranslation('ops');
  const placed = localParts(new Date(order.createdDate));
  return (
    <section className="ops-receipt" aria-label={t('receipt')}>
      <p className="ops-receipt__head">
        <strong>
          {t('receipt')} №{order.number}
        </strong>
        <br />
        {placed.day} {placed.time}
        {branchName ? ` · ${branchName}` : ''}
      </p>
      <dl className="ops-receipt__rows">
        {order.cartItems.map((line, i) => (
          <div key={i}>
            <dt>
              {line.count} × {localized(line.name, lang)}
              {line.modifications.map((m) => (
                <small key={m.modificationId}>
                  <br />+ {localized(m.name, lang)}
                </small>
              ))}
            </dt>
            <dd>{formatMoney(line.total, lang)}</dd>
          </div>
        ))}
        {billRows(orderBillParts(order), order.serviceType === 'DELIVERY').map((row) => (
          <div key={row.kind}>
            <dt>{t(`bill.${row.kind}`)}</dt>
            <dd>{formatMoney(row.amount, lang)}</dd>
          </div>
        ))}
        <div className="ops-receipt__total">
          <dt>{t('total')}</dt>
          <dd data-testid="receipt-total">{formatSum(order.totalPrice, lang)}</dd>
        </div>
      </dl>
      <p>
        {t(`payment.${order.paymentType}`)} · {t(order.isPaid ? 'paymentState.paid' : 'paymentState.atHand')}
      </p>
    </section>
  );
}
