import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orThrow } from '../api/errors';
import { localized } from '../domain/localized';
import { localParts } from '../domain/schedule';
import { formatSum } from '../i18n/format';
import { opsKeys } from './ops-api';
import { CourierDayTable } from './delivery/courier-day-table';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import type { DeskAreaProps } from './desk-area';

/** The day in numbers for the operator at closing: today's by default, any day picked. */
export function OpsReport({ api, merchantId, branchId, lang }: Omit<DeskAreaProps, 'branchName'>) {
  const { t } = useTranslation('ops');
  const [day, setDay] = useState(() => localParts(new Date()).day);
  const { data: report } = useQuery({
    queryKey: [...opsKeys.all(merchantId), 'report', day, branchId] as const,
    queryFn: async ({ signal }) =>
      orThrow(
        await api.GET('/ops/v1/reports/day', {
          params: { query: { day, ...(branchId ? { branchId } : {}) } },
          signal,
        }),
      ),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
  });
  const download = async () => {
    const { data } = await api.GET('/ops/v1/reports/orders.csv', {
      params: { query: { from: day, to: day, ...(branchId ? { branchId } : {}) } },
      parseAs: 'blob',
    });
    if (!data) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(data as Blob);
    link.download = `orders-${day}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const figures = report
    ? ([
        ['reportOrders', String(report.orders)],
        ['reportRevenue', formatSum(report.revenue, lang)],
        ['reportAverage', formatSum(report.averageCheck, lang)],
        ['reportCancelled', String(report.cancelled)],
      ] as const)
    : [];
  return (
    <section className="ops__history stack" aria-labelledby="ops-report">
      <h2 id="ops-report">{t('report')}</h2>
      <div className="ops__search">
        <Field label={t('day')}>
          <input type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </Field>
        <Button variant="secondary" onClick={() => void download()}>
          {t('downloadCsv')}
        </Button>
      </div>
      {report && (
        <>
          <dl className="ops__figures">
            {figures.map(([key, value]) => (
              <div key={key} className="card">
                <dt className="muted">{t(key)}</dt>
                <dd data-testid={key}>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="ops__history-list">
            {(
              [
                ['reportByPayment', report.byPayment, (k: string) => t(`payment.${k}`, { defaultValue: k })],
                ['reportByService', report.byService, (k: string) => t(`service.${k}`, { defaultValue: k })],
              ] as const
            ).map(([title, slices, label]) => (
              <div key={title} className="card stack">
                <h3>{t(title)}</h3>
                <ul className="plain-list">
                  {slices.map((s) => (
                    <li key={s.key} className="row-between">
                      <span>
                        {label(s.key)} · {s.orders}
                      </span>
                      <strong className="nowrap">{formatSum(s.revenue, lang)}</strong>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <div className="card stack">
              <h3>{t('reportTop')}</h3>
              <ol className="plain-list">
                {report.topDishes.map((d) => (
                  <li key={d.productId} className="row-between">
                    <span>
                      {d.count} × {localized(d.name, lang)}
                    </span>
                    <strong className="nowrap">{formatSum(d.revenue, lang)}</strong>
                  </li>
                ))}
              </ol>
            </div>
          </div>
          {/* the couriers' deliveries among the day's orders, their cash to hand over */}
          {report.couriers.length > 0 && (
            <div className="card">
              <CourierDayTable
                rows={report.couriers}
                caption={t('report.dayTitle', { ns: 'ops-delivery' })}
                lang={lang}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
