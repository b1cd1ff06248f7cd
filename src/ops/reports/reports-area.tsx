import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orThrow } from '../../api/errors';
import { localParts } from '../../domain/schedule';
import { formatSum } from '../../i18n/format';
import { Field, Select } from '../../ui/field';
import { opsKeys } from '../ops-api';
import { DayChart } from './day-chart';
import { LoyaltyForm } from './loyalty-form';
import { change, PRESETS, presetPeriod, type Preset } from './period-presets';
import { DishTable, HeatMap, PromoTable, SliceTable } from './report-tables';
import './reports.css';
import type { DeskAreaProps } from '../desk-area';

const CHANNELS = ['WEB', 'TELEGRAM', 'TABLE'] as const;
const SERVICES = ['DELIVERY', 'PICK_UP', 'DINE_IN'] as const;

/**
 * The manager's Reports: a period (presets or any from–to) narrowed by the board's branch, a channel
 * and a service; its figures against the period before, orders and revenue by day with the previous
 * period behind, the week's heat map, branches and channels side by side, dishes and promos, every
 * table as CSV; and the merchant's loyalty settings.
 */
export default function ReportsArea({ api, merchantId, branchId, lang, branchName }: DeskAreaProps) {
  const { t } = useTranslation('ops-reports');
  const { t: ops } = useTranslation('ops');
  const today = localParts(new Date()).day;
  const [preset, setPreset] = useState<Preset | 'custom'>('last7');
  const [custom, setCustom] = useState(() => presetPeriod('last7', today));
  const [channel, setChannel] = useState('');
  const [service, setService] = useState('');
  const { from, to } = preset === 'custom' ? custom : presetPeriod(preset, today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const { data: s, error } = useQuery({
    queryKey: [...opsKeys.all(merchantId), 'reports', from, to, branchId, channel, service] as const,
    queryFn: async ({ signal }) =>
      orThrow(
        await api.GET('/ops/v1/reports/summary', {
          params: {
            query: {
              from,
              to,
              ...(branchId ? { branchId } : {}),
              ...(channel ? { channel: channel as (typeof CHANNELS)[number] } : {}),
              ...(service ? { service: service as (typeof SERVICES)[number] } : {}),
            },
          },
          signal,
        }),
      ),
    enabled: valid,
  });
  const sum = useMemo(() => (v: number) => formatSum(Math.round(v), lang), [lang]);
  const count = useMemo(() => (v: number) => String(Math.round(v)), []);
  const file = (name: string) => `${name}-${from}-${to}.csv`;
  const figures = s
    ? ([
        ['orders', s.totals.orders, s.previous.totals.orders, count],
        ['revenue', s.totals.revenue, s.previous.totals.revenue, sum],
        ['averageCheck', s.totals.averageCheck, s.previous.totals.averageCheck, sum],
        ['discount', s.totals.discount, s.previous.totals.discount, sum],
        ['cashback', s.totals.cashback, s.previous.totals.cashback, sum],
        ['delivery', s.totals.delivery, s.previous.totals.delivery, sum],
        ['cancelled', s.totals.cancelled, s.previous.totals.cancelled, count],
        ['customers', s.customers.customers, s.previous.customers.customers, count],
        ['newCustomers', s.customers.new, s.previous.customers.new, count],
      ] as const)
    : [];
  return (
    <section className="reports stack" aria-labelledby="reports-title">
      <h2 id="reports-title">{t('title')}</h2>
      <div className="reports__picker">
        <div className="ops__tabs" role="group" aria-label={t('period')}>
          {[...PRESETS, 'custom' as const].map((p) => (
            <button
              key={p}
              type="button"
              className="ops__tab"
              aria-pressed={preset === p}
              onClick={() => setPreset(p)}
            >
              {t(`preset.${p}`)}
            </button>
          ))}
        </div>
        {preset === 'custom' && (
          <>
            <Field label={t('from')}>
              <input
                type="date"
                value={custom.from}
                max={today}
                onChange={(e) => setCustom({ ...custom, from: e.target.value })}
              />
            </Field>
            <Field label={t('to')}>
              <input
                type="date"
                value={custom.to}
                max={today}
                onChange={(e) => setCustom({ ...custom, to: e.target.value })}
              />
            </Field>
          </>
        )}
        <Select
          label={t('channel')}
          value={channel}
          onChange={(e) => setChannel(e.target.value)}
          options={[
            { value: '', label: t('all') },
            ...CHANNELS.map((c) => ({ value: c, label: t(`channels.${c}`) })),
          ]}
        />
        <Select
          label={t('service')}
          value={service}
          onChange={(e) => setService(e.target.value)}
          options={[
            { value: '', label: t('all') },
            ...SERVICES.map((c) => ({ value: c, label: ops(`service.${c}`, { defaultValue: c }) })),
          ]}
        />
      </div>
      <p className="muted" data-testid="reports-period">
        {t('periodLine', {
          from,
          to,
          previousFrom: s?.previous.from ?? '…',
          previousTo: s?.previous.to ?? '…',
        })}
      </p>
      {error && <p role="alert">{error.message}</p>}
      {s && (
        <>
          <dl className="ops__figures">
            {figures.map(([key, now, before, format]) => {
              const delta = change(now, before);
              return (
                <div key={key} className="card">
                  <dt className="muted">{t(key)}</dt>
                  <dd data-testid={`figure-${key}`}>{format(now)}</dd>
                  {delta !== null && (
                    <small className={delta >= 0 ? 'open' : 'closed'}>
                      {delta >= 0 ? '+' : '−'}
                      {Math.abs(delta)} % {t('vsBefore')}
                    </small>
                  )}
                </div>
              );
            })}
          </dl>
          <div className="reports__charts">
            {(
              [
                ['ordersByDay', 'orders', 'previousOrders', count],
                ['revenueByDay', 'revenue', 'previousRevenue', sum],
              ] as const
            ).map(([title, now, before, format]) => (
              <section key={title} className="card stack reports__card" aria-label={t(title)}>
                <h3>{t(title)}</h3>
                <DayChart
                  label={t(title)}
                  days={s.byDay.map((d) => d.day)}
                  current={s.byDay.map((d) => d[now])}
                  previous={s.byDay.map((d) => d[before])}
                  currentLabel={t('thisPeriod')}
                  previousLabel={t('previousPeriod')}
                  format={format}
                  locale={lang}
                />
              </section>
            ))}
          </div>
          <div className="reports__grid">
            <HeatMap grid={s.heatMap.orders} file={file('hours')} />
            <SliceTable
              title={t('byBranch')}
              slices={s.byBranch}
              label={(k) => branchName(Number(k)) ?? `#${k}`}
              lang={lang}
              file={file('branches')}
            />
            <SliceTable
              title={t('byChannel')}
              slices={s.byChannel}
              label={(k) => t(`channels.${k}`, { defaultValue: k })}
              lang={lang}
              file={file('channels')}
            />
            <SliceTable
              title={t('byService')}
              slices={s.byService}
              label={(k) => ops(`service.${k}`, { defaultValue: k })}
              lang={lang}
              file={file('services')}
            />
            <SliceTable
              title={t('byPayment')}
              slices={s.byPayment}
              label={(k) => ops(`payment.${k}`, { defaultValue: k })}
              lang={lang}
              file={file('payments')}
            />
            <DishTable title={t('topDishes')} dishes={s.topDishes} lang={lang} file={file('top-dishes')} />
            <DishTable
              title={t('bottomDishes')}
              dishes={s.bottomDishes}
              lang={lang}
              file={file('bottom-dishes')}
            />
            <PromoTable promos={s.promos} lang={lang} file={file('promos')} />
            <SliceTable
              title={t('cancelReasons')}
              slices={s.cancelReasons.map((r) => ({ ...r, revenue: 0 }))}
              label={(k) => ops(`cancelReason.${k}`, { defaultValue: k })}
              lang={lang}
              file={file('cancelled')}
            />
          </div>
        </>
      )}
      <LoyaltyForm api={api} merchantId={merchantId} />
    </section>
  );
}
