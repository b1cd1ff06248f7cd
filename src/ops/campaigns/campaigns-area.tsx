import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import type { components } from '../../api/schema';
import type { Lang } from '../../domain/localized';
import { Button } from '../../ui/button';
import { opsKeys } from '../ops-api';
import { CampaignForm } from './campaign-form';
import { CustomersList } from './customers-list';
import './campaigns.css';

type Campaign = components['schemas']['Campaign'];
const RESULTS = ['recipients', 'sent', 'delivered', 'failed', 'opened', 'orders'] as const;

/**
 * The manager's campaigns: a new one written beside the ones sent, each with its status and
 * results (sent, delivered, failed, opened, orders within 3 days), paused or resumed; the list
 * follows a campaign while it is being sent.
 */
export default function CampaignsArea({
  api,
  merchantId,
  lang,
  branches,
}: {
  api: ApiClient;
  merchantId: number;
  lang: Lang;
  branches: { id: number; name: string }[];
}) {
  const { t } = useTranslation('ops-campaigns');
  const client = useQueryClient();
  const key = [...opsKeys.all(merchantId), 'campaigns'] as const;
  const { data: campaigns = [] } = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => orThrow(await api.GET('/ops/v1/campaigns', { signal })),
    refetchInterval: (query) =>
      (query.state.data ?? []).some((c) => c.status === 'SENDING' || c.status === 'SCHEDULED') ? 2000 : false,
  });
  const act = useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'send' | 'pause' }) =>
      orThrow(
        action === 'send'
          ? await api.POST('/ops/v1/campaigns/{id}/send', { params: { path: { id } } })
          : await api.POST('/ops/v1/campaigns/{id}/pause', { params: { path: { id } } }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <main className="campaigns">
      <h2>{t('title')}</h2>
      <p className="muted">{t('consentOnly')}</p>
      <div className="campaigns__layout">
        <CampaignForm
          api={api}
          lang={lang}
          branches={branches}
          onSent={() => void client.invalidateQueries({ queryKey: key })}
        />
        <section className="stack" aria-labelledby="campaigns-sent">
          <h3 id="campaigns-sent">{t('list')}</h3>
          {campaigns.length === 0 && <p className="muted">{t('none')}</p>}
          {campaigns.map((c: Campaign) => (
            <article key={c.id} className="card stack campaigns__item" data-testid="campaign">
              <header className="campaigns__item-head">
                <strong>{c.name}</strong>
                <span className={`campaigns__status campaigns__status--${c.status.toLowerCase()}`}>
                  {t(`status.${c.status}`)}
                </span>
              </header>
              <p className="muted">
                {t(`channels.${c.channel}`)} · {t(`segments.${c.segment}`)} ·{' '}
                {date.format(new Date(c.sendAt ?? c.createdAt))}
                {c.promoCode ? ` · ${c.promoCode}` : ''}
              </p>
              <dl className="campaigns__results">
                {RESULTS.map((r) => (
                  <div key={r}>
                    <dt>{t(`results.${r}`)}</dt>
                    <dd data-testid={`result-${r}`}>
                      {r === 'recipients' && c.status === 'DRAFT' ? c.audience.total : c.results[r]}
                    </dd>
                  </div>
                ))}
              </dl>
              {(c.status === 'SENDING' || c.status === 'SCHEDULED') && (
                <Button variant="secondary" onClick={() => act.mutate({ id: c.id, action: 'pause' })}>
                  {t('pause')}
                </Button>
              )}
              {(c.status === 'PAUSED' || c.status === 'DRAFT') && (
                <Button variant="secondary" onClick={() => act.mutate({ id: c.id, action: 'send' })}>
                  {t(c.status === 'PAUSED' ? 'resume' : 'sendDraft')}
                </Button>
              )}
            </article>
          ))}
        </section>
      </div>
      <CustomersList api={api} merchantId={merchantId} lang={lang} />
    </main>
  );
}
