import { useTranslation } from 'react-i18next';
import type { components } from '../../../api/schema';
import { formatDateTime, formatSum } from '../../../i18n/format';
import { useStorefront } from '../../../tenant/storefront-context';

type Order = components['schemas']['Order'];

/**
 * A cancelled order's outcome for its customer, live: why it was cancelled, in the customer's
 * language (the desk's own words beside it, as written), and the money paid online, owed back
 * until the restaurant returns it, then returned (how and when), with its sum.
 */
export function OrderOutcome({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { lang } = useStorefront();
  const code = order.reasonCode ?? null;
  // orders cancelled before reasons had codes keep the words alone
  const why = code && code !== 'OTHER' ? t(`cancelReason.${code}`) : null;
  const words = order.reason?.trim() || null;
  const sum = formatSum(order.totalPrice, lang);
  return (
    <div className="stack order-outcome" data-testid="order-outcome">
      {(code || words) && (
        <div data-testid="cancel-reason">
          <p className="order-outcome__label muted">{t('cancelledWhy')}</p>
          {why && <p className="order-outcome__why">{why}</p>}
          {words && <p>{why ? t('reasonWords', { words }) : words}</p>}
        </div>
      )}
      {order.refundDue && (
        <p className="order-outcome__refund warning" role="status" data-testid="refund">
          {t('refundDue', { sum })}
        </p>
      )}
      {!order.refundDue && order.refundedAt && (
        <p className="order-outcome__refund open" role="status" data-testid="refund">
          {t('refunded', {
            sum,
            how: order.refundMethod ? t(`refundHow.${order.refundMethod}`) : '',
            date: formatDateTime(order.refundedAt, lang),
          }).replace(/\s{2,}/g, ' ')}
        </p>
      )}
    </div>
  );
}
