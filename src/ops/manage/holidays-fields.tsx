import { useTranslation } from 'react-i18next';
import type { components } from '../../api/schema';
import { localParts } from '../../domain/schedule';
import { Button } from '../../ui/button';

type Holiday = components['schemas']['Holiday'];

/**
 * A branch's holidays in its hours form: a date with its own hours (a short day) or closed all
 * day (a day off), added, changed and removed; saved with the hours.
 */
export function HolidaysFields({
  holidays,
  onChange,
  open,
  close,
}: {
  holidays: Holiday[];
  onChange: (holidays: Holiday[]) => void;
  /** the usual hours a new date starts from */
  open: string;
  close: string;
}) {
  const { t } = useTranslation('ops-manage');
  const put = (i: number, h: Holiday) => onChange(holidays.map((old, k) => (k === i ? h : old)));
  const next = () => {
    // the day after the last one listed (or today): one click adds a fresh date
    const last = holidays
      .map((h) => h.date)
      .sort()
      .at(-1);
    const from = last ? new Date(`${last}T12:00:00+05:00`).getTime() + 86_400_000 : Date.now();
    return localParts(new Date(from)).day;
  };
  return (
    <fieldset className="manage__texts">
      <legend>{t('holidays')}</legend>
      {holidays.length > 0 && (
        <table className="manage__week">
          <caption className="visually-hidden">{t('holidays')}</caption>
          <tbody>
            {holidays.map((h, i) => (
              <tr key={i}>
                <td>
                  <input
                    aria-label={t('holidayDate', { n: i + 1 })}
                    type="date"
                    value={h.date}
                    required
                    onChange={(e) => put(i, { ...h, date: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    aria-label={`${t('holidayDate', { n: i + 1 })}: ${t('opens')}`}
                    type="time"
                    value={h.open}
                    disabled={h.closed}
                    onChange={(e) => put(i, { ...h, open: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    aria-label={`${t('holidayDate', { n: i + 1 })}: ${t('closes')}`}
                    type="time"
                    value={h.close}
                    disabled={h.closed}
                    onChange={(e) => put(i, { ...h, close: e.target.value })}
                  />
                </td>
                <td>
                  <label className="manage__check">
                    <input
                      type="checkbox"
                      checked={h.closed ?? false}
                      onChange={(e) => put(i, { ...h, closed: e.target.checked })}
                    />{' '}
                    {t('closedAllDay')}
                  </label>
                </td>
                <td>
                  <Button
                    variant="secondary"
                    type="button"
                    onClick={() => onChange(holidays.filter((_, k) => k !== i))}
                  >
                    {t('removeHoliday', { n: i + 1 })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Button
        variant="secondary"
        type="button"
        onClick={() => onChange([...holidays, { date: next(), open, close, closed: true }])}
      >
        {t('addHoliday')}
      </Button>
    </fieldset>
  );
}
