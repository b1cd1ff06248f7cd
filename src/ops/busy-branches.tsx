import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import { errorBodyOf, errorText, orThrow } from '../api/errors';
import type { components } from '../api/schema';
import { localized, type Lang } from '../domain/localized';
import { localParts } from '../domain/schedule';
import { FormError } from '../ui/form-error';
import { opsKeys } from './ops-api';
import { Button } from '../ui/button';
import { Field, Select } from '../ui/field';

type Branch = components['schemas']['Branch'];

const PAUSES = [15, 30, 45, 60, 90];
const EXTRA = [0, 10, 15, 20, 30, 45, 60];

/**
 * A busy lunch: an operator pauses a branch's orders for now for a while (orders for later still
 * come) and adds minutes to the estimate its customers see.
 */
export function BusyBranches({
  api,
  merchantId,
  branches,
  lang,
}: {
  api: ApiClient;
  merchantId: number;
  branches: Branch[];
  lang: Lang;
}) {
  const { t } = useTranslation('ops');
  const queryClient = useQueryClient();
  const [pauseFor, setPauseFor] = useState(30);
  // a pause that ends on its own: the row says so when its time comes, without a reload (the
  // server clears it within a second; the list is asked again then)
  const [, setNow] = useState(0);
  useEffect(() => {
    const now = Date.now();
    const nextEnd = Math.min(
      ...branches.map((b) => (b.pausedUntil ? Date.parse(b.pausedUntil) : Infinity)).filter((t) => t > now),
    );
    if (!Number.isFinite(nextEnd)) return;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        void queryClient.invalidateQueries({ queryKey: opsKeys.branches(merchantId) });
      },
      nextEnd - now + 1_000,
    );
    return () => clearTimeout(timer);
  }, [branches, queryClient, merchantId]);
  const save = useMutation({
    mutationFn: async ({ id, ...body }: { id: number } & components['schemas']['BranchBusy']) =>
      orThrow(await api.PUT('/ops/v1/branches/{id}/busy', { params: { path: { id } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsKeys.branches(merchantId) }),
  });
  return (
    <section className="ops__history stack" aria-labelledby="ops-busy">
      <h2 id="ops-busy">{t('busy')}</h2>
      <p className="muted">{t('busyHint')}</p>
      <FormError>{save.error && errorText(errorBodyOf(save.error), lang)}</FormError>
      <ul className="plain-list">
        {branches.map((b) => {
          const paused = b.pausedUntil && new Date(b.pausedUntil) > new Date() ? b.pausedUntil : null;
          const extraMinutes = b.extraMinutes ?? 0;
          return (
            <li key={b.id} className="card ops__busy" data-testid="busy-branch">
              <span>
                <strong>{localized(b.name, lang)}</strong>
                <br />
                <small className={paused ? 'warning' : 'open'}>
                  {paused ? t('pausedUntil', { time: localParts(new Date(paused)).time }) : t('takingOrders')}
                </small>
              </span>
              {paused ? (
                <Button
                  variant="secondary"
                  disabled={save.isPending}
                  onClick={() => save.mutate({ id: b.id, pausedUntil: null, extraMinutes })}
                >
                  {t('resume')}
                </Button>
              ) : (
                <span className="ops__busy-pause">
                  <Select
                    label={t('pauseFor')}
                    hideLabel
                    value={pauseFor}
                    onChange={(e) => setPauseFor(Number(e.target.value))}
                    options={PAUSES.map((m) => ({ value: m, label: t('minutesShort', { n: m }) }))}
                  />
                  <Button
                    variant="secondary"
                    disabled={save.isPending}
                    onClick={() =>
                      save.mutate({
                        id: b.id,
                        pausedUntil: new Date(Date.now() + pauseFor * 60_000).toISOString(),
                        extraMinutes,
                      })
                    }
                  >
                    {t('pause')}
                  </Button>
                </span>
              )}
              <Field label={t('extraTime')}>
                <select
                  value={extraMinutes}
                  disabled={save.isPending}
                  onChange={(e) =>
                    save.mutate({ id: b.id, pausedUntil: paused, extraMinutes: Number(e.target.value) })
                  }
                >
                  {[...new Set([...EXTRA, extraMinutes])].map((m) => (
                    <option key={m} value={m}>
                      {m === 0 ? t('noExtra') : `+${t('minutesShort', { n: m })}`}
                    </option>
                  ))}
                </select>
              </Field>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
