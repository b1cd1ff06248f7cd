import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBodyOf, errorText, orThrow } from '../api/errors';
import { localized } from '../domain/localized';
import { localParts, scheduledInstant } from '../domain/schedule';
import { FormError } from '../ui/form-error';
import { opsKeys } from './ops-api';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import type { DeskAreaProps } from './desk-area';

/**
 * The stop-list: an operator picks a dish (or one of its modifiers), where (this branch or all)
 * and how long (to the end of today or until taken off); customers see it sold out within seconds.
 */
export function OpsStopList({ api, merchantId, branchId, lang, branchName }: DeskAreaProps) {
  const { t } = useTranslation('ops');
  const queryClient = useQueryClient();
  const key = [...opsKeys.all(merchantId), 'stop-list'] as const;
  const { data: entries = [] } = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => orThrow(await api.GET('/ops/v1/stop-list', { signal })),
  });
  const { data: menu } = useQuery({
    queryKey: ['ops-menu', merchantId],
    queryFn: async ({ signal }) =>
      orThrow(await api.GET('/products/v1/overalls', { params: { query: { type: 'WEB' } }, signal })),
  });
  const [choice, setChoice] = useState('');
  const [untilEndOfDay, setUntilEndOfDay] = useState(true);
  const settle = () => queryClient.invalidateQueries({ queryKey: key });
  const add = useMutation({
    mutationFn: async () => {
      const [kind, id] = choice.split(':');
      const today = localParts(new Date()).day;
      const midnight = new Date(scheduledInstant(today, '00:00').getTime() + 86_400_000);
      return orThrow(
        await api.POST('/ops/v1/stop-list', {
          body: {
            ...(kind === 'm' ? { modificationId: Number(id) } : { productId: Number(id) }),
            branchId,
            until: untilEndOfDay ? midnight.toISOString() : null,
          },
        }),
      );
    },
    onSuccess: () => setChoice(''),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: async (id: number) =>
      orThrow(await api.DELETE('/ops/v1/stop-list/{id}', { params: { path: { id } } })),
    onSettled: settle,
  });
  const failure = add.error ?? remove.error;
  return (
    <section className="ops__history stack" aria-labelledby="ops-stop-list">
      <h2 id="ops-stop-list">{t('stopList')}</h2>
      <form
        className="ops__search"
        onSubmit={(e) => {
          e.preventDefault();
          if (choice) add.mutate();
        }}
      >
        <Field label={t('stopWhat')}>
          <select value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">—</option>
            {(menu?.products ?? []).map((p) => (
              <optgroup key={p.id} label={localized(p.name, lang)}>
                <option value={`p:${p.id}`}>{localized(p.name, lang)}</option>
                {(p.modificationGroups ?? []).flatMap((g) =>
                  g.modifications.map((m) => (
                    <option key={m.id} value={`m:${m.id}`}>
                      {localized(p.name, lang)}: {localized(m.name, lang)}
                    </option>
                  )),
                )}
              </optgroup>
            ))}
          </select>
        </Field>
        <Field label={t('stopUntil')}>
          <select
            value={untilEndOfDay ? 'day' : 'off'}
            onChange={(e) => setUntilEndOfDay(e.target.value === 'day')}
          >
            <option value="day">{t('untilEndOfDay')}</option>
            <option value="off">{t('untilTakenOff')}</option>
          </select>
        </Field>
        <Button variant="primary" type="submit" disabled={!choice || add.isPending}>
          {t('stop')}
        </Button>
      </form>
      <p className="muted">
        {branchId ? t('stopAt', { branch: branchName(branchId) }) : t('stopEverywhere')}
      </p>
      <FormError>{failure && errorText(errorBodyOf(failure), lang)}</FormError>
      {entries.length === 0 ? (
        <p className="muted">{t('nothingStopped')}</p>
      ) : (
        <ul className="plain-list">
          {entries.map((e) => (
            <li key={e.id} className="card row-between" data-testid="stop-entry">
              <span>
                <strong>{localized(e.name, lang)}</strong>
                <br />
                <small className="muted">
                  {e.branchId ? branchName(e.branchId) : t('allBranches')} ·{' '}
                  {e.until
                    ? t('untilTime', { time: localParts(new Date(e.until)).time })
                    : t('untilTakenOff')}
                </small>
              </span>
              <Button variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate(e.id)}>
                {t('backOn')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
