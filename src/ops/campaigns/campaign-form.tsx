import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { errorBodyOf, errorText, orThrow } from '../../api/errors';
import type { components } from '../../api/schema';
import { campaignMessage } from '../../domain/campaign-message';
import type { Lang } from '../../domain/localized';
import { Button } from '../../ui/button';
import { Field, Select } from '../../ui/field';
import { FormError } from '../../ui/form-error';

type Input = components['schemas']['CampaignInput'];
type Channel = components['schemas']['MarketingChannel'];
type Segment = components['schemas']['CampaignSegment'];

const CHANNELS: Channel[] = ['telegram', 'push', 'sms'];
const SEGMENTS: Segment[] = ['ALL', 'LAPSED', 'REGULARS', 'NEW', 'TOP', 'BIRTHDAY'];
const LANGS = [
  ['ru', 'ru'],
  ['uz', 'uz'],
  ['en', 'eng'],
] as const;

/**
 * A campaign as the manager writes it: channel, audience (a segment, a branch) with how many
 * customers who agreed it reaches per language, the text per language, promo code, picture and
 * time; the customer's message previewed; sent (or scheduled) on one press.
 */
export function CampaignForm({
  api,
  lang,
  branches,
  onSent,
}: {
  api: ApiClient;
  lang: Lang;
  branches: { id: number; name: string }[];
  onSent: () => void;
}) {
  const { t } = useTranslation('ops-campaigns');
  const [name, setName] = useState('');
  const [channel, setChannel] = useState<Channel>('telegram');
  const [segment, setSegment] = useState<Segment>('ALL');
  const [branchId, setBranchId] = useState<number | null>(null);
  const [text, setText] = useState<Record<'uz' | 'ru' | 'eng', string>>({ uz: '', ru: '', eng: '' });
  const [promoCode, setPromoCode] = useState('');
  const [picture, setPicture] = useState('');
  const [sendAt, setSendAt] = useState('');
  const [error, setError] = useState<string | null>(null);

  const audience = useQuery({
    queryKey: ['campaign-audience', channel, segment, branchId],
    queryFn: async ({ signal }) =>
      orThrow(
        await api.GET('/ops/v1/campaigns/audience', {
          params: { query: { channel, segment, ...(branchId ? { branchId } : {}) } },
          signal,
        }),
      ),
  });
  const send = useMutation({
    mutationFn: async (body: Input) => {
      const draft = orThrow(await api.POST('/ops/v1/campaigns', { body }));
      return orThrow(await api.POST('/ops/v1/campaigns/{id}/send', { params: { path: { id: draft.id } } }));
    },
    onSuccess: () => {
      setName('');
      setText({ uz: '', ru: '', eng: '' });
      setPromoCode('');
      setPicture('');
      setSendAt('');
      setError(null);
      onSent();
    },
    onError: (failure) => setError(errorText(errorBodyOf(failure), lang)),
  });

  const written = Object.fromEntries(
    Object.entries(text).filter(([, v]) => v.trim() !== ''),
  ) as Input['text'];
  const previewLang = LANGS.find(([, key]) => written[key])?.[0] ?? lang;
  const preview = campaignMessage({
    text: written,
    lang: previewLang,
    channel,
    promoCode: promoCode.trim() || null,
    stopUrl: `${location.origin}/u/…`,
  });
  const count = audience.data;
  return (
    <form
      className="card stack campaigns__form"
      aria-labelledby="campaign-new"
      onSubmit={(e) => {
        e.preventDefault();
        if (Object.keys(written).length === 0) return setError(t('textRequired'));
        send.mutate({
          name: name.trim() || t('untitled'),
          channel,
          segment,
          text: written,
          ...(branchId ? { branchId } : {}),
          ...(promoCode.trim() ? { promoCode: promoCode.trim() } : {}),
          ...(picture.trim() && channel !== 'sms' ? { picture: picture.trim() } : {}),
          ...(sendAt ? { sendAt: new Date(sendAt).toISOString() } : {}),
        });
      }}
    >
      <h3 id="campaign-new">{t('new')}</h3>
      <Field label={t('name')}>
        <input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      </Field>
      <div className="campaigns__row">
        <Select
          label={t('channel')}
          value={channel}
          onChange={(e) => setChannel(e.target.value as Channel)}
          options={CHANNELS.map((c) => ({ value: c, label: t(`channels.${c}`) }))}
        />
        <Select
          label={t('audience')}
          value={segment}
          onChange={(e) => setSegment(e.target.value as Segment)}
          options={SEGMENTS.map((s) => ({ value: s, label: t(`segments.${s}`) }))}
        />
        <Select
          label={t('branch')}
          value={branchId ?? ''}
          onChange={(e) => setBranchId(Number(e.target.value) || null)}
          options={[
            { value: '', label: t('allBranches') },
            ...branches.map((b) => ({ value: b.id, label: b.name })),
          ]}
        />
      </div>
      <p className="campaigns__reach" role="status" data-testid="campaign-reach">
        {count
          ? t('reach', {
              count: count.total,
              uz: count.byLanguage.uz,
              ru: count.byLanguage.ru,
              en: count.byLanguage.en,
            })
          : '…'}
      </p>
      {LANGS.map(([l, key]) => (
        <Field key={key} label={t(`text.${l}`)}>
          <textarea
            rows={3}
            maxLength={1000}
            value={text[key]}
            onChange={(e) => setText({ ...text, [key]: e.target.value })}
          />
        </Field>
      ))}
      <div className="campaigns__row">
        <Field label={t('promoCode')}>
          <input value={promoCode} maxLength={40} onChange={(e) => setPromoCode(e.target.value)} />
        </Field>
        {channel !== 'sms' && (
          <Field label={t('picture')}>
            <input
              type="url"
              placeholder="https://"
              value={picture}
              onChange={(e) => setPicture(e.target.value)}
            />
          </Field>
        )}
        <Field label={t('sendAt')}>
          <input type="datetime-local" value={sendAt} onChange={(e) => setSendAt(e.target.value)} />
        </Field>
      </div>
      {Object.keys(written).length > 0 && (
        <figure className="campaigns__preview">
          <figcaption className="muted">{t('preview')}</figcaption>
          <p data-testid="campaign-preview">{preview.text}</p>
        </figure>
      )}
      <FormError>{error}</FormError>
      <Button variant="primary" type="submit" disabled={send.isPending || !count || count.total === 0}>
        {sendAt ? t('schedule') : t('send', { count: count?.total ?? 0 })}
      </Button>
    </form>
  );
}
