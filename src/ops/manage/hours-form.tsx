import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import type { components } from '../../api/schema';
import type { Lang } from '../../domain/localized';
import { WEEKDAYS } from '../../domain/schedule';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { manageKeys, type ManageBranch } from './manage-queries';
import { Problems } from './problems';
import { HolidaysFields } from './holidays-fields';

type Day = components['schemas']['ManageWeekday'];

/**
 * A branch's hours: the usual open and close, each weekday's own (or a day off), the holidays (a
 * day off or a short day on a date), phone and services.
 */
export function HoursForm({
  api,
  merchantId,
  lang,
  branch,
}: {
  api: ApiClient;
  merchantId: number;
  lang: Lang;
  branch: ManageBranch;
}) {
  const { t } = useTranslation('ops-manage');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(branch.open);
  const [close, setClose] = useState(branch.close);
  const [phone, setPhone] = useState(branch.phone ?? '');
  const [services, setServices] = useState(branch.services);
  const [week, setWeek] = useState<Day[]>(branch.week);
  const [holidays, setHolidays] = useState(branch.holidays);
  const [cookMinutes, setCookMinutes] = useState(
    branch.cookMinutes === null ? '' : String(branch.cookMinutes),
  );
  const dayOf = (day: Day['day']): Day => week.find((w) => w.day === day) ?? { day, open, close };
  const setDay = (day: Day) => setWeek([...week.filter((w) => w.day !== day.day), day]);
  const save = useMutation({
    mutationFn: async () =>
      orThrow(
        await api.PUT('/manage/v1/branches/{id}/hours', {
          params: { path: { id: branch.id } },
          body: {
            version: branch.version,
            open,
            close,
            phone: phone || null,
            services,
            week,
            holidays,
            cookMinutes: cookMinutes.trim() === '' ? null : Number(cookMinutes),
          },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manageKeys.all(merchantId) }),
  });
  return (
    <form
      className="manage__form"
      aria-label={t('hours')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h3>{t('hours')}</h3>
      <div className="manage__row">
        <Field label={t('opens')}>
          <input type="time" value={open} onChange={(e) => setOpen(e.target.value)} />
        </Field>
        <Field label={t('closes')}>
          <input type="time" value={close} onChange={(e) => setClose(e.target.value)} />
        </Field>
        <Field label={t('phone')}>
          <input inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        </Field>
      </div>
      <table className="manage__week">
        <caption className="visually-hidden">{t('week')}</caption>
        <tbody>
          {WEEKDAYS.map((day) => {
            const d = dayOf(day);
            return (
              <tr key={day}>
                <th scope="row">{t(`days.${day}`)}</th>
                <td>
                  <input
                    aria-label={`${t(`days.${day}`)} ${t('opens')}`}
                    type="time"
                    value={d.open}
                    disabled={d.closed}
                    onChange={(e) => setDay({ ...d, open: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    aria-label={`${t(`days.${day}`)} ${t('closes')}`}
                    type="time"
                    value={d.close}
                    disabled={d.closed}
                    onChange={(e) => setDay({ ...d, close: e.target.value })}
                  />
                </td>
                <td>
                  <label className="manage__check">
                    <input
                      type="checkbox"
                      checked={d.closed ?? false}
                      onChange={(e) => setDay({ ...d, closed: e.target.checked })}
                    />{' '}
                    {t('dayOff')}
                  </label>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <HolidaysFields holidays={holidays} onChange={setHolidays} open={open} close={close} />
      <fieldset className="manage__row">
        <legend>{t('services')}</legend>
        {(['delivery', 'pickup', 'dineIn'] as const).map((s) => (
          <label key={s} className="manage__check">
            <input
              type="checkbox"
              checked={services[s]}
              onChange={(e) => setServices({ ...services, [s]: e.target.checked })}
            />{' '}
            {t(`service.${s}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t('cookMinutes')}>
        <input
          type="number"
          inputMode="numeric"
          step={1}
          placeholder={t('cookMinutesDefault')}
          value={cookMinutes}
          onChange={(e) => setCookMinutes(e.target.value)}
        />
      </Field>
      <Problems error={save.error} lang={lang} words={{ '/cookMinutes': t('cookMinutesRange') }} />
      <Button variant="primary" type="submit" disabled={save.isPending}>
        {t('save')}
      </Button>
    </form>
  );
}
