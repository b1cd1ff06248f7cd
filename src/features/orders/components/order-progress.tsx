import { statusLabel } from '../../../domain/order-status';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../api/schema';
import { arrivalEstimate, orderProgress } from '../../../domain/order-progress';
import { formatTime } from '../../../i18n/format';

type Order = components['schemas']['Order'];

/** The order's steps as a tracker: each reached step with its time, the current one marked, and when it should arrive. */
export function OrderProgress({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const steps = orderProgress(order);
  const estimate = arrivalEstimate(order);
  return (
    <div className="stack" style={{ gap: 8 }}>
      {estimate && (
        <p className="order-eta" data-testid="order-eta">
          {t(order.serviceType === 'DELIVERY' ? 'arrives' : 'readyAt', { time: formatTime(estimate) })}
        </p>
      )}
      <ol className="progress" aria-label={t('progress')}>
        {steps.map((step) => (
          <li
            key={step.status}
            className={`progress__step progress__step--${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="progress__dot" aria-hidden="true" />
            <span className="progress__label">
              {t(`status.${statusLabel(step.status, order.serviceType)}`)}
            </span>
            {step.at && <time dateTime={step.at}>{formatTime(step.at)}</time>}
          </li>
        ))}
      </ol>
    </div>
  );
}
