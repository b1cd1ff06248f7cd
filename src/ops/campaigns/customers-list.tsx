import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import type { components, operations } from '../../api/schema';
import type { Lang } from '../../domain/localized';
import { formatPhone, formatSum } from '../../i18n/format';
import { Field, Select } from '../../ui/field';

type Channel = components['schemas']['MarketingChannel'];
type Segment = NonNullable<NonNullable<operations['opsListCustomers']['parameters']['query']>['segment']>;
const CHANNELS: Channel[] = ['telegram', 'push', 'sms'];
const SEGMENTS: Segment[] = ['LAPSED', 'REGULARS', 'NEW', 'TOP', 'BIRTHDAY'];

/**
 * The merchant's customers as the campaigns see them: who they are, their orders and spend,
 * and whether they agreed to news on each channel; found by name or phone, a segment, and the
 * channel they agreed on — the people a campaign on that channel may reach.
 */
export function CustomersList({ api, merchantId, lang }: { api: ApiClient; merchantId: number; lang: Lang }) {
  const { t } = useTranslation('ops-campaigns');
  const [q, setQ] = useState('');
  const [segment, setSegment] = useState<Segment | ''>('');
  const [consent, setConsent] = useState<Channel | ''>('');
  const { data } = useQuery({
    queryKey: ['ops', merchantId, 'customers', q.trim(), segment, consent],
    queryFn: async ({ signal }) =>
      orThrow(
        await api.GET('/ops/v1/customers', {
          params: {
            query: {
              ...(q.trim() ? { q: q.trim() } : {}),
              ...(segment ? { segment } : {}),
              ...(consent ? { consent } : {}),
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
  const customers = data?.content ?? [];
  return (
    <section className="stack card campaigns__people" aria-labelledby="campaign-customers">
      <h3 id="campaign-customers">{t('customers.title')}</h3>
      <div className="campaigns__row">
        <Field label={t('customers.search')}>
          <input type="search" value={q} maxLength={60} onChange={(e) => setQ(e.target.value)} />
        </Field>
        <Select
          label={t('customers.segment')}
          value={segment}
          onChange={(e) => setSegment(e.target.value as Segment | '')}
          options={[
            { value: '', label: t('customers.everyone') },
            ...SEGMENTS.map((s) => ({ value: s, label: t(`segments.${s}`) })),
          ]}
        />
        <Select
          label={t('customers.agreedOn')}
          value={consent}
          onChange={(e) => setConsent(e.target.value as Channel | '')}
          options={[
            { value: '', label: t('customers.anyConsent') },
            ...CHANNELS.map((c) => ({ value: c, label: t(`channels.${c}`) })),
          ]}
        />
      </div>
      <p className="muted" data-testid="customers-count">
        {t('customers.count', { count: data?.totalElements ?? 0 })}
      </p>
      <div className="campaigns__scroll">
        <table className="campaigns__customers" data-testid="customers">
          <thead>
            <tr>
              <th scope="col">{t('customers.name')}</th>
              <th scope="col">{t('customers.orders')}</th>
              <th scope="col">{t('customers.spent')}</th>
              {CHANNELS.map((c) => (
                <th scope="col" key={c}>
                  {t(`channels.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {customers.map((c) => (
              <tr key={c.id} data-testid="customer">
                <th scope="row">
                  {c.name ?? '—'}
                  <small className="muted">{c.phone ? formatPhone(c.phone) : ''}</small>
                </th>
                <td>{c.orders}</td>
                <td>{formatSum(c.spent, lang)}</td>
                {CHANNELS.map((channel) => (
                  <td key={channel} data-consent={channel}>
                    {c.consent[channel] ? (
                      <span className="campaigns__yes">{t('customers.agreed')}</span>
                    ) : (
                      <span className="muted">{t('customers.notAgreed')}</span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
