import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import type { components } from '../../api/schema';
import { orThrow } from '../../api/errors';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { opsKeys } from '../ops-api';

type Loyalty = components['schemas']['Loyalty'];

/** The merchant's loyalty, as the manager sets it: cashback rate, cap, expiry, birthday promo. */
export function LoyaltyForm({ api, merchantId }: { api: ApiClient; merchantId: number }) {
  const key = [...opsKeys.all(merchantId), 'loyalty'] as const;
  const { data } = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => orThrow(await api.GET('/manage/v1/loyalty', { signal })),
  });
  return data ? <LoyaltyFields api={api} queryKey={key} saved={data} /> : null;
}

function LoyaltyFields({
  api,
  queryKey,
  saved,
}: {
  api: ApiClient;
  queryKey: readonly unknown[];
  saved: Loyalty;
}) {
  const { t } = useTranslation('ops-reports');
  const client = useQueryClient();
  const [draft, setDraft] = useState(saved);
  const save = useMutation({
    mutationFn: async (body: Loyalty) => orThrow(await api.PUT('/manage/v1/loyalty', { body })),
    onSuccess: (kept) => client.setQueryData(queryKey, kept),
  });
  const number = (value: string) => (value === '' ? 0 : Number(value));
  const birthday = draft.birthday ?? { percent: 10, daysBefore: 3, daysAfter: 3 };
  return (
    <form
      className="card stack reports__loyalty"
      aria-labelledby="loyalty-title"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft);
      }}
    >
      <h3 id="loyalty-title">{t('loyalty.title')}</h3>
      <div className="reports__picker">
        <Field label={t('loyalty.cashbackPercent')}>
          <input
            type="number"
            min={0}
            max={30}
            step={0.5}
            value={draft.cashbackPercent}
            onChange={(e) => setDraft({ ...draft, cashbackPercent: number(e.target.value) })}
          />
        </Field>
        <Field label={t('loyalty.maxPayPercent')}>
          <input
            type="number"
            min={0}
            max={100}
            value={draft.maxPayPercent}
            onChange={(e) => setDraft({ ...draft, maxPayPercent: number(e.target.value) })}
          />
        </Field>
        <Field label={t('loyalty.expiryDays')}>
          <input
            type="number"
            min={1}
            placeholder={t('loyalty.never')}
            value={draft.expiryDays ?? ''}
            onChange={(e) =>
              setDraft({ ...draft, expiryDays: e.target.value ? number(e.target.value) : null })
            }
          />
        </Field>
        <label className="reports__check">
          <input
            type="checkbox"
            checked={draft.birthday !== null}
            onChange={(e) => setDraft({ ...draft, birthday: e.target.checked ? birthday : null })}
          />{' '}
          {t('loyalty.birthday')}
        </label>
        {draft.birthday && (
          <>
            {(['percent', 'daysBefore', 'daysAfter'] as const).map((k) => (
              <Field key={k} label={t(`loyalty.${k}`)}>
                <input
                  type="number"
                  min={k === 'percent' ? 1 : 0}
                  max={k === 'percent' ? 100 : 30}
                  value={birthday[k]}
                  onChange={(e) =>
                    setDraft({ ...draft, birthday: { ...birthday, [k]: number(e.target.value) } })
                  }
                />
              </Field>
            ))}
          </>
        )}
      </div>
      <div className="row-between">
        <Button variant="primary" type="submit" disabled={save.isPending}>
          {t('loyalty.save')}
        </Button>
        <span role="status">
          {save.isSuccess ? t('loyalty.saved') : save.error ? save.error.message : ''}
        </span>
      </div>
    </form>
  );
}
