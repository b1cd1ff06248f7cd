import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { historyQuery } from './ops-api';
import { OrderCard } from './order-card';
import { OrderCards } from './order-cards';
import { Field } from '../ui/field';
import type { DeskAreaProps } from './desk-area';

/** Finished orders: searched by number, phone digits or name, on one day or any. */
export function OpsHistory({
  api,
  merchantId,
  branchId,
  lang,
  operator,
  branchName,
}: DeskAreaProps & { operator: boolean }) {
  const { t } = useTranslation('ops');
  const [q, setQ] = useState('');
  const [day, setDay] = useState('');
  const search = useDeferredValue(q.trim().slice(0, 60));
  const { data, isFetching } = useQuery(historyQuery(api, merchantId, branchId, search, day || null));
  const orders = data?.content ?? [];
  return (
    <section className="ops__history stack" aria-labelledby="ops-history">
      <h2 id="ops-history" className="visually-hidden">
        {t('history')}
      </h2>
      <div className="ops__search">
        <Field label={t('search')}>
          <input
            type="search"
            value={q}
            placeholder={t('searchPlaceholder')}
            onChange={(e) => setQ(e.target.value)}
            maxLength={60}
          />
        </Field>
        <Field label={t('day')}>
          <input type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </Field>
      </div>
      <p className="muted" role="status" aria-live="polite">
        {isFetching && !data ? t('loading') : t('found', { count: data?.totalElements ?? 0 })}
      </p>
      <div className="ops__history-list">
        <OrderCards
          orders={orders}
          api={api}
          merchantId={merchantId}
          lang={lang}
          operator={operator}
          branchName={branchName}
          card={(props) => <OrderCard {...props} />}
        />
      </div>
    </section>
  );
}
