import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import { localParts } from '../domain/schedule';
import { orderNoticesQuery } from './ops-api';

/**
 * What the customer was told about the order, by the bot, web push and SMS, and whether it
 * arrived: asked for only when the operator opens it (the customer says "nobody told me").
 */
export function OrderNotices({
  api,
  merchantId,
  orderId,
}: {
  api: ApiClient;
  merchantId: number;
  orderId: number;
}) {
  const { t } = useTranslation('ops');
  const [open, setOpen] = useState(false);
  const { data, isPending, isError } = useQuery({
    ...orderNoticesQuery(api, merchantId, orderId),
    enabled: open,
  });
  return (
    <details className="ops-notices" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('notices.title')}</summary>
      {open && isPending && <p className="muted">…</p>}
      {open && isError && <p className="muted">{t('notices.failed')}</p>}
      {data &&
        (data.length === 0 ? (
          <p className="muted">{t('notices.none')}</p>
        ) : (
          <ul className="plain-list" data-testid="order-notices">
            {data.map((notice, i) => (
              <li key={i}>
                <span className="nowrap">{localParts(new Date(notice.at)).time}</span> ·{' '}
                {t(`notices.channel.${notice.channel}`)} ·{' '}
                {t(`notices.step.${notice.step}`, { defaultValue: notice.step })} ·{' '}
                <strong className={`ops-notices__${notice.status.toLowerCase()}`}>
                  {t(`notices.status.${notice.status}`)}
                </strong>
              </li>
            ))}
          </ul>
        ))}
    </details>
  );
}
